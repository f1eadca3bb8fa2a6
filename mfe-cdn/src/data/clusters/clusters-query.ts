import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Cluster, cdnApi } from '@portal/api-cdn';
import { clusterKeys } from './keys';

export type ClustersQueryData = Cluster[];

export const clustersQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: clusterKeys.list(domainId),
    queryFn: (): Promise<ClustersQueryData> => cdnApi.clusters(domainId),
  });

/** GET /cdn/ng/domains/{id}/cluster: the origin pools with their servers. */
export function useClustersQuery(domainId: number) {
  return useQuery(clustersQueryOptions(domainId));
}
