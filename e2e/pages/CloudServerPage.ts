import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEMO } from '../fixtures';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** Texts of a server's page, the create-server form and the console, by locale (mfe-cloud's, shared-ui's and the sandbox's messages). */
export const SERVER_TEXT = {
  en: {
    status: {
      on: 'On',
      off: 'Off',
      building: 'Building',
      turningOff: 'Turning off',
      reload: 'Installing OS',
    },
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
      sshKey: 'SSH key',
      firewall: 'Firewall group',
      privateNetwork: 'Private network',
      diskType: 'Disk type',
      cpu: 'CPU cores',
      ram: 'RAM (GB)',
      disk: 'Disk (GB)',
      initScript: 'Init script (cloud-init, YAML)',
      publicIp: 'Public IP address',
      autopilot: 'Autopilot',
      trial: 'Free one-day trial server',
      priceTrial: 'Free for one day',
    },
    links: 'Access and network',
    linkFacts: {
      sshKey: 'SSH key',
      firewalls: 'Firewall groups',
      networks: 'Private networks',
      initScript: 'Init script',
    },
    autopilotOn: 'Autopilot is on',
    autopilot: {
      section: 'Autopilot',
      on: 'Autopilot is on',
      off: 'Autopilot is off',
      turnOn: 'Turn autopilot on',
      turnOff: 'Turn autopilot off',
      turnedOn: 'Autopilot is on',
      turnedOff: 'Autopilot is off',
    },
    rescue: {
      section: 'Rescue system',
      start: 'Start the rescue system',
      title: 'Start the rescue system?',
      started: 'The rescue system is starting; its password is shown only this once',
      password: 'Rescue system password',
      active: 'The server runs its rescue system. Leave it to boot from its own disk again.',
      badge: 'rescue system',
      leave: 'Leave the rescue system',
      logStarted: 'Rescue system started',
      logLeft: 'Rescue system left',
    },
    password: {
      section: 'Root password',
      show: 'Show the password',
      reset: 'Reset the password',
      title: 'Reset the root password?',
      root: 'Root password',
      done: 'A new password has been set; it is shown only this once',
      shownAlready: 'The password has already been shown once; reset it to get a new one',
      log: 'Root password reset',
    },
    trialFree: 'Free trial',
    trialEnds: 'Trial ends',
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
    status: {
      on: 'روشن',
      off: 'خاموش',
      building: 'در حال ساخت',
      turningOff: 'در حال خاموش شدن',
      reload: 'در حال نصب سیستم‌عامل',
    },
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
      sshKey: 'کلید SSH',
      firewall: 'گروه فایروال',
      privateNetwork: 'شبکه خصوصی',
      diskType: 'نوع دیسک',
      cpu: 'هسته پردازنده',
      ram: 'رم (گیگابایت)',
      disk: 'دیسک (گیگابایت)',
      initScript: 'اسکریپت راه‌اندازی (cloud-init، YAML)',
      publicIp: 'نشانی IP عمومی',
      autopilot: 'خلبان خودکار',
      trial: 'سرور آزمایشی رایگان یک‌روزه',
      priceTrial: 'یک روز رایگان',
    },
    links: 'دسترسی و شبکه',
    linkFacts: {
      sshKey: 'کلید SSH',
      firewalls: 'گروه‌های فایروال',
      networks: 'شبکه‌های خصوصی',
      initScript: 'اسکریپت راه‌اندازی',
    },
    autopilotOn: 'خلبان خودکار روشن است',
    autopilot: {
      section: 'خلبان خودکار',
      on: 'خلبان خودکار روشن است',
      off: 'خلبان خودکار خاموش است',
      turnOn: 'روشن کردن خلبان خودکار',
      turnOff: 'خاموش کردن خلبان خودکار',
      turnedOn: 'خلبان خودکار روشن شد',
      turnedOff: 'خلبان خودکار خاموش شد',
    },
    rescue: {
      section: 'سیستم نجات',
      start: 'راه‌اندازی سیستم نجات',
      title: 'سیستم نجات راه‌اندازی شود؟',
      started: 'سیستم نجات در حال راه‌اندازی است؛ رمز آن فقط همین یک بار نمایش داده می‌شود',
      password: 'رمز عبور سیستم نجات',
      active: 'سرور با سیستم نجات کار می‌کند. برای راه‌اندازی دوباره از دیسک خودش، از آن خارج شوید.',
      badge: 'سیستم نجات',
      leave: 'خروج از سیستم نجات',
      logStarted: 'سیستم نجات راه‌اندازی شد',
      logLeft: 'از سیستم نجات خارج شد',
    },
    password: {
      section: 'رمز عبور root',
      show: 'نمایش رمز عبور',
      reset: 'بازنشانی رمز عبور',
      title: 'رمز عبور root بازنشانی شود؟',
      root: 'رمز عبور root',
      done: 'رمز عبور تازه تنظیم شد؛ فقط همین یک بار نمایش داده می‌شود',
      shownAlready: 'رمز عبور یک بار نمایش داده شده است؛ برای رمز تازه آن را بازنشانی کنید',
      log: 'رمز عبور root بازنشانی شد',
    },
    trialFree: 'آزمایشی رایگان',
    trialEnds: 'پایان دوره آزمایشی',
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

