import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../fixtures';
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
export const providerHeaders = (token: string) => ({
  Authorization: `Bearer ${token}`,
  'Accept-Language': 'en',
});

/** An OpenSSH public key the seed does not hold (made with ssh-keygen), with its SHA256 fingerprint. */
export const OFFICE_KEY = {
  public_key:
    'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAINbS9tGXZ3LSLmV9OeGDEOL0OgK7KWkevzr8A1kfT+dW backup@office',
  fingerprint: 'SHA256:usp5vBe/UECtHpZwyAmNPDJS5ILo8bUh+xKE0LsVBro',
};

/** What the provider stores, read with the demo customer's token: `list('/cloud/volumes')` is its `data`. */
export class CloudInfraApi {
  constructor(private readonly request: APIRequestContext) {}

  async list<T = Record<string, unknown>>(path: string): Promise<T[]> {
    const res = await this.request.get(`/api/v1${path}`, { headers: providerHeaders(DEMO.token) });
    expect(res.ok(), path).toBe(true);
    return ((await res.json()) as { data: T[] }).data;
  }

  /** Adds something the way another client would (JSON body), for a test's starting point. */
  async create<T = { id: number }>(path: string, body: Record<string, unknown>): Promise<T> {
    const res = await this.request.post(`/api/v1${path}`, {
      headers: providerHeaders(DEMO.token),
      data: body,
    });
    expect(res.ok(), `${path} ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  }

  /** The item of a list by its name (`name`), failing when there is none. */
  async named<T extends { name: string }>(path: string, name: string): Promise<T> {
    const item = (await this.list<T>(path)).find((i) => i.name === name);
    expect(item, `${name} in ${path}`).toBeDefined();
    return item as T;
  }
}

/** /cloud/volumes, /cloud/snapshots, /cloud/ssh-keys, /cloud/firewall, /cloud/servers/network and /cloud/monitoring/{id}. */
export class CloudInfraPage extends LocalizedPage<typeof CLOUD_INFRA_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, CLOUD_INFRA_TEXT);
  }

  async goto(section: CloudInfraSection): Promise<void> {
    await this.page.goto(`/cloud/${section}?locale=${this.locale}`);
    await expect(
      this.page.getByRole('heading', { level: 2, name: this.t[HEADING[section]] as string }),
    ).toBeVisible();
  }

  /** A page of the open cloud area, reached in the page as a link does (no page load). */
  async open(section: CloudInfraSection): Promise<void> {
    await new AreaNav(this.page).navigate(`/cloud/${section}`);
    await expect(
      this.page.getByRole('heading', { level: 2, name: this.t[HEADING[section]] as string }),
    ).toBeVisible();
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
    return this.page
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { level: 3, name, exact: true }) });
  }

  /** Chooses an entry of a table row's actions menu. */
  async rowAction(subject: string, action: string): Promise<void> {
    await this.page.getByRole('button', { name: this.t.actionsOf(subject) }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
  }

  /**
   * What was just added is on screen at once beside its toast: a table row holding the mark, or a
   * card carrying it, highlighted and scrolled into view.
   */
  async expectJustAdded(target: Locator): Promise<void> {
    await expect(
      target.locator('[data-just-added]').or(target.and(this.page.locator('[data-just-added]'))),
    ).toHaveCount(1);
    await expect(target).toBeInViewport();
  }

  /**
   * Adds a rule to a firewall group through its dialog (English texts): the rule's row is then on
   * screen, highlighted, reading as the rule was given. No port for ICMP and any-protocol rules.
   */
  async addRule(
    group: string,
    rule: {
      direction: 'Inbound' | 'Outbound';
      protocol: string;
      port?: string;
      cidr: string;
      description: string;
    },
  ): Promise<void> {
    const card = this.card(group);
    await card.getByRole('button', { name: 'Add rule' }).click();
    const dialog = this.dialog(`Add a rule to ${group}`);
    await dialog.getByLabel(/^Direction/).selectOption({ label: rule.direction });
    await dialog.getByLabel(/^Protocol/).selectOption({ label: rule.protocol });
    if (rule.port) await dialog.getByLabel(/^Port or range/).fill(rule.port);
    else await expect(dialog.getByLabel(/^Port or range/)).toBeDisabled();
    await dialog.getByLabel(rule.direction === 'Inbound' ? /^From \(CIDR\)/ : /^To \(CIDR\)/).fill(rule.cidr);
    await dialog.getByLabel(/^Description/).fill(rule.description);
    await dialog.getByRole('button', { name: 'Add rule' }).click();
    await expect(this.toast('The rule has been added')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = card
      .getByRole('table', { name: `Rules of ${group}` })
      .locator('tbody tr')
      .filter({ hasText: rule.description });
    await this.expectJustAdded(row);
    const cells = row.locator('td');
    await expect(cells.nth(0)).toContainText(rule.direction);
    await expect(cells.nth(1)).toHaveText(rule.protocol);
    await expect(cells.nth(2)).toHaveText(rule.port ?? 'All');
    await expect(cells.nth(3)).toHaveText(rule.cidr);
  }

  toast(text: string): Locator {
    return this.page.getByText(text, { exact: true }).first();
  }

  async screenshot(name: string, suffix: string = this.locale): Promise<void> {
    await this.page.screenshot({ path: `screenshots/cloud-${name}-${suffix}.png`, fullPage: true });
  }
}
