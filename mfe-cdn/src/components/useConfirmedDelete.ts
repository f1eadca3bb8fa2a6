import { useState } from 'react';
import { useResultToasts, type ResultToasts } from './useResultToasts';

/** What a TanStack mutation offers that a confirmed deletion needs. */
export interface DeleteMutation<V> {
  mutate: (variables: V, options: ResultToasts & { onSettled: () => void }) => void;
  isPending: boolean;
}

/** What `useConfirmedDelete` gives: the item waiting, how to ask for one, the dialog's props. */
export interface ConfirmedDelete<T> {
  target: T | null;
  ask: (item: T) => void;
  dialog: { open: boolean; loading: boolean; onClose: () => void; onConfirm: () => void };
}

/**
 * An item asked to be deleted waits for a confirmation: `dialog` goes to ConfirmDialog; confirmed,
 * the mutation runs with its toasts and the dialog closes whatever the outcome.
 */
export function useConfirmedDelete<T, V>(
  mutation: DeleteMutation<V>,
  variablesOf: (item: T) => V,
): ConfirmedDelete<T> {
  const toasts = useResultToasts();
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: (item: T) => setTarget(item),
    dialog: {
      open: target !== null,
      loading: mutation.isPending,
      onClose: () => setTarget(null),
      onConfirm: () => {
        if (target !== null)
          mutation.mutate(variablesOf(target), { ...toasts, onSettled: () => setTarget(null) });
      },
    },
  };
}
