import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ServerRebuildHardwareRequest } from '@portal/shared-sdk';
import { serverKeys } from './keys';
import { serverChanged } from './server-changed';

export type ServerRebuildHardwareVariables = { serverId: number; size: ServerRebuildHardwareRequest };
export type ServerRebuildHardwareData = Awaited<ReturnType<typeof api.cloud.rebuildHardware>>;

/** POST /cloud/servers/{id}/rebuild/hardware: another size (REBUILD until it is done). */
export const serverRebuildHardwareMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.rebuildHardware(),
  mutationFn: ({ serverId, size }: ServerRebuildHardwareVariables): Promise<ServerRebuildHardwareData> =>
    api.cloud.rebuildHardware(serverId, size),
  onSuccess: ({ data }: ServerRebuildHardwareData) => serverChanged(queryClient)(data),
});

export function useServerRebuildHardwareMutation() {
  return useMutation(serverRebuildHardwareMutationOptions(useQueryClient()));
}
