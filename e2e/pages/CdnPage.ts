import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** Texts the CDN area shows, by locale (from mfe-cdn's and shared-ui's messages, and the sandbox's). */
export const CDN_TEXT = {
  en: {
    title: 'CDN',
    domains: 'Your domains',
    columns: ['Domain', 'Status', 'Plan', 'Traffic this month', 'Added on'],
    status: {
      active: 'Active',
      pending: 'Awaiting nameserver change',
      suspend: 'Suspended',
      adminSuspend: 'Blocked by the provider',
    },
    plans: { free: 'Free', eco: 'Economy', com: 'Commercial', pro: 'Professional' },
    empty: 'No domains added',
    retry: 'Try again',
    add: 'Add domain',
    search: 'Search by name',
    statusFilter: 'Status',
    pendingHint: /can take up to 24 hours/,
    sections: 'Domain sections',
    sectionsButton: /^Sections/,
    overview: 'Domain information',
    plansSection: 'Plans',
    wizard: {
      title: 'Add a domain',
      name: 'Domain name',
      next: 'Continue',
      back: 'Back',
      cancel: 'Cancel',
      close: 'Close',
      accept: 'I accept the terms and conditions',
      existDomain: 'This domain is already in your list',
      termsError: 'Accept the terms and conditions to continue',
      nameservers: 'Nameservers',
      plan: 'Plan',
      preparing: 'Preparing the records of your domain…',
      details: 'More details about the plans',
    },
    deleteOpen: 'Delete this domain',
    deleteTitle: (name: string) => `Delete ${name}`,
    deletePhrase: 'Domain name',
    deleteCode: 'Confirmation code',
    sendCode: 'Send confirmation code',
    deleteConfirm: 'Delete domain',
    phraseWrong: 'The entered phrase is incorrect',
    codeWrong: 'The code is not valid',
    deleted: (name: string) => `The domain ${name} has been deleted`,
    choose: (plan: string) => `Choose ${plan}`,
    changeTitle: (domain: string, plan: string) => `Change the plan of ${domain} to ${plan}`,
    chargeNow: /Tomans is taken from your wallet now, for the rest of this month/,
    changeConfirm: 'Change plan',
    changed: (domain: string, plan: string) => `The plan of ${domain} is now ${plan}`,
    downgradeTooSoon:
      /A plan can be downgraded only 15 days after it was bought; this domain can be downgraded from \d{4}\/\d{2}\/\d{2}/,
    planDetails: 'CDN plans',
    resources: 'Your resources',
    unavailable: 'This card is not available right now.',
    allDomains: 'All domains',
  },
  fa: {
    title: 'CDN',
    domains: 'دامنه‌های شما',
    columns: ['دامنه', 'وضعیت', 'پلن', 'ترافیک این ماه', 'تاریخ افزودن'],
    status: {
      active: 'فعال',
      pending: 'در انتظار تغییر نیم‌سرورها',
      suspend: 'معلق',
      adminSuspend: 'مسدود شده توسط ارائه‌دهنده',
    },
    plans: { free: 'رایگان', eco: 'اقتصادی', com: 'تجاری', pro: 'حرفه‌ای' },
    empty: 'هیچ دامنه‌ای اضافه نشده است',
    retry: 'تلاش دوباره',
    add: 'افزودن دامنه',
    search: 'جستجو بر اساس نام',
    statusFilter: 'وضعیت',
    pendingHint: /تا 24 ساعت/,
    sections: 'بخش‌های دامنه',
    sectionsButton: /^بخش‌ها/,
    overview: 'اطلاعات دامنه',
    plansSection: 'پلن‌ها',
    wizard: {
      title: 'افزودن دامنه',
      name: 'نام دامنه',
      next: 'ادامه',
      back: 'مرحله قبل',
      cancel: 'انصراف',
      close: 'بستن',
      accept: 'قوانین و مقررات را می‌پذیرم',
      existDomain: 'این دامنه در فهرست شما وجود دارد',
      termsError: 'برای ادامه، قوانین و مقررات را بپذیرید',
      nameservers: 'نیم‌سرورها',
      plan: 'پلن',
      preparing: 'در حال آماده‌سازی رکوردهای دامنه شما…',
      details: 'جزئیات بیشتر پلن‌ها',
    },
    deleteOpen: 'حذف این دامنه',
    deleteTitle: (name: string) => `حذف ${name}`,
    deletePhrase: 'نام دامنه',
    deleteCode: 'کد تایید',
    sendCode: 'ارسال کد تایید',
    deleteConfirm: 'حذف دامنه',
    phraseWrong: 'عبارت وارد شده صحیح نیست',
    codeWrong: 'کد وارد شده معتبر نیست',
    deleted: (name: string) => `دامنه ${name} حذف شد`,
    choose: (plan: string) => `انتخاب ${plan}`,
    changeTitle: (domain: string, plan: string) => `تغییر پلن ${domain} به ${plan}`,
    chargeNow: /همین حالا برای باقی‌مانده این ماه/,
    changeConfirm: 'تغییر پلن',
    changed: (domain: string, plan: string) => `پلن ${domain} اکنون ${plan} است`,
    downgradeTooSoon:
      /پلن را تنها 15 روز پس از خرید می‌توان به پلن ارزان‌تر تغییر داد؛ این دامنه از \d{4}\/\d{2}\/\d{2}/,
    planDetails: 'پلن‌های CDN',
    resources: 'منابع شما',
    unavailable: 'این کارت فعلاً در دسترس نیست.',
    allDomains: 'همه دامنه‌ها',
  },
} as const;

/** The domain list call, for tests that make it fail. */
export const DOMAINS_CALL = /\/api\/v1\/cdn\/ng\/domains(\?.*)?$/;

/** The seeded domains: name and id. */
export const SEEDED = {
  shop: { name: 'example-shop.ir', id: 1 },
  blog: { name: 'my-blog.com', id: 2 },
  portfolio: { name: 'old-portfolio.net', id: 3 },
  pro: { name: 'pro-store.com', id: 4 },
} as const;

/** The newest code the sandbox "sent" for a purpose (its outbox, a test-only route). */
export async function outboxCode(request: APIRequestContext, purpose: string): Promise<string> {
  const res = await request.get(`/__sandbox/outbox?purpose=${encodeURIComponent(purpose)}&limit=1`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: Array<{ code: string }> };
  expect(body.data.length).toBeGreaterThan(0);
  return body.data[0]!.code;
}

/** The CDN area (mfe-cdn) as a user sees it: the domain list, a domain's pages, the wizard. */
export class CdnPage extends LocalizedPage<typeof CDN_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, CDN_TEXT);
  }

  async gotoDomains(query = ''): Promise<void> {
    await this.page.goto(`/cdn?locale=${this.locale}${query ? `&${query}` : ''}`);
    await expect(this.table()).toBeVisible();
  }

  async gotoDomain(domain: { name: string; id: number }, section = ''): Promise<void> {
    await this.page.goto(
      `/cdn/${domain.name}/${domain.id}${section ? `/${section}` : ''}?locale=${this.locale}`,
    );
    await expect(this.domainHeading(domain.name)).toBeVisible();
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

  domainHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The domain's sections: beside the page on a wide screen, behind the "Sections" button on a phone. */
  async sections(): Promise<Locator> {
    const toggle = this.page.getByRole('button', { name: this.t.sectionsButton });
    if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true')
      await toggle.click();
    return this.page.getByRole('navigation', { name: this.t.sections });
  }

  panel(name: string): Locator {
    return this.page.getByRole('region', { name });
  }

  wizard(): Locator {
    return this.page.getByRole('dialog', { name: this.t.wizard.title });
  }

  /** The wizard's own buttons (the footer's), not the dialog's close cross. */
  wizardButton(name: string): Locator {
    return this.wizard().getByRole('button', { name, exact: true }).filter({ hasText: name });
  }

  tier(name: string): Locator {
    return this.page.getByRole('article', { name });
  }

  /** A picture of the page (`e2e/screenshots/cdn-<name>-<locale>.png`); a dialog is taken as the window shows it. */
  async screenshot(name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
    await this.page.screenshot({ path: `screenshots/cdn-${name}-${this.locale}.png`, fullPage });
  }
}
