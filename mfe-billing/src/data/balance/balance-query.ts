import { useEffect } from 'react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { balanceKeys } from './keys';

export type BalanceQueryData = Awaited<ReturnType<typeof api.financial.balance>>;

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: balanceKeys.detail(),
    queryFn: (): Promise<BalanceQueryData> => api.financial.balance(),
  });

/**
 * GET /financial/billing/balance: balance, credit and debt in rials. Whoever changes the wallet
 * (a payment, the add-balance dialog, another tab) says so on the bus with `wallet:changed`; its
 * figures replace the cached ones at once, without another request.
 */
export function useBalanceQuery() {
  const queryClient = useQueryClient();
  const { bus } = useParcelProps();
  useEffect(
    () =>
      bus.on('wallet:changed', ({ balance, credit, debt }) =>
        queryClient.setQueryData(balanceKeys.detail(), { balance, credit, debt }),
      ),
    [bus, queryClient],
  );
  return useQuery(balanceQueryOptions());
}
