import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CacheSettings } from '@portal/shared-sdk';
import { cacheKeys } from './keys';

export type CacheSettingsQueryData = CacheSettings;

export const cacheSettingsQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: cacheKeys.settings(domainId),
    queryFn: (): Promise<CacheSettingsQueryData> => api.cdn.cache.settings(domainId),
  });

/** GET /cdn/ng/domains/{id}/cache: caching and acceleration together. */
export function useCacheSettingsQuery(domainId: number) {
  return useQuery(cacheSettingsQueryOptions(domainId));
}
