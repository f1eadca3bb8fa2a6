import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type BankGateway } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { bankKeys } from './keys';

export type BanksQueryData = BankGateway[];

// the names are localized by the provider (Accept-Language): one cache entry per locale
export const banksQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: bankKeys.list(locale),
    queryFn: (): Promise<BanksQueryData> => api.financial.banks(),
    staleTime: 10 * 60_000, // ms; the gateways hardly ever change
  });

/** GET /financial/banks: the three gateways a top-up can go through, each with an icon. */
export function useBanksQuery() {
  const { locale } = useParcelProps();
  return useQuery(banksQueryOptions(locale));
}
