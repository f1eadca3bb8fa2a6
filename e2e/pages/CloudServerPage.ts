import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../fixtures';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** Texts of a server's page, the create-server form and the console, by locale (mfe-cloud's, shared-ui's and the sandbox's messages). */
export const SERVER_TEXT = {
  en: {
    status: { on: 'On', off: 'Off', building: 'Building', turningOff: 'Turning off', reload: 'Installing OS' },
    powerGroup: 'Power',
    power: { on: 'Turn on', off: 'Turn off' },
    changeRegistered: 'Your change request has been registered',
    wrongState: 'Your server cannot perform this operation in this state',
    create: {
      form: 'Create a server',
      datacenter: 'Data center',
      os: 'Operating system',
      name: 'Server name',
      submit: 'Create server',
      building: (name: string) => `Building ${name}`,
      perHour: /per hour/,
      nameFormat: 'Use English letters, digits, - and _ only',
    },
    rebuildSoftware: 'Rebuild: another OS',
    rebuildConfirm: 'Rebuild',
    rebuildTitle: 'Install another operating system?',
    rename: 'Rename',
    renameField: 'Name',
    renamed: 'The server has been renamed',
    deleteButton: 'Delete the server',
    phrase: 'Confirmation phrase',
    phraseWrong: 'The entered phrase is incorrect',
    deleted: 'The server has been deleted',
    console: 'Open the console',
    overview: 'Overview',
    log: 'Action log',
  },
  fa: {
    status: { on: 'روشن', off: 'خاموش', building: 'در حال ساخت', turningOff: 'در حال خاموش شدن', reload: 'در حال نصب سیستم‌عامل' },
    powerGroup: 'روشن و خاموش',
    power: { on: 'روشن کردن', off: 'خاموش کردن' },
    changeRegistered: 'درخواست تغییر شما ثبت شد',
    wrongState: 'سرور شما در این وضعیت امکان انجام این عملیات را ندارد',
    create: {
      form: 'ساخت سرور',
      datacenter: 'دیتاسنتر',
      os: 'سیستم‌عامل',
      name: 'نام سرور',
      submit: 'ساخت سرور',
      building: (name: string) => `در حال ساخت ${name}`,
      perHour: /ساعت/,
      nameFormat: 'فقط حروف انگلیسی، عدد، - و _ مجاز است',
    },
    rebuildSoftware: 'بازسازی: سیستم‌عامل دیگر',
    rebuildConfirm: 'بازسازی',
    rebuildTitle: 'سیستم‌عامل دیگری نصب شود؟',
    rename: 'تغییر نام',
    renameField: 'نام',
    renamed: 'نام سرور تغییر کرد',
    deleteButton: 'حذف سرور',
    phrase: 'عبارت تأیید',
    phraseWrong: 'عبارت وارد شده صحیح نیست',
    deleted: 'سرور حذف شد',
    console: 'باز کردن کنسول',
    overview: 'نمای کلی',
    log: 'گزارش عملیات',
  },
} as const;

const AUTH = { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': 'en' };

/** The provider's API and the sandbox's clock, as a test drives them beside the browser. */
export class CloudApi {
  constructor(private readonly request: APIRequestContext) {}

  /** Moves the sandbox clock forward: the servers' changes fall due without waiting. */
  async advance(seconds: number): Promise<void> {
    const res = await this.request.post('/__sandbox/clock', { data: { advance_seconds: seconds } });
    expect(res.ok()).toBe(true);
  }

  async power(serverId: number, action: 'on' | 'off' | 'reboot' | 'restart') {
    const res = await this.request.put(`/api/v1/cloud/servers/${serverId}/power/${action}`, { headers: AUTH });
    return { status: res.status(), body: (await res.json()) as { success: boolean; message: string } };
  }

  async server(serverId: number) {
    const res = await this.request.get(`/api/v1/cloud/servers/${serverId}`, { headers: AUTH });
    return { status: res.status(), body: (await res.json()) as { success: boolean; message: string; data: { status: string; name: string; os: { display_name: string } } } };
  }

  async servers(): Promise<{ id: number; name: string }[]> {
    const res = await this.request.get('/api/v1/cloud/servers', { headers: AUTH });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { data: { data?: { id: number; name: string }[] } | { id: number; name: string }[] };
    return Array.isArray(body.data) ? body.data : (body.data.data ?? []);
  }

  /** What the server's console received, as the server recorded it: finished lines and keys. */
  async consoleRecord(serverId: number): Promise<{ typed: string[]; keys: string[] }> {
    const typed = await this.request.get(`/__sandbox/vnc/typed?server_id=${serverId}`);
    const keys = await this.request.get(`/__sandbox/vnc/keys?server_id=${serverId}`);
    return { typed: ((await typed.json()) as { data: string[] }).data, keys: ((await keys.json()) as { data: string[] }).data };
  }

  /** Closes every open console session (the server's side of a dropped connection). */
  async kickConsoles(): Promise<void> {
    expect((await this.request.post('/__sandbox/vnc/kick')).ok()).toBe(true);
  }
}

/** A server's page (/cloud/servers/{id}) and the create-server form as a user sees them. */
export class CloudServerPage extends LocalizedPage<typeof SERVER_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, SERVER_TEXT);
  }

  async goto(serverId: number, name: string): Promise<void> {
    await this.page.goto(`/cloud/servers/${serverId}?name=${name}&locale=${this.locale}`);
    await expect(this.section(this.t.overview)).toBeVisible();
  }

  async gotoCreate(): Promise<void> {
    await this.page.goto(`/cloud/servers/create-server?locale=${this.locale}`);
    await expect(this.field(this.t.create.datacenter)).toBeVisible();
  }

  createForm(): Locator {
    return this.page.getByRole('form', { name: this.t.create.form });
  }

  /** A field of the create-server form by its label. */
  field(label: string): Locator {
    return this.createForm().getByLabel(label, { exact: true });
  }

  /** The state badge beside the server's name in the heading (`data-server-status` holds the provider's state). */
  headingStatus(): Locator {
    return this.area().locator('[data-server-status]').first();
  }

  area(): Locator {
    return this.page.locator('[data-remote="cloud"]');
  }

  section(title: string): Locator {
    return this.area().getByRole('region', { name: title });
  }

  powerButton(action: 'on' | 'off'): Locator {
    return this.area().getByRole('group', { name: this.t.powerGroup }).getByRole('button', { name: this.t.power[action], exact: true });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `screenshots/cloud-${name}-${this.locale}.png`, fullPage: true });
  }
}
