import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Transaction } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { transactionKeys } from './keys';

export type TransactionsQueryData = Transaction[];

export const transactionsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: transactionKeys.list(locale),
    queryFn: (): Promise<TransactionsQueryData> => api.financial.transactions(),
  });

/** GET /financial/transactions (descriptions localized); a wallet change means a new transaction. */
export function useTransactionsQuery() {
  const { locale, bus } = useParcelProps();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      bus.on('wallet:changed', () => void queryClient.invalidateQueries({ queryKey: transactionKeys.all })),
    [bus, queryClient],
  );
  return useQuery(transactionsQueryOptions(locale));
}
