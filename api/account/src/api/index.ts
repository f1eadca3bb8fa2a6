export * from './account';
export type { AccountOperationId } from './types';
