import { useMutation } from '@tanstack/react-query';
import { accountApi, type OtpAppSetup } from '@portal/api-account';
import { securityKeys } from './keys';

export type OtpAppStartData = OtpAppSetup;

/** POST /auth/profile/otp: a new secret and its QR code, confirmed by otp-app-confirm. */
export const otpAppStartMutationOptions = () => ({
  mutationKey: securityKeys.otpAppStart(),
  mutationFn: (): Promise<OtpAppStartData> => accountApi.otpAppStart(),
});

export function useOtpAppStartMutation() {
  return useMutation(otpAppStartMutationOptions());
}
