import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { shellQueryClient } from '../queryClient';
import { authKeys } from './keys';

export type LoginOtpVariables = Parameters<typeof api.auth.loginOtp>[0];
export type LoginOtpData = Awaited<ReturnType<typeof api.auth.loginOtp>>;

/** POST /auth/login/otp: the second step of a sign-in, with the 6-digit code. */
export const loginOtpMutationOptions = () => ({
  mutationKey: authKeys.loginOtp(),
  mutationFn: (variables: LoginOtpVariables): Promise<LoginOtpData> => api.auth.loginOtp(variables),
});

export function useLoginOtpMutation() {
  return useMutation(loginOtpMutationOptions(), shellQueryClient);
}
