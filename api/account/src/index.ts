// Public API of @portal/api-account (docs/CONTRACTS.md, "Area packages"): the account area's calls and its rules.
export * from './api';
export * from './rules';
