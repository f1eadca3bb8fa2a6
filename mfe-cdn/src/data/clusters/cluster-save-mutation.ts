import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type Cluster, type ClusterBody, cdnApi } from '@portal/api-cdn';
import { clusterKeys } from './keys';

/** A new cluster (no `clusterId`) or a change to one. */
export type ClusterSaveVariables = { domainId: number; clusterId?: number; cluster: ClusterBody };

/** POST /cdn/ng/domains/{id}/cluster, or PUT …/cluster/{cluster_id}; the list is read again. */
export const clusterSaveMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: clusterKeys.save(),
  mutationFn: ({ domainId, clusterId, cluster }: ClusterSaveVariables): Promise<WithMessage<Cluster>> =>
    clusterId === undefined
      ? cdnApi.createCluster(domainId, cluster)
      : cdnApi.updateCluster(domainId, clusterId, cluster),
  onSuccess: (_: WithMessage<Cluster>, { domainId }: ClusterSaveVariables) =>
    queryClient.invalidateQueries({ queryKey: clusterKeys.list(domainId) }),
});

export function useClusterSaveMutation() {
  return useMutation(clusterSaveMutationOptions(useQueryClient()));
}
