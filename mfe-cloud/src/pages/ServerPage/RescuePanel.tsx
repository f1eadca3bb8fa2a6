import { useState } from 'react';
import { useIntl } from 'react-intl';
import { canPerform, type Server } from '@portal/shared-sdk';
import { Button, Stack, Text, showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useServerRescueMutation } from '../../data/servers/server-rescue-mutation';
import { useServerUnrescueMutation } from '../../data/servers/server-unrescue-mutation';
import { OneTimeSecret } from '../../servers/OneTimeSecret';
import { SecretConfirmDialog } from '../../servers/SecretConfirmDialog';

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
  // the rescue password opens the rescue system only: once the server has left it, it goes
  const [inRescue, setInRescue] = useState(server.rescue);
  if (inRescue !== server.rescue) {
    setInRescue(server.rescue);
    if (!server.rescue) setPassword(undefined);
  }
  const failed = (error: unknown) =>
    showToast({ title: errorMessage(error, 'cloud.server.actionFailed'), type: 'error' });

  return (
    <Stack gap="3" align="flex-start">
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({
          id: server.rescue ? 'cloud.server.rescue.active' : 'cloud.server.rescue.help',
        })}
      </Text>
      {server.rescue ? (
        <Button
          size="sm"
          variant="outline"
          loading={unrescue.isPending}
          disabled={!canPerform(server, 'unrescue')}
          onClick={() =>
            unrescue.mutate(
              { serverId: server.id },
              { onSuccess: ({ message }) => showToast({ title: message, type: 'success' }), onError: failed },
            )
          }
        >
          {intl.formatMessage({ id: 'cloud.server.rescue.leave' })}
        </Button>
      ) : (
        <Button
          size="sm"
          variant="outline"
          disabled={!canPerform(server, 'rescue')}
          onClick={() => setConfirming(true)}
        >
          {intl.formatMessage({ id: 'cloud.server.rescue.start' })}
        </Button>
      )}
      {password && (
        <OneTimeSecret label={intl.formatMessage({ id: 'cloud.server.rescue.password' })} secret={password} />
      )}
      <SecretConfirmDialog
        open={confirming}
        serverId={server.id}
        mutation={rescue}
        onSecret={setPassword}
        title={intl.formatMessage({ id: 'cloud.server.rescue.title' })}
        confirmLabel={intl.formatMessage({ id: 'cloud.server.rescue.start' })}
        warning={intl.formatMessage({ id: 'cloud.server.rescue.warning' })}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
