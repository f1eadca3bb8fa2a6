import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  api,
  optimisticState,
  type Server,
  type ServerPowerAction,
  type ServerOperation,
} from '@portal/shared-sdk';
import { serverKeys } from './keys';
import { patchServer, serverChanged } from './server-changed';

export type ServerPowerVariables = { serverId: number; action: ServerPowerAction };
export type ServerPowerData = Awaited<ReturnType<typeof api.cloud.power>>;

const OPERATION: Readonly<Record<ServerPowerAction, ServerOperation>> = {
  on: 'power_on',
  off: 'power_off',
  reboot: 'reboot',
  restart: 'restart',
};

/**
 * PUT /cloud/servers/{id}/power/{action}. The transitional state shows at once (turning on or off,
 * restarting), before the provider answers; a refusal puts the server back as it was.
 */
export const serverPowerMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.power(),
  mutationFn: ({ serverId, action }: ServerPowerVariables): Promise<ServerPowerData> =>
    api.cloud.power(serverId, action),
  onMutate: ({ serverId, action }: ServerPowerVariables) => {
    const before =
      queryClient.getQueryData<Server>(serverKeys.detail(serverId)) ??
      queryClient.getQueryData<Server[]>(serverKeys.lists())?.find((s) => s.id === serverId);
    if (before)
      patchServer(queryClient, serverId, {
        ...optimisticState(before, OPERATION[action]),
        task_started_at: Math.floor(Date.now() / 1000),
      } as Partial<Server>);
    return { before };
  },
  onError: (_error: unknown, { serverId }: ServerPowerVariables, context?: { before?: Server }) => {
    if (context?.before) patchServer(queryClient, serverId, context.before);
    void queryClient.invalidateQueries({ queryKey: serverKeys.detail(serverId) });
  },
  onSuccess: ({ data }: ServerPowerData) => serverChanged(queryClient)(data),
});

export function useServerPowerMutation() {
  return useMutation(serverPowerMutationOptions(useQueryClient()));
}
