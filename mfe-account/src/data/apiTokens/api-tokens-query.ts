import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiToken } from '@portal/shared-sdk';
import { apiTokenKeys } from './keys';

export type ApiTokensQueryData = ApiToken[];

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokenKeys.list(),
    queryFn: (): Promise<ApiTokensQueryData> => api.account.apiTokens(),
  });

/** GET /auth/profile/api-keys: the tokens, without their secrets. */
export function useApiTokensQuery() {
  return useQuery(apiTokensQueryOptions());
}
