import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type SecuritySettings } from '@portal/api-account';
import { securityKeys } from './keys';
import { securityChanged } from './security-changed';

export type OtpAppConfirmVariables = { code: string };
export type OtpAppConfirmData = SecuritySettings;

/** POST /auth/profile/otp/confirm with the app's 6-digit code: the second factor is on. */
export const otpAppConfirmMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: securityKeys.otpAppConfirm(),
  mutationFn: ({ code }: OtpAppConfirmVariables): Promise<OtpAppConfirmData> =>
    accountApi.otpAppConfirm(code),
  onSuccess: securityChanged(queryClient),
});

export function useOtpAppConfirmMutation() {
  return useMutation(otpAppConfirmMutationOptions(useQueryClient()));
}
