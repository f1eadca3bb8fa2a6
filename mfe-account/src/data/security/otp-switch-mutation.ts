import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { accountApi, type OtpStepResult, type OtpSwitchKind } from '@portal/api-account';
import { securityKeys } from './keys';
import { securityChanged } from './security-changed';

export type OtpSwitchVariables = { kind: OtpSwitchKind; enabled: boolean; code?: string };
export type OtpSwitchData = OtpStepResult;

/**
 * POST /auth/profile/otp/switch | sms-switch | email-switch. Without a code the provider sends one
 * (`code_sent`); with it the change is made. Either way the answer carries the settings.
 */
export const otpSwitchMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: securityKeys.otpSwitch(),
  mutationFn: ({ kind, enabled, code }: OtpSwitchVariables): Promise<OtpSwitchData> =>
    accountApi.otpSwitch(kind, code ? { enabled, code } : { enabled }),
  onSuccess: (result: OtpSwitchData) => securityChanged(queryClient)(result.security),
});

export function useOtpSwitchMutation() {
  return useMutation(otpSwitchMutationOptions(useQueryClient()));
}
