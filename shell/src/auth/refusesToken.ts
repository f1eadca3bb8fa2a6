import { isApiError } from '@portal/shared-sdk';

/** Only an answer from the provider says a token is bad; offline or a timeout says nothing about it. */
export const refusesToken = (error: unknown): boolean =>
  isApiError(error) && (error.kind === 'http' || error.kind === 'malformed');
