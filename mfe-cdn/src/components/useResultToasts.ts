import { useMemo } from 'react';
import { showToast, useApiErrorMessage } from '@portal/shared-ui';

export interface ResultToasts {
  onSuccess: (data: { message: string }) => void;
  onError: (error: unknown) => void;
}

/** A change's outcome told in a toast: the provider's message on success, its error message (or a generic one) on failure. */
export function useResultToasts(): ResultToasts {
  const errorMessage = useApiErrorMessage();
  return useMemo(
    () => ({
      onSuccess: ({ message }) => showToast({ title: message, type: 'success' }),
      onError: (error) => showToast({ title: errorMessage(error), type: 'error' }),
    }),
    [errorMessage],
  );
}
