import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { canPerform, type Server } from '@portal/shared-sdk';
import {
  Button,
  Stack,
  Text,
  TypedPhraseConfirmDialog,
  showToast,
  useApiErrorMessage,
  useParcelProps,
} from '@portal/shared-ui';
import { useServerDeleteMutation } from '../../data/servers/server-delete-mutation';

export interface DeleteServerProps {
  server: Server;
}

/** Deletes the server after its name is typed ("The entered phrase is incorrect" otherwise), then goes back to the list. */
export function DeleteServer({ server }: DeleteServerProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { basePath } = useParcelProps();
  const errorMessage = useApiErrorMessage();
  const remove = useServerDeleteMutation();
  const [open, setOpen] = useState(false);
  return (
    <Stack gap="2" align="flex-start">
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'cloud.server.delete.help' })}
      </Text>
      <Button
        size="sm"
        colorPalette="red"
        disabled={!canPerform(server, 'delete')}
        onClick={() => setOpen(true)}
      >
        {intl.formatMessage({ id: 'cloud.server.delete.button' })}
      </Button>
      <TypedPhraseConfirmDialog
        open={open}
        phrase={server.name}
        loading={remove.isPending}
        title={intl.formatMessage({ id: 'cloud.server.delete.title' }, { server: server.name })}
        confirmLabel={intl.formatMessage({ id: 'cloud.server.delete.button' })}
        onClose={() => setOpen(false)}
        onConfirm={() =>
          remove.mutate(
            { serverId: server.id },
            {
              onSuccess: ({ message }) => {
                setOpen(false);
                showToast({ title: message, type: 'success' });
                navigate(`${basePath}/servers`);
              },
              onError: (e) =>
                showToast({ title: errorMessage(e, 'cloud.server.actionFailed'), type: 'error' }),
            },
          )
        }
      >
        <Text>{intl.formatMessage({ id: 'cloud.server.delete.warning' })}</Text>
      </TypedPhraseConfirmDialog>
    </Stack>
  );
}
