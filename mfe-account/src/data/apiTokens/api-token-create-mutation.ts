import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type ApiTokenCreated, type ApiTokenDraft } from '@portal/api-account';
import type { ApiTokensQueryData } from './api-tokens-query';
import { apiTokenKeys } from './keys';

export type ApiTokenCreateVariables = ApiTokenDraft;
export type ApiTokenCreateData = ApiTokenCreated;

/**
 * POST /auth/api-token: the answer carries the secret, once. The new token heads the list at once
 * (newest first, as the provider lists them; without its secret), then the list is asked for again.
 */
export const apiTokenCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: apiTokenKeys.create(),
  mutationFn: (variables: ApiTokenCreateVariables): Promise<ApiTokenCreateData> =>
    accountApi.createApiToken(variables),
  onSuccess: async ({ token: _secret, ...created }: ApiTokenCreateData) => {
    queryClient.setQueryData<ApiTokensQueryData>(apiTokenKeys.list(), (list) =>
      list ? [created, ...list.filter((t) => t.id !== created.id)] : list,
    );
    await queryClient.invalidateQueries({ queryKey: apiTokenKeys.list() });
  },
});

export function useApiTokenCreateMutation() {
  return useMutation(apiTokenCreateMutationOptions(useQueryClient()));
}
