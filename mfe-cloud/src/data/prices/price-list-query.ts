import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { useParcelProps } from '@portal/shared-ui';
import { priceKeys } from './keys';

export type PriceListQueryData = Awaited<ReturnType<typeof api.financial.price>>;

export const priceListQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: priceKeys.list(userId),
    queryFn: (): Promise<PriceListQueryData> => api.financial.price(userId),
    staleTime: 10 * 60_000, // ms
  });

/**
 * GET /financial/price?user_id=: the signed-in customer's price list, which the costs shown before
 * creating or growing a volume come from. Waits for the profile (the user id) in the session.
 */
export function usePriceListQuery() {
  const userId = useParcelProps().session.profile?.user_id;
  return useQuery({ ...priceListQueryOptions(userId ?? 0), enabled: userId !== undefined });
}
