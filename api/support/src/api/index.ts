/**
 * The support area's calls of the provider API v1 (`supportApi`: tickets, their files and replies,
 * departments, services and the support plans), one function per operation of its fragment. Each
 * resolves with the unwrapped `data` and rejects with the core's ApiError. mfe-support bundles this
 * package, so a new call here ships with a support release and nothing else.
 */
export * from './support';
export type { SupportOperationId } from './types';
