import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useApiErrorMessage } from '../data/apiErrorMessage';
import { ErrorState } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}

/** Loading, then the data; a failure shows the server's message (ApiError.message) with retry. */
export function QueryView<T>({ query, children }: QueryViewProps<T>) {
  const errorMessage = useApiErrorMessage();
  if (query.isPending) return <LoadingState />;
  if (query.isError)
    return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
