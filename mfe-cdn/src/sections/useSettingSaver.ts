import { useCallback } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { showToast, useApiErrorMessage } from '@portal/shared-ui';

/**
 * Runs a settings mutation and says how it went: the server's message ("Settings successfully
 * applied") as a success toast, or its error as an error toast; the control then shows the stored
 * value (the mutation's answer), so a refused change springs back.
 */
export function useSettingSaver<V, D extends { message: string }>(mutation: UseMutationResult<D, Error, V>) {
  const errorMessage = useApiErrorMessage();
  const { mutate } = mutation;
  return useCallback(
    (variables: V, onDone?: () => void) =>
      mutate(variables, {
        onSuccess: ({ message }) => {
          showToast({ title: message });
          onDone?.();
        },
        onError: (error) => showToast({ type: 'error', title: errorMessage(error) }),
      }),
    [mutate, errorMessage],
  );
}
