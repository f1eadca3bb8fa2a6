import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { cdnApi } from '@portal/api-cdn';
import { clusterKeys } from './keys';

export type ClusterDeleteVariables = { domainId: number; clusterId: number };

/** Deletes a cluster; the list is read again either way (a stale one is gone already). */
export const clusterDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: clusterKeys.delete(),
  mutationFn: ({ domainId, clusterId }: ClusterDeleteVariables): Promise<WithMessage<null>> =>
    cdnApi.deleteCluster(domainId, clusterId),
  onSettled: (_d: unknown, _e: unknown, { domainId }: ClusterDeleteVariables) =>
    queryClient.invalidateQueries({ queryKey: clusterKeys.list(domainId) }),
});

export function useClusterDeleteMutation() {
  return useMutation(clusterDeleteMutationOptions(useQueryClient()));
}
