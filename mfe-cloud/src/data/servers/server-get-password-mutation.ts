import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { serverKeys } from './keys';

export type ServerGetPasswordVariables = { serverId: number };
export type ServerGetPasswordData = Awaited<ReturnType<typeof api.cloud.getPassword>>;

/** POST /cloud/servers/{id}/get-password: the root password, which the provider answers once (never cached). */
export const serverGetPasswordMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.getPassword(),
  mutationFn: ({ serverId }: ServerGetPasswordVariables): Promise<ServerGetPasswordData> =>
    api.cloud.getPassword(serverId),
  onSuccess: (_data: ServerGetPasswordData, { serverId }: ServerGetPasswordVariables) =>
    void queryClient.invalidateQueries({ queryKey: serverKeys.logs(serverId) }),
});

export function useServerGetPasswordMutation() {
  return useMutation(serverGetPasswordMutationOptions(useQueryClient()));
}