/** A server as the provider stores it (what a test reads back after the page sent it). */
export interface ServerRecord {
  id: number;
  name: string;
  status: string;
  interfaces: { ip_address: string; type: 'public' | 'private' }[];
  datacenter: { id: number };
  os: { display_name: string };
  tier: string;
  cpu: number;
  ram: number;
  disk: number;
  disk_type: string;
  public_ip: boolean;
  autopilot: boolean;
  rescue: boolean;
  is_test: boolean;
  expires_at: number | null;
  ssh_key_id: number | null;
  firewalls: { id: number; name: string }[];
  private_networks: { id: number; name: string; ip_address: string }[];
  init_script: string | null;
  hourly_cost: number;
}

/** The provider's API and the sandbox's clock, as a test drives them beside the browser. */
export class CloudApi {
  constructor(private readonly request: APIRequestContext) {}

  /** Moves the sandbox clock forward: the servers' changes fall due without waiting. */
  async advance(seconds: number): Promise<void> {
    const res = await this.request.post('/__sandbox/clock', { data: { advance_seconds: seconds } });
    expect(res.ok()).toBe(true);
  }

  async power(serverId: number, action: 'on' | 'off' | 'reboot' | 'restart') {
    const res = await this.request.put(`/api/v1/cloud/servers/${serverId}/power/${action}`, {
      headers: AUTH,
    });
    return { status: res.status(), body: (await res.json()) as { success: boolean; message: string } };
  }

  async server(serverId: number) {
    const res = await this.request.get(`/api/v1/cloud/servers/${serverId}`, { headers: AUTH });
    return {
      status: res.status(),
      body: (await res.json()) as {
        success: boolean;
        message: string;
        data: { status: string; name: string; os: { display_name: string } };
      },
    };
  }

  /** The server as the provider stores it now. */
  async record(serverId: number): Promise<ServerRecord> {
    const res = await this.request.get(`/api/v1/cloud/servers/${serverId}`, { headers: AUTH });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: ServerRecord }).data;
  }

  /** The newest of the customer's servers by this name, as the provider stores it. */
  async recordNamed(name: string): Promise<ServerRecord> {
    const server = (await this.servers()).find((s) => s.name === name);
    expect(server, `a server named ${name}`).toBeDefined();
    return this.record((server as { id: number }).id);
  }

  async servers(): Promise<{ id: number; name: string }[]> {
    const res = await this.request.get('/api/v1/cloud/servers', { headers: AUTH });
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as {
      data: { data?: { id: number; name: string }[] } | { id: number; name: string }[];
    };
    return Array.isArray(body.data) ? body.data : (body.data.data ?? []);
  }

  /** What the server's console received, as the server recorded it: finished lines and keys. */
  async consoleRecord(serverId: number): Promise<{ typed: string[]; keys: string[] }> {
    const typed = await this.request.get(`/__sandbox/vnc/typed?server_id=${serverId}`);
    const keys = await this.request.get(`/__sandbox/vnc/keys?server_id=${serverId}`);
    return {
      typed: ((await typed.json()) as { data: string[] }).data,
      keys: ((await keys.json()) as { data: string[] }).data,
    };
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

  /** Chooses the option of a create-form select whose text starts with `text` (an SSH key's name, before its fingerprint). */
  async choose(label: string, text: string): Promise<void> {
    const select = this.field(label);
    const option = select
      .locator('option')
      .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
    await expect(option).toHaveCount(1);
    await select.selectOption((await option.getAttribute('value')) as string);
  }

  /** Ticks or clears a create-form checkbox as a user does, by its label (the input itself is drawn over). */
  async setChecked(label: string, checked: boolean): Promise<void> {
    const box = this.field(label);
    if ((await box.isChecked()) !== checked)
      await this.createForm().getByText(label, { exact: true }).click();
    await (checked ? expect(box).toBeChecked() : expect(box).not.toBeChecked());
  }

  /** The texts of a create-form select's options, its placeholder first. */
  options(label: string): Locator {
    return this.field(label).locator('option');
  }

  /** A size card of the create form: economic, commercial, professional, extreme or custom. */
  tier(tier: string): Locator {
    return this.createForm().locator(`[data-tier="${tier}"]`);
  }

  /** Sends the form and follows the new server's build (the sandbox clock moved on) until its page opens. */
  async createAndWatch(api: CloudApi, name: string): Promise<void> {
    await this.createForm().getByRole('button', { name: this.t.create.submit }).click();
    await expect(this.page.getByRole('heading', { name: this.t.create.building(name) })).toBeVisible();
    await api.advance(16);
    await expect(this.page).toHaveURL(new RegExp(`/cloud/servers/\\d+\\?name=${name}$`), { timeout: 15_000 });
    await expect(this.section(this.t.overview)).toBeVisible();
  }

  /** The value of a fact (a term of a section's description list) by its term. */
  fact(section: Locator, term: string): Locator {
    return section.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`);
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
    return this.area()
      .getByRole('group', { name: this.t.powerGroup })
      .getByRole('button', { name: this.t.power[action], exact: true });
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: text }).first();
  }

  async screenshot(name: string): Promise<void> {
    await this.page.screenshot({ path: `screenshots/cloud-${name}-${this.locale}.png`, fullPage: true });
  }
}
