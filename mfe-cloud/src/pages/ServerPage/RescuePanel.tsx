import { useState } from 'react';
import { useIntl } from 'react-intl';
import { canPerform, type Server } from '@portal/shared-sdk';
import { Button, ConfirmDialog, Stack, Text, showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useServerRescueMutation } from '../../data/servers/server-rescue-mutation';
import { useServerUnrescueMutation } from '../../data/servers/server-unrescue-mutation';
import { OneTimeSecret } from '../../servers/OneTimeSecret';

export interface RescuePanelProps {
  server: Server;
}

/** Boots the rescue system (after a confirmation; its password shown once) or leaves it. */
export function RescuePanel({ server }: RescuePanelProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const rescue = useServerRescueMutation();
  const unrescue = useServerUnrescueMutation();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState<string>();
  const failed = (error: unknown) => showToast({ title: errorMessage(error, 'cloud.server.actionFailed'), type: 'error' });

  return (
    <Stack gap="3" align="flex-start">
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: server.rescue ? 'cloud.server.rescue.active' : 'cloud.server.rescue.help' })}
      </Text>
      {server.rescue ? (
        <Button
          size="sm"
          variant="outline"
          loading={unrescue.isPending}
          disabled={!canPerform(server, 'unrescue')}
          onClick={() => unrescue.mutate({ serverId: server.id }, { onSuccess: ({ message }) => showToast({ title: message, type: 'success' }), onError: failed })}
        >
          {intl.formatMessage({ id: 'cloud.server.rescue.leave' })}
        </Button>
      ) : (
        <Button size="sm" variant="outline" disabled={!canPerform(server, 'rescue')} onClick={() => setConfirming(true)}>
          {intl.formatMessage({ id: 'cloud.server.rescue.start' })}
        </Button>
      )}
      {password && <OneTimeSecret label={intl.formatMessage({ id: 'cloud.server.rescue.password' })} secret={password} />}
      <ConfirmDialog
        open={confirming}
        loading={rescue.isPending}
        title={intl.formatMessage({ id: 'cloud.server.rescue.title' })}
        confirmLabel={intl.formatMessage({ id: 'cloud.server.rescue.start' })}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          rescue.mutate(
            { serverId: server.id },
            {
              onSuccess: ({ data, message }) => {
                setPassword(data.password);
                setConfirming(false);
                showToast({ title: message, type: 'success' });
              },
              onError: (e) => {
                setConfirming(false);
                failed(e);
              },
            },
          )
        }
      >
        <Text>{intl.formatMessage({ id: 'cloud.server.rescue.warning' })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
