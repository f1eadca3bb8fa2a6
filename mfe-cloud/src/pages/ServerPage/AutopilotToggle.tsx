import { useIntl } from 'react-intl';
import { canPerform, type Server } from '@portal/shared-sdk';
import { Button, HStack, Stack, Text, showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useServerAutopilotMutation } from '../../data/servers/server-autopilot-mutation';

export interface AutopilotToggleProps {
  server: Server;
}

/** Autopilot on or off (the provider restarts the server on another host when its host fails). */
export function AutopilotToggle({ server }: AutopilotToggleProps) {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const autopilot = useServerAutopilotMutation();
  return (
    <Stack gap="2" align="flex-start">
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage({ id: 'cloud.server.autopilot.help' })}
      </Text>
      <HStack gap="3">
        <Text fontWeight="medium" data-autopilot={server.autopilot ? 'on' : 'off'}>
          {intl.formatMessage({
            id: server.autopilot ? 'cloud.server.autopilot.on' : 'cloud.server.autopilot.off',
          })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={server.autopilot}
          loading={autopilot.isPending}
          disabled={!canPerform(server, 'autopilot')}
          onClick={() =>
            autopilot.mutate(
              { serverId: server.id, enabled: !server.autopilot },
              {
                onSuccess: ({ message }) => showToast({ title: message, type: 'success' }),
                onError: (e) =>
                  showToast({ title: errorMessage(e, 'cloud.server.actionFailed'), type: 'error' }),
              },
            )
          }
        >
          {intl.formatMessage({
            id: server.autopilot ? 'cloud.server.autopilot.turnOff' : 'cloud.server.autopilot.turnOn',
          })}
        </Button>
      </HStack>
    </Stack>
  );
}
