import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { isApiError } from '@portal/shared-sdk';

/**
 * What to tell the user about a failure: the server's message (ApiError carries the provider's,
 * or a localized client message when no answer came), else `fallback`.
 */
export function apiErrorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.message.trim() !== '' ? error.message : fallback;
}

/** The server's messages per field (ApiError `fields`), none for any other failure. */
export function apiFieldMessages(error: unknown): Readonly<Record<string, readonly string[]>> {
  return isApiError(error) ? (error.fields ?? {}) : {};
}

/**
 * `apiErrorMessage` with a localized fallback: the message id given (the area's own wording), or
 * shared-ui's "Something went wrong". The one way components turn an error into text.
 */
export function useApiErrorMessage(): (error: unknown, fallbackId?: string) => string {
  const intl = useIntl();
  return useCallback(
    (error: unknown, fallbackId = 'ui.error.title') =>
      apiErrorMessage(error, intl.formatMessage({ id: fallbackId })),
    [intl],
  );
}
