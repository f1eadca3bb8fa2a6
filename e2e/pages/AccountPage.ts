import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { AreaNav } from './AreaNav';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** The account's tabs, by path under /profile. */
export const ACCOUNT_TABS = [
  'edit-profile',
  'change-password',
  'security',
  'api-keys',
  'message-settings',
  'login-history',
  'audit-log',
] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];
/** A new token's lifetime as the create dialog offers it. */
export type TokenExpiry = '30' | '90' | '365' | 'never';

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
    apiKeys: 'API keys',
    createToken: 'Create API token',
    createSubmit: 'Create token',
    tokenName: 'Name',
    tokenCreated: (name: string) => `${name} has been created`,
    tokenCopied: 'I have copied it',
    newRow: 'New',
    allowedAddresses: 'Allowed addresses',
    addressOrRange: 'Address or range',
    add: 'Add',
    addAddress: 'Add an address to the whitelist',
    remove: 'Remove',
    loginOnlyFromList: 'Log in only from these addresses',
    applyToApiTokens: 'Apply the whitelist to API tokens',
    notListed: (ip: string) => `Your current address \u2066${ip}\u2069 is not in the list`,
    sessionEndedIp: 'Your session ended: this address is not in your IP whitelist',
    saveAnyway: 'Save anyway',
    expiresAfter: 'Expires after',
    expiry: { '30': '30 days', '90': '90 days', '365': '365 days', never: 'No expiry' },
    neverExpires: 'Never',
    revokeTokens: (count: number) =>
      `Also revoke my API tokens (${count} ${count === 1 ? 'token' : 'tokens'})`,
    sessionOnly: 'This setting can only be changed from a signed-in portal session',
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
    apiKeys: 'کلیدهای API',
    createToken: 'ساخت توکن API',
    createSubmit: 'ساخت توکن',
    tokenName: 'نام',
    tokenCreated: (name: string) => `${name} ساخته شد`,
    tokenCopied: 'کپی کردم',
    newRow: 'جدید',
    allowedAddresses: 'نشانی‌های مجاز',
    addressOrRange: 'نشانی یا محدوده',
    add: 'افزودن',
    addAddress: 'افزودن نشانی به فهرست سفید',
    remove: 'حذف',
    loginOnlyFromList: 'ورود فقط از این نشانی‌ها',
    applyToApiTokens: 'اعمال فهرست سفید بر توکن‌های API',
    notListed: (ip: string) => `نشانی کنونی شما \u2066${ip}\u2069 در فهرست نیست`,
    sessionEndedIp: 'نشست شما پایان یافت: این نشانی در فهرست سفید IP شما نیست',
    saveAnyway: 'با این حال ذخیره شود',
    expiresAfter: 'مدت اعتبار',
    expiry: { '30': '30 روز', '90': '90 روز', '365': '365 روز', never: 'بدون انقضا' },
    neverExpires: 'بدون انقضا',
    revokeTokens: (count: number) => `توکن‌های API من هم باطل شوند (${count} توکن)`,
    sessionOnly: 'این تنظیم را فقط از نشستی که با ورود به پورتال باز شده است می‌توان تغییر داد',
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

  tokensTable(): Locator {
    return this.page.getByRole('table', { name: this.t.apiKeys });
  }

  whitelistTable(): Locator {
    return this.page.getByRole('table', { name: this.t.allowedAddresses });
  }

  /** Types an address or range into the whitelist's field and adds it. */
  async addWhitelistEntry(entry: string): Promise<void> {
    const form = this.page.getByRole('form', { name: this.t.addAddress });
    await form.getByLabel(this.t.addressOrRange).fill(entry);
    await form.getByRole('button', { name: this.t.add, exact: true }).click();
  }

  /** The row of a name in a table of this area. */
  row(table: Locator, name: string): Locator {
    return table.getByRole('row').filter({ hasText: name });
  }

  /**
   * Creates an API token on the API keys tab with these permissions (catalogue keys, ticked by the
   * boxes that carry them) and lifetime (the dialog's first choice, 90 days, when none is given), and
   * gives its secret once it has been put away as the dialog asks.
   */
  async createToken(name: string, permissions: readonly string[], expiry?: TokenExpiry): Promise<string> {
    await this.area().getByRole('button', { name: this.t.createToken }).click();
    const dialog = this.page.getByRole('dialog', { name: this.t.createToken });
    await dialog.getByLabel(this.t.tokenName).fill(name);
    if (expiry) {
      // the choice as a user makes it: its label
      const choice = dialog.getByRole('group', { name: this.t.expiresAfter });
      await choice.locator('label', { hasText: this.t.expiry[expiry] }).click();
      await expect(choice.getByRole('radio', { name: this.t.expiry[expiry] })).toBeChecked();
    }
    for (const key of permissions) {
      // the box as a user ticks it: its drawn control
      await dialog.locator(`label:has(input[data-permission="${key}"]) [data-part="control"]`).click();
      await expect(dialog.locator(`input[data-permission="${key}"]`)).toBeChecked();
    }
    await dialog.getByRole('button', { name: this.t.createSubmit }).click();
    const shown = this.page.getByRole('dialog', { name: this.t.tokenCreated(name) });
    const secret = (await shown.getByTestId('new-token').textContent()) ?? '';
    expect(secret).toMatch(/^[0-9a-f]{48}$/);
    await shown.getByRole('button', { name: this.t.tokenCopied }).click();
    await expect(shown).toBeHidden();
    return secret;
  }

  async screenshot(name: string): Promise<void> {
    // a whole page from its top: scrolled, the sticky header would be drawn part way down the picture
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await this.page.screenshot({ path: `screenshots/account-${name}-${this.locale}.png`, fullPage: true });
  }
}

