// Public API of @portal/shared-sdk.
export * from './rules';
