// Public API of @portal/api-support (docs/CONTRACTS.md, "Area packages"): the support area's calls and its rules.
export * from './api';
export * from './rules';
