import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiTokenKeys } from './keys';
import type { ApiTokensQueryData } from './api-tokens-query';
import { accountApi } from '@portal/api-account';

export type ApiTokenDeleteVariables = { id: number };
export type ApiTokenDeleteData = Awaited<ReturnType<typeof accountApi.deleteApiToken>>;

/** DELETE /auth/api-token/{id}: the token leaves the list at once (it stops working on the server). */
export const apiTokenDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: apiTokenKeys.remove(),
  mutationFn: ({ id }: ApiTokenDeleteVariables): Promise<ApiTokenDeleteData> => accountApi.deleteApiToken(id),
  onSuccess: async (_: ApiTokenDeleteData, { id }: ApiTokenDeleteVariables) => {
    queryClient.setQueryData<ApiTokensQueryData>(apiTokenKeys.list(), (list) =>
      list?.filter((t) => t.id !== id),
    );
    await queryClient.invalidateQueries({ queryKey: apiTokenKeys.list() });
  },
});

export function useApiTokenDeleteMutation() {
  return useMutation(apiTokenDeleteMutationOptions(useQueryClient()));
}
