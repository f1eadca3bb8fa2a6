import { takeEarlyAnswer } from '../config/earlyHandOver';
import type { api } from '@portal/shared-sdk';
import type { FirstPaintGlobals } from '../firstPaint/globals';

/**
 * The captcha src/firstPaint asked for while the page's scripts were still arriving, so the
 * login form painted from HTML shows its image early. The global it leaves is a promise of the
 * server's answer (or null when the request failed); the application takes it once, as its first
 * captcha, instead of asking again (a captcha is single use: one request per image shown).
 */
export const EARLY_CAPTCHA_GLOBAL = 'portalEarlyCaptcha' satisfies keyof FirstPaintGlobals;

/** POST /auth/captcha/recaptcha's answer: a captcha (single use, so one per attempt). */
export type CaptchaData = Awaited<ReturnType<typeof api.auth.captcha>>;

function isCaptcha(value: unknown): value is CaptchaData {
  if (typeof value !== 'object' || value === null) return false;
  const { captcha_id: id, image } = value as Record<string, unknown>;
  return typeof id === 'string' && id !== '' && typeof image === 'string' && image.startsWith('data:image/');
}

/**
 * The early captcha, once: a promise of it, or null when there is none (then the caller asks the
 * API). An early request that failed or answered something else falls back to `ask`, so its error
 * is the API's, with the server's message.
 */
export function takeEarlyCaptcha(
  ask: () => Promise<CaptchaData>,
  win: Window = window,
): Promise<CaptchaData> | null {
  return takeEarlyAnswer(EARLY_CAPTCHA_GLOBAL, isCaptcha, ask, win);
}
