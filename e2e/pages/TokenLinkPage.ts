import { expect, type Page } from '@playwright/test';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** The seeded accounts as their profiles name them (shared-sdk's demo account factories). */
export const ACCOUNT_NAMES = { demo: 'علی رضایی', otp: 'سارا محمدی' } as const;

const TEXTS = {
  fa: {
    title: 'ورود با پیوند',
    continueAs: (name: string) => `ادامه با حساب ${name}`,
    cancel: 'انصراف',
    signedInAs: (name: string, email: string) =>
      `اکنون با حساب ${name} (${email}) وارد شده‌اید. با ادامه، در این مرورگر از آن حساب خارج می‌شوید.`,
    refusedTitle: 'این پیوند نمی‌تواند شما را وارد کند',
    missing: 'این پیوند توکن ورود ندارد.',
    toLogin: 'رفتن به صفحه ورود',
    toDashboard: 'بازگشت به داشبورد',
  },
  en: {
    title: 'Sign in from a link',
    continueAs: (name: string) => `Continue as ${name}`,
    cancel: 'Cancel',
    signedInAs: (name: string, email: string) =>
      `You are signed in as ${name} (${email}). Continuing signs you out of that account in this browser.`,
    refusedTitle: 'This link cannot sign you in',
    missing: 'This link carries no sign-in token.',
    toLogin: 'Go to login',
    toDashboard: 'Back to the dashboard',
  },
};

/** `/force-set-token?token=…`: the page that asks before a link's token becomes this browser's session. */
export class TokenLinkPage extends LocalizedPage<typeof TEXTS> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, TEXTS);
  }

  /** Opens the link (`base`: another portal's origin than the tests' own). */
  async open(token: string, base = ''): Promise<void> {
    await this.page.goto(`${base}/force-set-token?token=${encodeURIComponent(token)}&locale=${this.locale}`);
    await expect(this.page.getByRole('heading', { name: this.t.title })).toBeVisible();
  }

  card() {
    return this.page.getByTestId('token-link');
  }

  owner() {
    return this.page.getByTestId('token-owner');
  }

  currentSession() {
    return this.page.getByTestId('token-current-session');
  }

  refused() {
    return this.page.getByTestId('token-refused');
  }

  continueButton(name: string) {
    return this.page.getByRole('button', { name: this.t.continueAs(name) });
  }

  async continueAs(name: string): Promise<void> {
    await this.continueButton(name).click();
    await expect(this.page).toHaveURL(/\/(\?.*)?$/);
  }

  async cancel(): Promise<void> {
    await this.page.getByRole('button', { name: this.t.cancel }).click();
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `screenshots/${name}-${this.locale}.png`, fullPage: true });
  }
}

/**
 * Signs `token` in the way a customer follows a sign-in link: the link, then Continue on the page
 * that asks. The page lands on the dashboard; `base` reaches another portal than the tests' own.
 */
export async function followTokenLink(
  page: Page,
  token: string,
  name: string = ACCOUNT_NAMES.demo,
  base = '',
): Promise<void> {
  const link = new TokenLinkPage(page, 'en');
  await link.open(token, base);
  await link.continueAs(name);
}
