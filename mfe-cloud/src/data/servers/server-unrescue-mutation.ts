import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { serverKeys } from './keys';
import { serverChanged } from './server-changed';

export type ServerUnrescueVariables = { serverId: number };
export type ServerUnrescueData = Awaited<ReturnType<typeof api.cloud.unrescue>>;

/** POST /cloud/servers/{id}/unrescue. */
export const serverUnrescueMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: serverKeys.unrescue(),
  mutationFn: ({ serverId }: ServerUnrescueVariables): Promise<ServerUnrescueData> =>
    api.cloud.unrescue(serverId),
  onSuccess: ({ data }: ServerUnrescueData) => serverChanged(queryClient)(data),
});

export function useServerUnrescueMutation() {
  return useMutation(serverUnrescueMutationOptions(useQueryClient()));
}
