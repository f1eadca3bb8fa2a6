import { expect, type Locator, type Page } from '@playwright/test';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** Texts the domain list shows, by locale (from mfe-cdn's and shared-ui's messages, and the sandbox's plan titles). */
export const CDN_TEXT = {
  en: {
    title: 'CDN',
    domains: 'Your domains',
    columns: ['Domain', 'Status', 'Plan', 'Added on'],
    status: { active: 'Active', pending: 'Awaiting nameserver change', suspend: 'Suspended', adminSuspend: 'Blocked by the provider' },
    plans: { free: 'Free', eco: 'Economy', com: 'Commercial' },
    empty: 'No domains added',
    retry: 'Try again',
    domainTitle: (name: string) => `Domain ${name}`,
  },
  fa: {
    title: 'CDN',
    domains: 'دامنه‌های شما',
    columns: ['دامنه', 'وضعیت', 'پلن', 'تاریخ افزودن'],
    status: { active: 'فعال', pending: 'در انتظار تغییر نیم‌سرورها', suspend: 'معلق', adminSuspend: 'مسدود شده توسط ارائه‌دهنده' },
    plans: { free: 'رایگان', eco: 'اقتصادی', com: 'تجاری' },
    empty: 'هیچ دامنه‌ای اضافه نشده است',
    retry: 'تلاش دوباره',
    domainTitle: (name: string) => `دامنه ${name}`,
  },
} as const;

/** The domain list call, for tests that make it fail. */
export const DOMAINS_CALL = /\/api\/v1\/cdn\/ng\/domains(\?.*)?$/;

/** The CDN area (mfe-cdn) as a user sees it: the domain list at /cdn. */
export class CdnPage extends LocalizedPage<typeof CDN_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, CDN_TEXT);
  }

  async gotoDomains(): Promise<void> {
    await this.page.goto(`/cdn?locale=${this.locale}`);
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: this.t.domains });
  }

  /** The body rows (the header row left out). */
  rows(): Locator {
    return this.table().locator('tbody tr');
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  domainLink(name: string): Locator {
    return this.table().getByRole('link', { name, exact: true });
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `screenshots/cdn-${name}-${this.locale}.png`, fullPage: false });
  }
}
