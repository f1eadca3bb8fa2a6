import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AreaNav } from './AreaNav';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** The account's tabs, by path under /profile. */
export const ACCOUNT_TABS = ['edit-profile', 'change-password', 'security', 'api-keys', 'message-settings', 'login-history', 'audit-log'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** Texts the account screens show, by locale (from mfe-account's messages). */
export const ACCOUNT_TEXT = {
  en: {
    tabs: {
      'edit-profile': 'Edit profile',
      'change-password': 'Change password',
      security: 'Security',
      'api-keys': 'API keys',
      'message-settings': 'Message settings',
      'login-history': 'Login history',
      'audit-log': 'Audit log',
    },
    saveChanges: 'Save changes',
    save: 'Save',
    settingsApplied: 'Settings successfully applied',
  },
  fa: {
    tabs: {
      'edit-profile': 'ویرایش پروفایل',
      'change-password': 'تغییر رمز عبور',
      security: 'امنیت',
      'api-keys': 'کلیدهای API',
      'message-settings': 'تنظیمات پیام‌ها',
      'login-history': 'سابقه ورود',
      'audit-log': 'گزارش فعالیت‌ها',
    },
    saveChanges: 'ذخیره تغییرات',
    save: 'ذخیره',
    settingsApplied: 'تنظیمات با موفقیت اعمال شد',
  },
} as const;

/** A message the sandbox "sent" (GET /__sandbox/outbox). */
export interface OutboxMessage {
  recipient: string;
  purpose: string;
  code: string;
}

/** The newest code the sandbox sent to a phone number or e-mail address. */
export async function outboxCode(request: APIRequestContext, recipient: string): Promise<string> {
  const res = await request.get(`/__sandbox/outbox?recipient=${encodeURIComponent(recipient)}&limit=1`);
  expect(res.ok()).toBe(true);
  const [message] = (await res.json()).data as OutboxMessage[];
  expect(message, `a code sent to ${recipient}`).toBeDefined();
  return (message as OutboxMessage).code;
}

/** The account area (mfe-account) as a user sees it. */
export class AccountPage extends LocalizedPage<typeof ACCOUNT_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, ACCOUNT_TEXT);
  }

  area(): Locator {
    return this.page.locator('[data-remote="account"]');
  }

  async goto(tab: AccountTab, query = ''): Promise<void> {
    await this.page.goto(`/profile/${tab}?${query ? `${query}&` : ''}locale=${this.locale}`);
    await expect(this.tabLink(tab)).toHaveAttribute('aria-current', 'page');
  }

  /** Another tab of the open area, reached in the page as its tab link does (no page load). */
  async open(tab: AccountTab): Promise<void> {
    await new AreaNav(this.page).navigate(`/profile/${tab}`);
    await expect(this.tabLink(tab)).toHaveAttribute('aria-current', 'page');
  }

  tabLink(tab: AccountTab): Locator {
    return this.area().getByRole('link', { name: this.t.tabs[tab], exact: true });
  }

  dialog(): Locator {
    return this.page.getByRole('dialog');
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `screenshots/account-${name}-${this.locale}.png`, fullPage: true });
  }
}
