import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { serverKeys } from './keys';
import { serverChanged } from './server-changed';

export type ServerRenameVariables = { serverId: number; name: string };
export type ServerRenameData = Awaited<ReturnType<typeof api.cloud.renameServer>>;

/** POST /cloud/servers/{id}/rename. */
export const serverRenameMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.rename(),
  mutationFn: ({ serverId, name }: ServerRenameVariables): Promise<ServerRenameData> =>
    api.cloud.renameServer(serverId, name),
  onSuccess: ({ data }: ServerRenameData) => serverChanged(queryClient)(data),
});

export function useServerRenameMutation() {
  return useMutation(serverRenameMutationOptions(useQueryClient()));
}
