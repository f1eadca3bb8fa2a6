import { queryOptions } from '@tanstack/react-query';
import { api, setWallet, type Balance } from '@portal/shared-sdk';
import { shellQueryClient } from '../queryClient';
import { walletKeys } from './keys';

export type BalanceQueryData = Balance;

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.balance(),
    queryFn: (): Promise<BalanceQueryData> => api.financial.balance(),
  });

/**
 * GET /financial/billing/balance into the session store (the header's figures, `wallet:changed`
 * for the parcels and other tabs). A failure keeps the last known (persisted) figures.
 */
export function refreshWallet(): void {
  shellQueryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: 0 }).then(
    (wallet) => setWallet(wallet),
    () => undefined,
  );
}
