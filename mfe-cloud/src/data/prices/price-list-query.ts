import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type CustomPrice } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { priceKeys } from './keys';

export type PriceListQueryData = CustomPrice[];

/** GET /financial/price?user_id=: the customer's own price list, which a server's price is made of. */
export const priceListQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: priceKeys.list(userId),
    queryFn: (): Promise<PriceListQueryData> => api.financial.price(userId),
    staleTime: 5 * 60_000,
  });

/** The signed-in customer's price list (waits for the profile, which carries the user id). */
export function usePriceListQuery() {
  const userId = useParcelProps().session.profile?.user_id ?? 0;
  return useQuery({ ...priceListQueryOptions(userId), enabled: userId > 0 });
}
