import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { serverKeys } from './keys';
import { serverChanged } from './server-changed';

export type ServerAutopilotVariables = { serverId: number; enabled: boolean };
export type ServerAutopilotData = Awaited<ReturnType<typeof api.cloud.autopilot>>;

/** POST (on) or DELETE (off) /cloud/servers/{id}/autopilot. */
export const serverAutopilotMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.autopilot(),
  mutationFn: ({ serverId, enabled }: ServerAutopilotVariables): Promise<ServerAutopilotData> =>
    api.cloud.autopilot(serverId, enabled),
  onSuccess: ({ data }: ServerAutopilotData) => serverChanged(queryClient)(data),
});

export function useServerAutopilotMutation() {
  return useMutation(serverAutopilotMutationOptions(useQueryClient()));
}
