import { useMutation } from '@tanstack/react-query';
import { api } from '@portal/shared-sdk';
import { takeEarlyCaptcha } from '../../login/earlyCaptcha';
import { shellQueryClient } from '../queryClient';
import { authKeys } from './keys';

export type CaptchaData = Awaited<ReturnType<typeof api.auth.captcha>>;

/**
 * POST /auth/captcha/recaptcha: a new captcha (single use, so one per attempt), not a cached read.
 * The first one of the page is the one the login form painted from HTML asked for early, if any.
 */
export const captchaMutationOptions = () => ({
  mutationKey: authKeys.captcha(),
  mutationFn: (): Promise<CaptchaData> => takeEarlyCaptcha(api.auth.captcha) ?? api.auth.captcha(),
});

export function useCaptchaMutation() {
  return useMutation(captchaMutationOptions(), shellQueryClient);
}
