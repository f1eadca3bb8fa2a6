import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { balanceKeys } from './keys';

export type BalanceQueryData = Awaited<ReturnType<typeof api.financial.balance>>;

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: balanceKeys.detail(),
    queryFn: (): Promise<BalanceQueryData> => api.financial.balance(),
  });

/**
 * GET /financial/billing/balance: balance, credit and debt in rials. A `wallet:changed` on the bus
 * replaces the cached figures (the area's query client does it, data/queryClient.ts).
 */
export function useBalanceQuery() {
  return useQuery(balanceQueryOptions());
}
