import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi, type LoginHistoryPage } from '@portal/api-account';
import { historyKeys } from './keys';

export type LoginHistoryQueryData = LoginHistoryPage;

export const loginHistoryQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: historyKeys.logins(page, perPage),
    queryFn: (): Promise<LoginHistoryQueryData> => accountApi.loginHistory({ page, per_page: perPage }),
    placeholderData: keepPreviousData,
  });

/** GET /auth/profile/history: one page of login attempts. */
export function useLoginHistoryQuery(page: number, perPage: number) {
  return useQuery(loginHistoryQueryOptions(page, perPage));
}
