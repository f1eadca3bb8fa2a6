import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Server } from '@portal/shared-sdk';
import {
  ConfirmDialog,
  Field,
  NativeSelect,
  Stack,
  Text,
  showToast,
  useApiErrorMessage,
} from '@portal/shared-ui';
import { useOsImagesQuery } from '../../data/catalog/os-images-query';
import { useServerRebuildSoftwareMutation } from '../../data/servers/server-rebuild-software-mutation';

export interface RebuildSoftwareDialogProps {
  server: Server;
  open: boolean;
  onClose: () => void;
}

/** Installs another OS image after a confirmation: everything on the disk is erased. */
export function RebuildSoftwareDialog({ server, open, onClose }: RebuildSoftwareDialogProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const images = useOsImagesQuery();
  const rebuild = useServerRebuildSoftwareMutation();
  const [osId, setOsId] = useState('');
  const [error, setError] = useState<string>();
  const fits = (images.data ?? []).filter((os) => os.min_disk === undefined || os.min_disk <= server.disk);

  const confirm = () => {
    if (!osId) return setError(intl.formatMessage({ id: 'cloud.server.rebuild.chooseOs' }));
    rebuild.mutate(
      { serverId: server.id, osId: Number(osId) },
      {
        onSuccess: ({ message }) => {
          showToast({ title: message, type: 'success' });
          setOsId('');
          onClose();
        },
        onError: (e) => setError(errorMessage(e, 'cloud.server.actionFailed')),
      },
    );
    return undefined;
  };

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={confirm}
      danger
      loading={rebuild.isPending}
      title={intl.formatMessage({ id: 'cloud.server.rebuild.softwareTitle' })}
      confirmLabel={intl.formatMessage({ id: 'cloud.server.rebuild.confirm' })}
    >
      <Stack gap="3">
        <Text>{intl.formatMessage({ id: 'cloud.server.rebuild.softwareWarning' })}</Text>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>{intl.formatMessage({ id: 'cloud.create.os' })}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={osId}
              onChange={(e) => {
                setOsId(e.currentTarget.value);
                setError(undefined);
              }}
            >
              <option value="">{intl.formatMessage({ id: 'cloud.create.choose' })}</option>
              {fits.map((os) => (
                <option key={os.id} value={String(os.id)}>
                  {os.display_name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </ConfirmDialog>
  );
}
