import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type ApiToken } from '@portal/api-account';
import { apiTokenKeys } from './keys';
import type { ApiTokensQueryData } from './api-tokens-query';

export type ApiTokenUpdateVariables = { id: number; name: string; permissions: string[] };
export type ApiTokenUpdateData = ApiToken;

/** PUT /auth/api-token/{id}: the edited token replaces the cached one, then the list is asked for again. */
export const apiTokenUpdateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: apiTokenKeys.update(),
  mutationFn: ({ id, ...body }: ApiTokenUpdateVariables): Promise<ApiTokenUpdateData> =>
    accountApi.updateApiToken(id, body),
  onSuccess: async (token: ApiTokenUpdateData) => {
    queryClient.setQueryData<ApiTokensQueryData>(apiTokenKeys.list(), (list) =>
      list?.map((t) => (t.id === token.id ? token : t)),
    );
    await queryClient.invalidateQueries({ queryKey: apiTokenKeys.list() });
  },
});

export function useApiTokenUpdateMutation() {
  return useMutation(apiTokenUpdateMutationOptions(useQueryClient()));
}
