// The cdn area's typed entity factories and demo data (`@portal/api-cdn/factories`): the sandbox
// seeds its cdn tables from them, mfe-cdn's fixtures answer with them and the API tests compare
// answers to them. Plain data and types only (the sandbox imports it in Node). The demo clock, the
// plan catalogue and the demo domains' names are the core's (`@portal/shared-sdk/factories`).
export { DEMO_NAMESERVERS, demoCdnPlans, demoDomains, domainPlanOf, makeDomain } from './domains';
export {
  DEMO_FULL_ZONE,
  demoDnsRecordDrafts,
  demoDnsRecords,
  dnsRecordFieldsOf,
  dnsRecordOf,
  makeDnsRecord,
  makeDnsRecordDraft,
} from './dnsRecords';
export {
  DEFAULT_CACHE_SETTINGS,
  DEFAULT_HTTPS_CONFIGS,
  demoCacheSettings,
  demoHttpsConfigs,
  demoSslCertificate,
} from './cdnSettings';
export { DEMO_CERTIFICATES, type DemoCertificate } from './certificates';
export {
  DEMO_RULES_DOMAIN,
  demoClusters,
  demoFirewallRules,
  demoLogForwarders,
  demoPageRules,
  demoRateLimitRoutes,
} from './cdnRules';
export { WAF_CATALOG, type WafCatalogGroup, type WafCatalogLayer, type WafCatalogRule } from './wafCatalog';
