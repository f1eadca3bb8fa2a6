import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountApi, type ApiToken } from '@portal/api-account';
import { apiTokenKeys } from './keys';

export type ApiTokensQueryData = ApiToken[];

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: apiTokenKeys.list(),
    queryFn: (): Promise<ApiTokensQueryData> => accountApi.apiTokens(),
  });

/** GET /auth/profile/api-keys: the tokens, without their secrets. */
export function useApiTokensQuery() {
  return useQuery(apiTokensQueryOptions());
}
