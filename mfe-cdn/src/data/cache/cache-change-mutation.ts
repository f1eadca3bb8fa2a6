import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type BrowserCacheMode, type CacheMode, type MinifyRequest } from '@portal/shared-sdk';
import { cacheKeys } from './keys';

/** One change of a domain's caching or acceleration; each has its own call and every one answers the settings as they are now. */
export type CacheChange =
  | { kind: 'mode'; mode: CacheMode }
  | { kind: 'developerMode'; enabled: boolean }
  | { kind: 'alwaysOnline'; enabled: boolean }
  | { kind: 'cacheCookies'; enabled: boolean }
  | { kind: 'edgeTtl'; ttl: number }
  | { kind: 'browser'; mode: BrowserCacheMode; ttl?: number }
  | { kind: 'errorsTtl'; ttl: number }
  | { kind: 'minify'; minify: MinifyRequest }
  | { kind: 'imageResize'; enabled: boolean }
  | { kind: 'imageOptimization'; enabled: boolean };

export type CacheChangeVariables = { domainId: number; change: CacheChange };
export type CacheChangeData = Awaited<ReturnType<typeof api.cdn.cache.setMode>>;

function send(domainId: number, change: CacheChange): Promise<CacheChangeData> {
  const cache = api.cdn.cache;
  switch (change.kind) {
    case 'mode':
      return cache.setMode(domainId, change.mode);
    case 'developerMode':
      return cache.setDeveloperMode(domainId, change.enabled);
    case 'alwaysOnline':
      return cache.setAlwaysOnline(domainId, change.enabled);
    case 'cacheCookies':
      return cache.setCacheCookies(domainId, change.enabled);
    case 'edgeTtl':
      return cache.setEdgeTtl(domainId, change.ttl);
    case 'browser':
      return cache.setBrowserCache(
        domainId,
        change.ttl === undefined ? { mode: change.mode } : { mode: change.mode, ttl: change.ttl },
      );
    case 'errorsTtl':
      return cache.setErrorsTtl(domainId, change.ttl);
    case 'minify':
      return cache.setMinify(domainId, change.minify);
    case 'imageResize':
      return cache.setImageResize(domainId, change.enabled);
    case 'imageOptimization':
      return cache.setImageOptimization(domainId, change.enabled);
  }
}

/** POST …/cache/… and …/acceleration/…: the answered settings replace the cached ones. */
export const cacheChangeMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: cacheKeys.change(),
  mutationFn: ({ domainId, change }: CacheChangeVariables): Promise<CacheChangeData> =>
    send(domainId, change),
  onSuccess: ({ data }: CacheChangeData, { domainId }: CacheChangeVariables) =>
    queryClient.setQueryData(cacheKeys.settings(domainId), data),
});

export function useCacheChangeMutation() {
  return useMutation(cacheChangeMutationOptions(useQueryClient()));
}
