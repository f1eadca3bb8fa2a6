import { useIntl } from 'react-intl';
import type { Volume } from '@portal/shared-sdk';
import { Text } from '@portal/shared-ui';
import { useVolumeAttachMutation } from '../../data/volumes/volume-attach-mutation';
import { FormDialog } from '../../components/FormDialog';
import { submitForm } from '../../components/submitForm';
import { ServerSelectField } from '../../components/ServerSelectField';

export interface AttachVolumeDialogProps {
  volume: Volume | null;
  onClose: () => void;
}

/** Attach a free volume to a server: only the servers of its data center are offered. */
export function AttachVolumeDialog({ volume, onClose }: AttachVolumeDialogProps) {
  const intl = useIntl();
  const attach = useVolumeAttachMutation();
  const onSubmit = async ({ server_id }: { server_id?: string }) => {
    if (!volume) return undefined;
    return submitForm(
      () => attach.mutateAsync({ volume_id: volume.id, server_id: Number(server_id) }),
      ['server_id'],
      onClose,
    );
  };
  return (
    <FormDialog<{ server_id?: string }>
      open={volume !== null}
      onClose={onClose}
      title={intl.formatMessage({ id: 'cloud.volumes.attach.title' }, { name: volume?.name ?? '' })}
      submitLabel={intl.formatMessage({ id: 'cloud.volumes.attach.submit' })}
      onSubmit={onSubmit}
    >
      <Text color="fg.muted" fontSize="sm">
        {intl.formatMessage(
          { id: 'cloud.volumes.attach.help' },
          { datacenter: volume?.datacenter.display_name ?? '' },
        )}
      </Text>
      <ServerSelectField
        label={intl.formatMessage({ id: 'cloud.volumes.field.server' })}
        datacenterId={volume?.datacenter.id}
      />
    </FormDialog>
  );
}
