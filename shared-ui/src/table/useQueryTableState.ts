import type { UseQueryResult } from '@tanstack/react-query';
import { useApiErrorMessage } from '../data/apiErrorMessage';

export interface QueryTableState<Row> {
  rows: Row[] | undefined;
  loading: boolean;
  error: string | undefined;
  onRetry: () => void;
}

/**
 * A list query as DataTable's `rows`, `loading`, `error` and `onRetry`: the provider's message
 * when it failed with one, otherwise the area's `fallbackId` (or the generic failure text).
 */
export function useQueryTableState<Row>(
  query: UseQueryResult<Row[]>,
  fallbackId?: string,
): QueryTableState<Row> {
  const errorMessage = useApiErrorMessage();
  return {
    rows: query.data,
    loading: query.isPending,
    error: query.isError ? errorMessage(query.error, fallbackId) : undefined,
    onRetry: () => void query.refetch(),
  };
}
