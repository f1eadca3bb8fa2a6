import { useState } from 'react';
import { useIntl } from 'react-intl';
import { canPerform, type Server } from '@portal/shared-sdk';
import { Button, Flex, Stack, Text, showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useServerGetPasswordMutation } from '../../data/servers/server-get-password-mutation';
import { useServerResetPasswordMutation } from '../../data/servers/server-reset-password-mutation';
import { OneTimeSecret } from '../../servers/OneTimeSecret';
import { SecretConfirmDialog } from '../../servers/SecretConfirmDialog';

export interface PasswordPanelProps {
  server: Server;
}

/**
 * The root password: shown once (the provider answers it once), or reset to a new one (also shown
 * once) after a confirmation. It lives only in this component's state, never in a cache.
 */
export function PasswordPanel({ server }: PasswordPanelProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const show = useServerGetPasswordMutation();
  const reset = useServerResetPasswordMutation();
  const [password, setPassword] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const failed = (error: unknown) =>
    showToast({ title: errorMessage(error, 'cloud.server.actionFailed'), type: 'error' });

  return (
    <Stack gap="3">
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'cloud.server.password.help' })}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          loading={show.isPending}
          disabled={!canPerform(server, 'get_password')}
          onClick={() =>
            show.mutate(
              { serverId: server.id },
              { onSuccess: (d) => setPassword(d.password), onError: failed },
            )
          }
        >
          {intl.formatMessage({ id: 'cloud.server.password.show' })}
        </Button>
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={!canPerform(server, 'reset_password')}
          onClick={() => setConfirming(true)}
        >
          {intl.formatMessage({ id: 'cloud.server.password.reset' })}
        </Button>
      </Flex>
      {password && (
        <OneTimeSecret label={intl.formatMessage({ id: 'cloud.server.password.root' })} secret={password} />
      )}
      <SecretConfirmDialog
        open={confirming}
        danger
        serverId={server.id}
        mutation={reset}
        onSecret={setPassword}
        title={intl.formatMessage({ id: 'cloud.server.password.resetTitle' })}
        confirmLabel={intl.formatMessage({ id: 'cloud.server.password.reset' })}
        warning={intl.formatMessage({ id: 'cloud.server.password.resetWarning' })}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
