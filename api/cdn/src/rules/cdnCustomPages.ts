// Custom pages of a CDN domain: the provider's error, block and captcha pages replaced by the
// customer's HTML. A captcha page must hold the box the provider fills (`mc_captcha_box`).

export const CUSTOM_PAGE_SECTIONS = ['error', 'block', 'captcha'] as const;
export type CustomPageSection = (typeof CUSTOM_PAGE_SECTIONS)[number];
export const CAPTCHA_BOX_MARKER = 'mc_captcha_box';
export const CUSTOM_PAGE_MAX_CHARS = 100_000;

export type CustomPageProblem = 'sectionInvalid' | 'htmlRequired' | 'htmlTooLong' | 'captchaBoxMissing';

export function isCustomPageSection(value: unknown): value is CustomPageSection {
  return (CUSTOM_PAGE_SECTIONS as readonly unknown[]).includes(value);
}

/** What is wrong with a custom page: HTML required, at most 100,000 characters, a captcha page with `mc_captcha_box`. */
export function customPageProblem(section: string, html: string): CustomPageProblem | null {
  if (!isCustomPageSection(section)) return 'sectionInvalid';
  if (html.trim() === '') return 'htmlRequired';
  if (html.length > CUSTOM_PAGE_MAX_CHARS) return 'htmlTooLong';
  if (section === 'captcha' && !html.includes(CAPTCHA_BOX_MARKER)) return 'captchaBoxMissing';
  return null;
}
