import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { shellQueryClient } from '../queryClient';
import { authKeys } from './keys';

export type RegisterVariables = Parameters<typeof api.auth.register>[0];
export type RegisterData = Awaited<ReturnType<typeof api.auth.register>>;

/** POST /auth/register: a new account, signed in (its token). */
export const registerMutationOptions = () => ({
  mutationKey: authKeys.register(),
  mutationFn: (variables: RegisterVariables): Promise<RegisterData> => api.auth.register(variables),
});

export function useRegisterMutation() {
  return useMutation(registerMutationOptions(), shellQueryClient);
}
