import { useMutation } from '@tanstack/react-query';
import { api, type PasswordChangeRequest } from '@portal/shared-sdk';
import { securityKeys } from './keys';

export type PasswordChangeVariables = PasswordChangeRequest;
export type PasswordChangeData = Awaited<ReturnType<typeof api.account.changePassword>>;

/** POST /auth/profile/password; every other session of the account ends. */
export const passwordChangeMutationOptions = () => ({
  mutationKey: securityKeys.password(),
  mutationFn: (variables: PasswordChangeVariables): Promise<PasswordChangeData> => api.account.changePassword(variables),
});

export function usePasswordChangeMutation() {
  return useMutation(passwordChangeMutationOptions());
}
