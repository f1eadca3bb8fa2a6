import { expect, type Locator, type Page } from '@playwright/test';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** Texts of a domain's DDoS protection, by locale (from mfe-cdn's messages and the sandbox's). */
export const CDN_DDOS_TEXT = {
  en: {
    ttlForm: (challenge: string) => `Validity of the ${challenge} challenge`,
    cookie: 'Cookie',
    js: 'JavaScript',
    captcha: 'Captcha',
    ttl: 'Validity (seconds)',
    saveTtl: 'Save validity',
    ttlOutOfRange: 'Enter a validity from 60 to 1800 seconds',
    ttlSaved: 'The challenge validity has been saved',
    planUnsupported: 'Unfortunately, your plan does not support this feature',
    captchaNotOffered: 'Captcha (not in your plan)',
    rules: 'Rules by path',
    rulesEmpty: 'No rules by path yet',
    addRule: 'Add rule',
    path: 'Path',
    challenge: 'Challenge',
    ruleSaved: 'The DDoS rule has been saved',
    deleteRule: (path: string) => `Delete the rule for ${path}`,
    delete: 'Delete',
    ruleDeleted: 'The rule has been deleted',
  },
  fa: {
    ttlForm: (challenge: string) => `اعتبار چالش ${challenge}`,
    cookie: 'کوکی',
    js: 'جاوااسکریپت',
    captcha: 'کپچا',
    ttl: 'اعتبار (ثانیه)',
    saveTtl: 'ذخیره اعتبار',
    ttlOutOfRange: 'اعتبار را از 60 تا 1800 ثانیه وارد کنید',
    ttlSaved: 'اعتبار چالش ذخیره شد',
    planUnsupported: 'متأسفانه پلن شما از این قابلیت پشتیبانی نمی‌کند',
    captchaNotOffered: 'کپچا (خارج از پلن شما)',
    rules: 'قوانین مسیر',
    rulesEmpty: 'هنوز قانونی برای مسیرها وجود ندارد',
    addRule: 'افزودن قانون',
    path: 'مسیر',
    challenge: 'چالش',
    ruleSaved: 'قانون DDoS ذخیره شد',
    deleteRule: (path: string) => `حذف قانون ${path}`,
    delete: 'حذف',
    ruleDeleted: 'قانون حذف شد',
  },
} as const;

/** A domain's DDoS protection page (mfe-cdn), as a user sees it. */
export class CdnDdosPage extends LocalizedPage<typeof CDN_DDOS_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, CDN_DDOS_TEXT);
  }

  async goto(domain: { name: string; id: number }): Promise<void> {
    await this.page.goto(`/cdn/${domain.name}/${domain.id}/ddos-protection?locale=${this.locale}`);
  }

  /** The validity form of a challenge module (absent when the plan lacks the module). */
  ttlForm(challenge: 'cookie' | 'js' | 'captcha'): Locator {
    return this.page.getByRole('form', { name: this.t.ttlForm(this.t[challenge]) });
  }

  /** The card of a challenge module, offered or not. */
  challengeCard(challenge: 'cookie' | 'js' | 'captcha'): Locator {
    return this.page.locator(`[data-challenge="${challenge}"]`);
  }

  ruleForm(): Locator {
    return this.page.getByRole('form', { name: this.t.addRule });
  }

  ruleRows(): Locator {
    return this.page.getByRole('table', { name: this.t.rules }).locator('tbody tr');
  }

  async toast(text: string): Promise<void> {
    await expect(this.page.getByText(text).first()).toBeVisible();
  }

  async screenshot(name: string, phone = false): Promise<void> {
    if (phone) await this.page.setViewportSize({ width: 390, height: 844 });
    await this.page.screenshot({
      path: `screenshots/cdn-${name}-${this.locale}${phone ? '-phone' : ''}.png`,
      fullPage: true,
    });
  }
}
