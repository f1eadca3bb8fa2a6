import { useCallback } from 'react';
import { showToast, useApiErrorMessage } from '@portal/shared-ui';

/**
 * Runs an action of a list row (detach, delete…): the provider's message as a success toast, or its
 * failure as an error toast while the rest of the page goes on. Resolves true when it succeeded;
 * either way the confirmation that asked for it can close, the toast says how it went.
 */
export function useToastedAction() {
  const errorMessage = useApiErrorMessage();
  return useCallback(
    async (action: () => Promise<{ message: string }>): Promise<boolean> => {
      try {
        const { message } = await action();
        showToast({ title: message });
        return true;
      } catch (error) {
        showToast({ type: 'error', title: errorMessage(error) });
        return false;
      }
    },
    [errorMessage],
  );
}
