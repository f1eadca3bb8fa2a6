// The cdn area's pure business rules (`@portal/api-cdn/rules`). Imported by mfe-cdn AND by the Node
// sandbox: nothing here may import axios, jotai or touch the DOM. What another area or the shell
// needs too stays in the core's rules (`@portal/shared-sdk/rules`).
export * from './cdnDomains';
export * from './dnsRecords';
export * from './zoneFile';
export * from './cdnSettings';
export * from './cdnRulePaths';
export * from './cdnPlanLimits';
export * from './cdnCountries';
export * from './cdnFirewall';
export * from './cdnRateLimit';
export * from './cdnPageRules';
export * from './cdnClusters';
export * from './cdnLogForwarding';
export * from './cdnCustomPages';
export * from './cdnWaf';
export * from './cdnReports';
export * from './cdnAttackList';
export * from './cdnDdos';
