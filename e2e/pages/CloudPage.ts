import { expect, type Locator, type Page } from '@playwright/test';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** Texts the server list shows, by locale (from mfe-cloud's and shared-ui's messages, and the sandbox's data centers). */
export const CLOUD_TEXT = {
  en: {
    title: 'Cloud servers',
    servers: 'Servers',
    columns: ['Server name', 'IP', 'Usage', 'Created at', 'DC / OS', 'Status', 'Action'],
    status: { on: 'On', off: 'Off' },
    dcOs: { web1: 'Tehran 1 / Ubuntu 24.04', dbBackup: 'Helsinki, Finland / Debian 12' },
    usage: { web1: 'CPU 24% · RAM 61% · Disk 38%' },
    addServer: 'Add server',
    createServer: 'Create a server',
    details: (name: string) => `Details of ${name}`,
    empty: 'No servers created',
    retry: 'Try again',
  },
  fa: {
    title: 'سرورهای ابری',
    servers: 'سرورها',
    columns: ['نام سرور', 'IP', 'مصرف', 'تاریخ ساخت', 'دیتاسنتر / سیستم‌عامل', 'وضعیت', 'عملیات'],
    status: { on: 'روشن', off: 'خاموش' },
    dcOs: { web1: 'تهران 1 / Ubuntu 24.04', dbBackup: 'هلسینکی، فنلاند / Debian 12' },
    usage: { web1: 'پردازنده 24٪ · رم 61٪ · دیسک 38٪' },
    addServer: 'افزودن سرور',
    createServer: 'ساخت سرور',
    details: (name: string) => `جزئیات ${name}`,
    empty: 'هیچ سروری ساخته نشده است',
    retry: 'تلاش دوباره',
  },
} as const;

/** The server list call, for tests that make it fail. */
export const SERVERS_CALL = /\/api\/v1\/cloud\/servers(\?.*)?$/;

/** The cloud area (mfe-cloud) as a user sees it: the server list at /cloud/servers. */
export class CloudPage extends LocalizedPage<typeof CLOUD_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, CLOUD_TEXT);
  }

  async gotoServers(): Promise<void> {
    await this.page.goto(`/cloud/servers?locale=${this.locale}`);
    await expect(this.table()).toBeVisible();
  }

  table(): Locator {
    return this.page.getByRole('table', { name: this.t.servers });
  }

  rows(): Locator {
    return this.table().locator('tbody tr');
  }

  row(name: string): Locator {
    return this.rows().filter({ has: this.page.getByRole('link', { name, exact: true }) });
  }

  serverLink(name: string): Locator {
    return this.table().getByRole('link', { name, exact: true });
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `screenshots/cloud-${name}-${this.locale}.png`, fullPage: false });
  }
}
