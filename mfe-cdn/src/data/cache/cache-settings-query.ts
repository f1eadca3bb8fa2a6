import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CacheSettings, cdnApi } from '@portal/api-cdn';
import { cacheKeys } from './keys';

export type CacheSettingsQueryData = CacheSettings;

export const cacheSettingsQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: cacheKeys.settings(domainId),
    queryFn: (): Promise<CacheSettingsQueryData> => cdnApi.cache.settings(domainId),
  });

/** GET /cdn/ng/domains/{id}/cache: caching and acceleration together. */
export function useCacheSettingsQuery(domainId: number) {
  return useQuery(cacheSettingsQueryOptions(domainId));
}
