import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { shellQueryClient } from '../queryClient';
import { authKeys } from './keys';

export type CaptchaData = Awaited<ReturnType<typeof api.auth.captcha>>;

/** POST /auth/captcha/recaptcha: a new captcha (single use, so one per attempt), not a cached read. */
export const captchaMutationOptions = () => ({
  mutationKey: authKeys.captcha(),
  mutationFn: (): Promise<CaptchaData> => api.auth.captcha(),
});

export function useCaptchaMutation() {
  return useMutation(captchaMutationOptions(), shellQueryClient);
}
