import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { shellQueryClient } from '../queryClient';
import { authKeys } from './keys';

export type LoginVariables = Parameters<typeof api.auth.login>[0];
export type LoginData = Awaited<ReturnType<typeof api.auth.login>>;

/** POST /auth/login: a token, or the second factor to ask for. */
export const loginMutationOptions = () => ({
  mutationKey: authKeys.login(),
  mutationFn: (variables: LoginVariables): Promise<LoginData> => api.auth.login(variables),
});

export function useLoginMutation() {
  return useMutation(loginMutationOptions(), shellQueryClient);
}
