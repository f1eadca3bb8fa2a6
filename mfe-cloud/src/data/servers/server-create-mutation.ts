import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ServerCreateRequest } from '@portal/shared-sdk';
import { firewallKeys } from '../firewalls/keys';
import { networkKeys } from '../networks/keys';
import { serverKeys } from './keys';
import { putServer } from './server-changed';

export type ServerCreateVariables = ServerCreateRequest;
export type ServerCreateData = Awaited<ReturnType<typeof api.cloud.createServer>>;

/**
 * POST /cloud/servers: the new server (in BUILD) joins the cache; the list and the trial offer are
 * asked for again, and the groups and networks it joined (they list their servers).
 */
export const serverCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.create(),
  mutationFn: (variables: ServerCreateVariables): Promise<ServerCreateData> =>
    api.cloud.createServer(variables),
  onSuccess: ({ data }: ServerCreateData) => {
    putServer(queryClient, data);
    void queryClient.invalidateQueries({ queryKey: serverKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: serverKeys.trial() });
    void queryClient.invalidateQueries({ queryKey: firewallKeys.lists() });
    void queryClient.invalidateQueries({ queryKey: networkKeys.list() });
  },
});

export function useServerCreateMutation() {
  return useMutation(serverCreateMutationOptions(useQueryClient()));
}
