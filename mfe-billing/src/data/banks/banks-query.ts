import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BankGateway } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { bankKeys } from './keys';

export type BanksQueryData = BankGateway[];

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: bankKeys.list(),
    queryFn: (): Promise<BanksQueryData> => api.financial.banks(),
    staleTime: 10 * 60_000, // ms; the gateways hardly ever change
    // their names come localized: refetched when the locale changes
    meta: LOCALIZED_QUERY,
  });

/** GET /financial/banks: the three gateways a top-up can go through, each with an icon. */
export function useBanksQuery() {
  return useQuery(banksQueryOptions());
}
