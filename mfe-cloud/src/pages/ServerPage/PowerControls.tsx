import { useIntl } from 'react-intl';
import { canPerform, type Server, type ServerPowerAction } from '@portal/shared-sdk';
import { Alert, Button, Flex, Stack } from '@portal/shared-ui';
import { usePowerAction } from '../../servers/usePowerAction';
import { useChangeTooLong } from './useChangeTooLong';

export interface PowerControlsProps {
  server: Server;
}

const ACTIONS: readonly {
  action: ServerPowerAction;
  operation: 'power_on' | 'power_off' | 'reboot' | 'restart';
}[] = [
  { action: 'on', operation: 'power_on' },
  { action: 'off', operation: 'power_off' },
  { action: 'reboot', operation: 'reboot' },
  { action: 'restart', operation: 'restart' },
];

/**
 * Power on, off (hard), reboot (hard) and restart (soft), each enabled only when the state allows
 * it; while a change runs longer than usual, the technical-problem message.
 */
export function PowerControls({ server }: PowerControlsProps) {
  const intl = useIntl();
  const power = usePowerAction();
  const tooLong = useChangeTooLong(server);
  return (
    <Stack gap="3">
      <Flex gap="2" wrap="wrap" role="group" aria-label={intl.formatMessage({ id: 'cloud.server.power' })}>
        {ACTIONS.map(({ action, operation }) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'on' || action === 'off' ? 'solid' : 'outline'}
            colorPalette={action === 'off' ? 'red' : action === 'on' ? 'green' : 'gray'}
            disabled={!canPerform(server, operation) || power.pending}
            onClick={() => power.run(server.id, action)}
          >
            {intl.formatMessage({ id: `cloud.server.power.${action}` })}
          </Button>
        ))}
      </Flex>
      {tooLong && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage({ id: 'cloud.server.tooLong' })}</Alert.Title>
        </Alert.Root>
      )}
    </Stack>
  );
}
