import { expect, type Locator, type Page } from '@playwright/test';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** A domain's settings sections and their addresses under /cdn/{domain_name}/{domain_id}. */
export const CDN_SETTINGS_SECTIONS = {
  dns: 'dns',
  https: 'https-settings',
  caching: 'caching',
  acceleration: 'acceleration',
} as const;
export type CdnSettingsSection = keyof typeof CDN_SETTINGS_SECTIONS;

/** Texts of the DNS, HTTPS, caching and acceleration pages, by locale (from mfe-cdn's messages). */
export const CDN_SETTINGS_TEXT = {
  en: {
    /** a heading each section shows once its data is there */
    loaded: { dns: 'DNS records', https: 'Certificates', caching: 'Edge cache', acceleration: 'Minify' },
    recordsTable: (domain: string) => `DNS records of ${domain}`,
    addRecord: 'Add record',
    addTitle: 'Add a DNS record',
    save: 'Save',
    cancel: 'Cancel',
    applied: 'Settings successfully applied',
    planGate: 'Unfortunately, your plan does not support this feature',
    field: {
      type: 'Type',
      name: 'Name',
      ip4: 'IPv4',
      ttl: 'TTL',
      proxy: 'Proxy through the CDN',
      protocol: 'Protocol to the origin',
      originPort: 'Origin port',
    },
    recordAdded: 'The record has been added',
    recordUpdated: 'The record has been updated',
    editRecord: (type: string, name: string) => `Edit ${type} record ${name}`,
    editTitle: 'Edit the DNS record',
  },
  fa: {
    loaded: {
      dns: 'رکوردهای DNS',
      https: 'گواهی‌ها',
      caching: 'حافظه نهان لبه',
      acceleration: 'کوچک‌سازی کد',
    },
    recordsTable: (domain: string) => `رکوردهای DNS دامنه ${domain}`,
    addRecord: 'افزودن رکورد',
    addTitle: 'افزودن رکورد DNS',
    save: 'ذخیره',
    cancel: 'انصراف',
    applied: 'تنظیمات با موفقیت اعمال شد',
    planGate: 'متأسفانه پلن شما از این قابلیت پشتیبانی نمی‌کند',
    field: {
      type: 'نوع',
      name: 'نام',
      ip4: 'IPv4',
      ttl: 'TTL',
      proxy: 'پروکسی از طریق CDN',
      protocol: 'پروتکل اتصال به مبدا',
      originPort: 'پورت مبدا',
    },
    recordAdded: 'رکورد افزوده شد',
    recordUpdated: 'رکورد به‌روز شد',
    editRecord: (type: string, name: string) => `ویرایش رکورد ${type} با نام ${name}`,
    editTitle: 'ویرایش رکورد DNS',
  },
} as const;

/** A record's fields as the add dialog asks for them (labels in English: flows run in en). */
export interface RecordInput {
  type: string;
  name: string;
  /** the content field's label for the type (IPv4, IPv6, Server, Address, Text, Value, Certificate data (hex)) */
  contentLabel: string;
  content: string;
  /** other text fields by label: Priority, Weight, Port, Service, Flags */
  more?: Record<string, string>;
  /** select fields by label: Tag, Usage, Selector, Matching type */
  choose?: Record<string, string>;
  /** the TTL in seconds (one of the form's choices); the form's default otherwise */
  ttl?: string;
  /** proxied through the CDN, with its way to the origin (proxiable types only) */
  proxy?: { protocol?: 'DEFAULT' | 'HTTP' | 'HTTPS'; port?: string };
}

/** The DNS, HTTPS, caching and acceleration pages of a domain (mfe-cdn). */
export class CdnSettingsPage extends LocalizedPage<typeof CDN_SETTINGS_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, CDN_SETTINGS_TEXT);
  }

  async goto(section: CdnSettingsSection, domain = 'example-shop.ir', id = 1, query = ''): Promise<void> {
    const sep = query ? '&' : '?';
    await this.page.goto(
      `/cdn/${domain}/${id}/${CDN_SETTINGS_SECTIONS[section]}${query ? `?${query}` : ''}${sep}locale=${this.locale}`,
    );
    await expect(this.card(this.t.loaded[section])).toBeVisible({ timeout: 20_000 });
  }

  /** A card of the page (a region named by its title). */
  card(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  recordsTable(domain = 'example-shop.ir'): Locator {
    return this.page.getByRole('table', { name: this.t.recordsTable(domain) });
  }

  /** The records table's body rows. */
  recordRows(domain = 'example-shop.ir'): Locator {
    return this.recordsTable(domain).locator('tbody tr');
  }

  /** The rows highlighted after a save (the records just added or changed). */
  highlightedRows(domain = 'example-shop.ir'): Locator {
    return this.recordsTable(domain).locator('tbody tr:has([data-just-added])');
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  confirmation(name: string): Locator {
    return this.page.getByRole('alertdialog', { name });
  }

  /** Opens the add dialog and fills a record in; the caller saves and checks. */
  async fillNewRecord(record: RecordInput): Promise<Locator> {
    await this.page.getByRole('button', { name: this.t.addRecord }).click();
    const dialog = this.dialog(this.t.addTitle);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('combobox', { name: this.t.field.type, exact: true }).selectOption(record.type);
    await dialog.getByRole('textbox', { name: this.t.field.name, exact: true }).fill(record.name);
    await dialog.getByRole('textbox', { name: record.contentLabel, exact: true }).fill(record.content);
    if (record.ttl)
      await dialog.getByRole('combobox', { name: this.t.field.ttl, exact: true }).selectOption(record.ttl);
    if (record.proxy) {
      const { field } = this.t;
      await dialog.getByRole('checkbox', { name: new RegExp(`^${field.proxy}`) }).check({ force: true });
      if (record.proxy.protocol)
        await dialog
          .getByRole('combobox', { name: field.protocol, exact: true })
          .selectOption(record.proxy.protocol);
      if (record.proxy.port)
        await dialog.getByRole('textbox', { name: field.originPort, exact: true }).fill(record.proxy.port);
    }
    for (const [label, value] of Object.entries(record.more ?? {})) {
      await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
    }
    for (const [label, value] of Object.entries(record.choose ?? {})) {
      await dialog.getByRole('combobox', { name: label, exact: true }).selectOption(value);
    }
    return dialog;
  }

  /** The toast (or toasts) saying `text`. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text });
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `screenshots/cdn-${name}-${this.locale}.png`, fullPage: true });
  }

  /**
   * The window as it shows now (`cdn-<name>-<locale>[-phone].png`), then at a phone's 390 px width
   * with `focus` (the result the picture is of) scrolled into view again; the size is restored.
   */
  async screenshots(name: string, focus?: Locator): Promise<void> {
    const size = this.page.viewportSize();
    await this.page.screenshot({ path: `screenshots/cdn-${name}-${this.locale}.png` });
    await this.page.setViewportSize({ width: 390, height: 844 });
    // the result by what it shows (a highlight may be over by now)
    if (focus) await focus.first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await this.page.screenshot({ path: `screenshots/cdn-${name}-${this.locale}-phone.png` });
    if (size) await this.page.setViewportSize(size);
  }
}