/** A call of the provider API, as a token would make it. */
export interface ProbeCall {
  method: 'GET' | 'POST';
  path: string;
  form?: Record<string, string>;
}

/**
 * For each permission group of the token catalogue: a call that only reads it, and (unless the group
 * is read-only) a path a POST with an empty body writes to: refused (403) without the group's write
 * permission, else past it to the provider's field check (422), so nothing is stored either way.
 */
export const PERMISSION_PROBES: Record<string, { read: ProbeCall; write?: string }> = {
  'cdn.domains': { read: { method: 'GET', path: '/api/v1/cdn/ng/domains' }, write: '/api/v1/cdn/ng/domains' },
  'cdn.dns': {
    read: { method: 'GET', path: '/api/v1/cdn/ng/domains/1/dns' },
    write: '/api/v1/cdn/ng/domains/1/dns',
  },
  'cdn.https': {
    read: { method: 'GET', path: '/api/v1/cdn/ng/domains/1/https/ssl' },
    write: '/api/v1/cdn/ng/domains/1/https/hsts',
  },
  'cdn.cache': {
    read: { method: 'GET', path: '/api/v1/cdn/ng/domains/1/cache' },
    write: '/api/v1/cdn/ng/domains/1/cache/edge/change-mode',
  },
  'cdn.security': {
    read: { method: 'GET', path: '/api/v1/cdn/ng/domains/1/rate-limit' },
    write: '/api/v1/cdn/ng/domains/1/rate-limit',
  },
  'cdn.rules': {
    read: { method: 'GET', path: '/api/v1/cdn/ng/domains/1/paths' },
    write: '/api/v1/cdn/ng/domains/1/paths',
  },
  'cdn.reports': {
    read: {
      method: 'POST',
      path: '/api/v1/cdn/ng/domains/1/reports',
      form: { type: 'traffic', period: '24h' },
    },
  },
  'cloud.servers': { read: { method: 'GET', path: '/api/v1/cloud/servers' }, write: '/api/v1/cloud/servers' },
  'cloud.volumes': { read: { method: 'GET', path: '/api/v1/cloud/volumes' }, write: '/api/v1/cloud/volumes' },
  'cloud.snapshots': {
    read: { method: 'GET', path: '/api/v1/cloud/snapshots' },
    write: '/api/v1/cloud/snapshots',
  },
  'cloud.ssh': { read: { method: 'GET', path: '/api/v1/cloud/ssh' }, write: '/api/v1/cloud/ssh' },
  'cloud.firewall': {
    read: { method: 'GET', path: '/api/v1/cloud/firewall' },
    write: '/api/v1/cloud/firewall',
  },
  'cloud.networks': {
    read: { method: 'GET', path: '/api/v1/cloud/private-networks' },
    write: '/api/v1/cloud/private-networks',
  },
  support: { read: { method: 'GET', path: '/api/v1/support/tickets' }, write: '/api/v1/support/tickets' },
  financial: {
    read: { method: 'GET', path: '/api/v1/financial/transactions' },
    write: '/submit/financial/add-funds',
  },
  // (not the security settings or the tokens: those answer a portal session only, whatever the token)
  account: {
    read: { method: 'GET', path: '/api/v1/auth/profile/notification-preference' },
    write: '/api/v1/auth/verification/phone-number',
  },
};

/** The status and message of a call made with `token` as the bearer. */
export async function callWith(
  request: APIRequestContext,
  token: string,
  call: ProbeCall,
): Promise<{ status: number; message: string }> {
  const headers = { Authorization: `Bearer ${token}`, 'Accept-Language': 'en' };
  const res =
    call.method === 'GET'
      ? await request.get(call.path, { headers })
      : await request.post(call.path, { headers, form: call.form ?? {} });
  return { status: res.status(), message: ((await res.json()) as { message: string }).message };
}

/** The demo account's API token of this name, as the provider stored it (read with a portal session's token). */
export async function storedApiToken(
  request: APIRequestContext,
  name: string,
  session: string,
): Promise<{
  id: number;
  name: string;
  permissions: string[];
  expires_at: number | null;
  created_at: number;
}> {
  const headers = { Authorization: `Bearer ${session}` };
  const list = (await (await request.get('/api/v1/auth/profile/api-keys', { headers })).json()).data as {
    id: number;
    name: string;
  }[];
  const found = list.find((t) => t.name === name);
  expect(found, `the provider stored the token ${name}`).toBeDefined();
  return (await (await request.get(`/api/v1/auth/api-token/${found!.id}`, { headers })).json()).data;
}
