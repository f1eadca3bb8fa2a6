import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { serverKeys } from './keys';
import { serverChanged } from './server-changed';

export type ServerRebuildSoftwareVariables = { serverId: number; osId: number };
export type ServerRebuildSoftwareData = Awaited<ReturnType<typeof api.cloud.rebuildSoftware>>;

/** POST /cloud/servers/{id}/rebuild/software: another OS image (RELOAD until it is installed). */
export const serverRebuildSoftwareMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.rebuildSoftware(),
  mutationFn: ({ serverId, osId }: ServerRebuildSoftwareVariables): Promise<ServerRebuildSoftwareData> =>
    api.cloud.rebuildSoftware(serverId, osId),
  onSuccess: ({ data }: ServerRebuildSoftwareData) => serverChanged(queryClient)(data),
});

export function useServerRebuildSoftwareMutation() {
  return useMutation(serverRebuildSoftwareMutationOptions(useQueryClient()));
}
