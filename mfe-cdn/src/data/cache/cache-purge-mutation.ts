import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cdnApi } from '@portal/api-cdn';
import { cacheKeys } from './keys';

export type CachePurgeVariables = { domainId: number; target: { all: true } | { urls: string[] } };
export type CachePurgeData = Awaited<ReturnType<typeof cdnApi.cache.purge>>;

/** POST …/cache/edge/purge-cache: everything or the addresses given; the settings (last purge) are read again. */
export const cachePurgeMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: cacheKeys.purge(),
  mutationFn: ({ domainId, target }: CachePurgeVariables): Promise<CachePurgeData> =>
    cdnApi.cache.purge(domainId, target),
  onSuccess: (_data: CachePurgeData, { domainId }: CachePurgeVariables) =>
    queryClient.invalidateQueries({ queryKey: cacheKeys.settings(domainId) }),
});

export function useCachePurgeMutation() {
  return useMutation(cachePurgeMutationOptions(useQueryClient()));
}
