import { request, requestEnvelope, withMessage } from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiBody, ApiData } from './types';

export type CacheSettings = Schemas['CacheSettings'];
export type CachePurgeResult = Schemas['CachePurgeResult'];
export type MinifyRequest = ApiBody<'cdnAccelMinify'>;

const base = (domainId: number) => `/cdn/ng/domains/${encodeURIComponent(domainId)}`;

/** A settings change: POST with its body; resolves with the server's message and the settings now. */
const change = (domainId: number, path: string, data: object) =>
  withMessage(requestEnvelope<CacheSettings>({ method: 'POST', url: `${base(domainId)}/${path}`, data }));

/** `cdnApi.cache`: a domain's caching and acceleration settings and the purge. */
export const cdnCacheApi = {
  /** GET …/cache → every caching and acceleration setting. */
  settings: (domainId: number) =>
    request<ApiData<'cdnCacheGet'>>({ method: 'GET', url: `${base(domainId)}/cache` }),
  setMode: (domainId: number, mode: ApiBody<'cdnCacheEdgeMode'>['mode']) =>
    change(domainId, 'cache/edge/change-mode', { mode }),
  setDeveloperMode: (domainId: number, enabled: boolean) =>
    change(domainId, 'cache/edge/developer-mode', { enabled }),
  setAlwaysOnline: (domainId: number, enabled: boolean) =>
    change(domainId, 'cache/edge/always-online', { enabled }),
  setCacheCookies: (domainId: number, enabled: boolean) =>
    change(domainId, 'cache/edge/cache-cookies', { enabled }),
  setEdgeTtl: (domainId: number, ttl: number) => change(domainId, 'cache/edge/change-ttl', { ttl }),
  setBrowserCache: (domainId: number, body: ApiBody<'cdnCacheBrowserMode'>) =>
    change(domainId, 'cache/browser/change-mode', body),
  setErrorsTtl: (domainId: number, ttl: number) => change(domainId, 'cache/errors/cache-ttl', { ttl }),
  /** POST …/cache/edge/purge-cache: everything, or the addresses given. */
  purge: (domainId: number, target: { all: true } | { urls: string[] }) =>
    withMessage(
      requestEnvelope<ApiData<'cdnCachePurge'>>({
        method: 'POST',
        url: `${base(domainId)}/cache/edge/purge-cache`,
        data: 'all' in target ? { purge_all: true } : { purge_all: false, urls: target.urls },
      }),
    ),
  setMinify: (domainId: number, body: MinifyRequest) => change(domainId, 'acceleration/assets/minify', body),
  setImageResize: (domainId: number, enabled: boolean) =>
    change(domainId, 'acceleration/images/resize', { enabled }),
  setImageOptimization: (domainId: number, enabled: boolean) =>
    change(domainId, 'acceleration/images/optimize', { enabled }),
};
