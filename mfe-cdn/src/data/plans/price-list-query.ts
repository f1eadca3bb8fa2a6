import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CustomPrice } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { planKeys } from './keys';

export type PriceListQueryData = CustomPrice[];

export const priceListQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: planKeys.prices(userId),
    queryFn: (): Promise<PriceListQueryData> => api.financial.price(userId),
    // a customer's prices change with a contract, not within a visit
    staleTime: 10 * 60_000,
  });

/** GET /financial/price?user_id: the signed-in customer's price list, where the plans' prices come from. */
export function usePriceListQuery() {
  const { profile } = useParcelProps().session;
  const userId = profile ? (profile.user_id ?? profile.id) : 0;
  return useQuery({ ...priceListQueryOptions(userId), enabled: userId > 0 });
}
