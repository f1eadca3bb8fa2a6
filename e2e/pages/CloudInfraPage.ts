import { expect, type Locator, type Page } from '@playwright/test';
import { AreaNav } from './AreaNav';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** The cloud area's storage, keys, firewall, networks and monitoring pages, with their headings by locale. */
export const CLOUD_INFRA_TEXT = {
  en: {
    volumes: 'Volumes',
    snapshots: 'Snapshots',
    sshKeys: 'SSH keys',
    firewall: 'Firewall',
    networks: 'Private networks',
    monitoring: (server: string) => `Monitoring of ${server}`,
    chart: (chart: string, period: string) => `${chart} over the last ${period}`,
    period: { '1h': '1 hour', '24h': '24 hours', '7d': '7 days', '30d': '30 days' },
    charts: ['CPU', 'RAM', 'Disk', 'Network'],
    traffic: 'Traffic this month',
    actionsOf: (subject: string) => `Actions of ${subject}`,
  },
  fa: {
    volumes: 'دیسک‌ها',
    snapshots: 'اسنپ‌شات‌ها',
    sshKeys: 'کلیدهای SSH',
    firewall: 'فایروال',
    networks: 'شبکه‌های خصوصی',
    monitoring: (server: string) => `مانیتورینگ سرور ${server}`,
    chart: (chart: string, period: string) => `${chart} در ${period} گذشته`,
    period: { '1h': '1 ساعت', '24h': '24 ساعت', '7d': '7 روز', '30d': '30 روز' },
    charts: ['پردازنده', 'حافظه', 'دیسک', 'شبکه'],
    traffic: 'ترافیک این ماه',
    actionsOf: (subject: string) => `عملیات ${subject}`,
  },
} as const;

export type CloudInfraSection = 'volumes' | 'snapshots' | 'ssh-keys' | 'firewall' | 'servers/network';

const HEADING: Record<CloudInfraSection, keyof (typeof CLOUD_INFRA_TEXT)['en']> = {
  volumes: 'volumes',
  snapshots: 'snapshots',
  'ssh-keys': 'sshKeys',
  firewall: 'firewall',
  'servers/network': 'networks',
};

/** The demo customer's token, for checking what the provider itself answers. */
export const providerHeaders = (token: string) => ({ Authorization: `Bearer ${token}`, 'Accept-Language': 'en' });

/** /cloud/volumes, /cloud/snapshots, /cloud/ssh-keys, /cloud/firewall, /cloud/servers/network and /cloud/monitoring/{id}. */
export class CloudInfraPage extends LocalizedPage<typeof CLOUD_INFRA_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, CLOUD_INFRA_TEXT);
  }

  async goto(section: CloudInfraSection): Promise<void> {
    await this.page.goto(`/cloud/${section}?locale=${this.locale}`);
    await expect(this.page.getByRole('heading', { level: 2, name: this.t[HEADING[section]] as string })).toBeVisible();
  }

  /** A page of the open cloud area, reached in the page as a link does (no page load). */
  async open(section: CloudInfraSection): Promise<void> {
    await new AreaNav(this.page).navigate(`/cloud/${section}`);
    await expect(this.page.getByRole('heading', { level: 2, name: this.t[HEADING[section]] as string })).toBeVisible();
  }

  async gotoMonitoring(serverId: number, server: string, period?: string, inPage = false): Promise<void> {
    const address = `/cloud/monitoring/${serverId}`;
    if (inPage) await new AreaNav(this.page).navigate(`${address}${period ? `?period=${period}` : ''}`);
    else await this.page.goto(`${address}?locale=${this.locale}${period ? `&period=${period}` : ''}`);
    await expect(this.page.getByRole('heading', { level: 2, name: this.t.monitoring(server) })).toBeVisible();
  }

  table(name: string): Locator {
    return this.page.getByRole('table', { name });
  }

  row(table: Locator, name: string): Locator {
    return table.locator('tbody tr').filter({ has: this.page.getByText(name, { exact: true }) });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  /** A card (firewall group, private network) by its heading. */
  card(name: string): Locator {
    return this.page.getByRole('article').filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  /** Chooses an entry of a table row's actions menu. */
  async rowAction(subject: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t.actionsOf(subject) }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true }).first();
  }

  async screenshot(name: string, suffix: string = this.locale): Promise<void> {
    await this.page.screenshot({ path: `screenshots/cloud-${name}-${suffix}.png`, fullPage: true });
  }
}
