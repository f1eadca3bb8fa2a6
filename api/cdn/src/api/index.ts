import { cdnDomainsApi } from './cdn';
import { cdnDdosApi } from './cdnDdos';
import { cdnReportsApi } from './cdnReports';
import { cdnRulesApi } from './cdnRules';
import { cdnWafApi } from './cdnWaf';

/**
 * The cdn area's calls of the provider API v1, one function per operation of its fragments: domains
 * (with their DNS, HTTPS and cache), the traffic and security rules, the WAF, reports and DDoS.
 * Each resolves with the unwrapped `data` and rejects with the core's ApiError. mfe-cdn bundles
 * this package, so a new call here ships with a cdn release and nothing else.
 */
export const cdnApi = { ...cdnDomainsApi, ...cdnRulesApi, ...cdnWafApi, ...cdnReportsApi, ...cdnDdosApi };

export type CdnApi = typeof cdnApi;

export * from './cdn';
export * from './cdnDns';
export * from './cdnHttps';
export * from './cdnCache';
export * from './cdnRules';
export * from './cdnWaf';
export * from './cdnReports';
export * from './cdnDdos';
export type { CdnOperationId } from './types';
