// Public API of @portal/shared-sdk (docs/CONTRACTS.md, "shared-sdk public API").
export * from './rules';
export * from './bus';
export * from './session';
export * from './api';
