import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type BrowserCacheMode, type CacheMode, type MinifyRequest, cdnApi } from '@portal/api-cdn';
import {
  domainSettingChangeOptions,
  type ChangeSenders,
  type SettingChangeVariables,
} from '../domainSettingChange';
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

export type CacheChangeVariables = SettingChangeVariables<CacheChange>;
export type CacheChangeData = Awaited<ReturnType<typeof cdnApi.cache.setMode>>;

const cache = () => cdnApi.cache;
const SENDERS: ChangeSenders<CacheChange, CacheChangeData> = {
  mode: (id, c) => cache().setMode(id, c.mode),
  developerMode: (id, c) => cache().setDeveloperMode(id, c.enabled),
  alwaysOnline: (id, c) => cache().setAlwaysOnline(id, c.enabled),
  cacheCookies: (id, c) => cache().setCacheCookies(id, c.enabled),
  edgeTtl: (id, c) => cache().setEdgeTtl(id, c.ttl),
  browser: (id, c) =>
    cache().setBrowserCache(id, c.ttl === undefined ? { mode: c.mode } : { mode: c.mode, ttl: c.ttl }),
  errorsTtl: (id, c) => cache().setErrorsTtl(id, c.ttl),
  minify: (id, c) => cache().setMinify(id, c.minify),
  imageResize: (id, c) => cache().setImageResize(id, c.enabled),
  imageOptimization: (id, c) => cache().setImageOptimization(id, c.enabled),
};

/** POST …/cache/… and …/acceleration/…: the answered settings replace the cached ones. */
export const cacheChangeMutationOptions = (queryClient: QueryClient) =>
  domainSettingChangeOptions(queryClient, {
    mutationKey: cacheKeys.change(),
    senders: SENDERS,
    settingsKey: cacheKeys.settings,
  });

export function useCacheChangeMutation() {
  return useMutation(cacheChangeMutationOptions(useQueryClient()));
}
