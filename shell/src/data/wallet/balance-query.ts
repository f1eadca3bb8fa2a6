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

/** A balance read this recently (the one the start asked for beside the profile) is not asked for again. */
export const WALLET_REUSE_MS = 2000;

/**
 * GET /financial/billing/balance into the session store (the header's figures, `wallet:changed`
 * for the parcels and other tabs). A failure keeps the last known (persisted) figures.
 */
export function refreshWallet(): void {
  shellQueryClient.fetchQuery({ ...balanceQueryOptions(), staleTime: WALLET_REUSE_MS }).then(
    (wallet) => setWallet(wallet),
    () => undefined,
  );
}
