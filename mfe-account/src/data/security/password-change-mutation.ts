import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type PasswordChangeRequest } from '@portal/api-account';
import { apiTokenKeys } from '../apiTokens/keys';
import { sessionKeys } from '../sessions/keys';
import { securityKeys } from './keys';

export type PasswordChangeVariables = PasswordChangeRequest;
export type PasswordChangeData = Awaited<ReturnType<typeof accountApi.changePassword>>;

/**
 * POST /auth/profile/password; every other session of the account ends, and with
 * `revoke_api_tokens` its API tokens too: both lists are asked for again.
 */
export const passwordChangeMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: securityKeys.password(),
  mutationFn: (variables: PasswordChangeVariables): Promise<PasswordChangeData> =>
    accountApi.changePassword(variables),
  onSuccess: async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: apiTokenKeys.list() }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.list() }),
    ]);
  },
});

export function usePasswordChangeMutation() {
  return useMutation(passwordChangeMutationOptions(useQueryClient()));
}
