// Pure business rules. Imported by the browser packages AND by the Node sandbox (via
// '@portal/shared-sdk/rules'): nothing here may import axios, jotai or touch the DOM.
export * from './digits';
export * from './timestamps';
export * from './price';
export * from './dates';
export * from './timeUnits';
export * from './constants';
export * from './validators/domain';
export * from './validators/network';
export * from './validators/numbers';
export * from './validators/password';
export * from './validators/ticket';
export * from './validators/names';
export * from './billing';
export * from './cdnPlans';
export * from './cdnDomains';
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
