import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { serverKeys } from './keys';

export type ServerRescueVariables = { serverId: number };
export type ServerRescueData = Awaited<ReturnType<typeof api.cloud.rescue>>;

/** POST /cloud/servers/{id}/rescue: answers the rescue system's password (shown once); the server is read again. */
export const serverRescueMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.rescue(),
  mutationFn: ({ serverId }: ServerRescueVariables): Promise<ServerRescueData> => api.cloud.rescue(serverId),
  onSuccess: (_data: ServerRescueData, { serverId }: ServerRescueVariables) => {
    void queryClient.invalidateQueries({ queryKey: serverKeys.detail(serverId) });
    void queryClient.invalidateQueries({ queryKey: serverKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: serverKeys.logs(serverId) });
  },
});

export function useServerRescueMutation() {
  return useMutation(serverRescueMutationOptions(useQueryClient()));
}
