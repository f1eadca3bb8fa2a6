import { useIntl } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '@portal/shared-sdk';

/**
 * A list query as DataTable's rows/loading/error/onRetry: the provider's message when it sent one,
 * otherwise the area's generic load failure.
 */
export function useQueryTableState<Row>(query: UseQueryResult<Row[]>) {
  const intl = useIntl();
  return {
    rows: query.data,
    loading: query.isPending,
    error: query.isError
      ? isApiError(query.error)
        ? query.error.message
        : intl.formatMessage({ id: 'billing.loadFailed' })
      : undefined,
    onRetry: () => void query.refetch(),
  };
}
