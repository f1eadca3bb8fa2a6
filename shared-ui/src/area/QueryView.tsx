import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApiErrorMessage } from '../data/apiErrorMessage';
import { ErrorState } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
  /** what stands in while the first answer is pending (a skeleton of the content's size); a spinner by default */
  loading?: ReactNode;
  /** the spinner's localized text instead of the generic "Loading…" (when `loading` is not given) */
  loadingLabel?: string;
  /** the message id for a failure that carries no message of the server's (a network failure) */
  errorFallbackId?: string;
}

/**
 * The one way a remote shows a query's states: loading, then the data; a failure shows the server's
 * message (ApiError.message) with retry, and the rest of the page keeps working. Data already shown
 * stays when a later refetch fails (the next one may succeed; a console or a form is not torn
 * down for it). Lists show their states through the table's `loading` and `error` instead; a
 * mutation's state stays with its button.
 */
export function QueryView<T>({ query, children, loading, loadingLabel, errorFallbackId }: QueryViewProps<T>) {
  const errorMessage = useApiErrorMessage();
  if (query.isPending) return <>{loading ?? <LoadingState label={loadingLabel} />}</>;
  if (query.data !== undefined) return <>{children(query.data)}</>;
  return (
    <ErrorState message={errorMessage(query.error, errorFallbackId)} onRetry={() => void query.refetch()} />
  );
}
