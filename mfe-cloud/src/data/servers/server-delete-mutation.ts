import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Server } from '@portal/shared-sdk';
import { firewallKeys } from '../firewalls/keys';
import { networkKeys } from '../networks/keys';
import { volumeKeys } from '../volumes/keys';
import { serverKeys } from './keys';

export type ServerDeleteVariables = { serverId: number };
export type ServerDeleteData = Awaited<ReturnType<typeof api.cloud.deleteServer>>;

/**
 * DELETE /cloud/servers/{id}: the server leaves the cached list at once, then the list is read
 * again, and what named it: its volumes come free, its groups and networks lose it.
 */
export const serverDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.remove(),
  mutationFn: ({ serverId }: ServerDeleteVariables): Promise<ServerDeleteData> =>
    api.cloud.deleteServer(serverId),
  onSuccess: (_data: ServerDeleteData, { serverId }: ServerDeleteVariables) => {
    queryClient.setQueryData<Server[]>(serverKeys.lists(), (list) => list?.filter((s) => s.id !== serverId));
    queryClient.removeQueries({ queryKey: serverKeys.detail(serverId) });
    void queryClient.invalidateQueries({ queryKey: serverKeys.lists() });
    for (const queryKey of [volumeKeys.list(), firewallKeys.lists(), networkKeys.list()])
      void queryClient.invalidateQueries({ queryKey });
  },
});

export function useServerDeleteMutation() {
  return useMutation(serverDeleteMutationOptions(useQueryClient()));
}
