import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Transaction } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { transactionKeys } from './keys';

export type TransactionsQueryData = Transaction[];

export const transactionsQueryOptions = () =>
  queryOptions({
    queryKey: transactionKeys.list(),
    queryFn: (): Promise<TransactionsQueryData> => api.financial.transactions(),
    // descriptions come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/**
 * GET /financial/transactions. A wallet change means a new transaction: the area's query client
 * refetches the list then (data/queryClient.ts).
 */
export function useTransactionsQuery() {
  return useQuery(transactionsQueryOptions());
}
