import { request } from './request';
import type { Schemas } from './schemas';
import type { ApiData } from './types';
import { cdnCacheApi } from './cdnCache';
import { cdnDnsApi } from './cdnDns';
import { cdnHttpsApi } from './cdnHttps';

export type Domain = Schemas['Domain'];
export type DomainPlan = Schemas['DomainPlan'];

/** `api.cdn`: the CDN calls under /cdn/ng/ (SPEC §7). */
export const cdnApi = {
  /** GET /cdn/ng/domains → the user's domains, newest first (plan titles localized). */
  domains: () => request<ApiData<'cdnDomainsList'>>({ method: 'GET', url: '/cdn/ng/domains' }),
  dns: cdnDnsApi,
  https: cdnHttpsApi,
  cache: cdnCacheApi,
};

export type CdnApi = typeof cdnApi;
