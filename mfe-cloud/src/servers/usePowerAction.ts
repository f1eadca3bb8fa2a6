import { useIntl } from 'react-intl';
import type { ServerPowerAction } from '@portal/shared-sdk';
import { showToast, useApiErrorMessage } from '@portal/shared-ui';
import { useServerPowerMutation } from '../data/servers/server-power-mutation';

/**
 * Power on, off, reboot or restart: the change shows at once; the provider's "Your change request
 * has been registered" confirms it, and a refusal shows its message ("Your server cannot perform
 * this operation in this state").
 */
export function usePowerAction() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const power = useServerPowerMutation();
  const run = (serverId: number, action: ServerPowerAction) =>
    power.mutate(
      { serverId, action },
      {
        onSuccess: ({ message }) =>
          showToast({
            title: message || intl.formatMessage({ id: 'cloud.server.changeRegistered' }),
            type: 'success',
          }),
        onError: (error) =>
          showToast({ title: errorMessage(error, 'cloud.server.actionFailed'), type: 'error' }),
      },
    );
  return { run, pending: power.isPending };
}
