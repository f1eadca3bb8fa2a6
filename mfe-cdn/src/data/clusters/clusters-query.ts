import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Cluster } from '@portal/shared-sdk';
import { clusterKeys } from './keys';

export type ClustersQueryData = Cluster[];

export const clustersQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: clusterKeys.list(domainId),
    queryFn: (): Promise<ClustersQueryData> => api.cdn.clusters(domainId),
  });

/** GET /cdn/ng/domains/{id}/cluster: the origin pools with their servers. */
export function useClustersQuery(domainId: number) {
  return useQuery(clustersQueryOptions(domainId));
}
