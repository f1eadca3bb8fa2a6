import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { serverKeys } from './keys';

export type ServerResetPasswordVariables = { serverId: number };
export type ServerResetPasswordData = Awaited<ReturnType<typeof api.cloud.resetPassword>>;

/** POST /cloud/servers/{id}/reset-password: a new root password, answered once (never cached). */
export const serverResetPasswordMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.resetPassword(),
  mutationFn: ({ serverId }: ServerResetPasswordVariables): Promise<ServerResetPasswordData> =>
    api.cloud.resetPassword(serverId),
  onSuccess: (_data: ServerResetPasswordData, { serverId }: ServerResetPasswordVariables) =>
    void queryClient.invalidateQueries({ queryKey: serverKeys.logs(serverId) }),
});

export function useServerResetPasswordMutation() {
  return useMutation(serverResetPasswordMutationOptions(useQueryClient()));
}
