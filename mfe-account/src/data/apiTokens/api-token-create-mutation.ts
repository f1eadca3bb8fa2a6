import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type ApiTokenCreated, type ApiTokenDraft } from '@portal/shared-sdk';
import { apiTokenKeys } from './keys';

export type ApiTokenCreateVariables = ApiTokenDraft;
export type ApiTokenCreateData = ApiTokenCreated;

/** POST /auth/api-token: the answer carries the secret, once; the list is asked for again. */
export const apiTokenCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: apiTokenKeys.create(),
  mutationFn: (variables: ApiTokenCreateVariables): Promise<ApiTokenCreateData> => api.account.createApiToken(variables),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.list() }),
});

export function useApiTokenCreateMutation() {
  return useMutation(apiTokenCreateMutationOptions(useQueryClient()));
}
