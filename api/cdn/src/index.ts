// Public API of @portal/api-cdn (docs/CONTRACTS.md, "Area packages"): the cdn area's calls and its rules.
export * from './api';
export * from './rules';
