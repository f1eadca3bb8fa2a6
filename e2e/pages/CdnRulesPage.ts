import { expect, type Locator, type Page } from '@playwright/test';
import { LocalizedPage, type Locale } from './LocalizedPage';

/** Texts of a domain's security and traffic sections, by locale (from mfe-cdn's messages and the sandbox's). */
export const CDN_RULES_TEXT = {
  en: {
    firewallRules: 'Firewall rules',
    addRule: 'Add a rule',
    path: 'Path or URL',
    action: 'Action',
    ips: 'IP addresses and CIDR ranges',
    countrySearch: 'Search countries',
    germany: 'Germany',
    moveDown: (n: number) => `Move rule ${n} down`,
    deleteRule: (n: number) => `Delete rule ${n}`,
    delete: 'Delete',
    ruleSaved: 'The firewall rule has been saved',
    orderSaved: 'The order of the rules has been saved',
    ruleDeleted: 'The rule has been deleted',
    planUnsupported: 'Unfortunately, your plan does not support this feature',
    addRoute: 'Add route',
    requests: 'Requests',
    routePath: 'Path',
    addCluster: 'Add cluster',
    clusterName: 'Name',
    server: (n: number) => `Server ${n}`,
    address: 'Address',
    weight: 'Weight',
    addServer: 'Add server',
    saveCluster: 'Save cluster',
    duplicate: 'Duplicate address and port',
    invalidWeight: 'Invalid Weight',
    clusterSaved: (name: string) => `The cluster ${name} has been saved`,
    addForwarder: 'Add log forwarder',
    service: 'Service',
    receiver: 'Receiver',
    parameters: 'Parameters',
    saveForwarder: 'Save forwarder',
    parametersEmpty: 'The parameter list cannot be empty',
    parameterHash: 'A parameter may not contain #',
    forwarderSaved: 'The log forwarder has been saved',
    logForwarders: 'Log forwarders',
    captchaTab: 'Captcha page',
    errorTab: 'Error page',
    html: (page: string) => `HTML of the ${page}`,
    savePage: 'Save page',
    captchaMissing: 'The captcha page must contain mc_captcha_box',
    pageSaved: 'The page has been saved',
    preview: (page: string) => `Preview of the ${page}`,
    wafMode: 'WAF mode',
    wafOn: 'On',
    wafOff: 'Off',
    wafDebug: 'Debug',
    wafSaved: 'The WAF settings have been applied',
    debugLeft: 'Debug mode switches off in',
    addWafRule: 'Add custom rule',
    wafRules: 'Custom rules by path',
    wafRulesEmpty: 'No custom rules yet',
    debugRule: '30 minutes (made in debug mode)',
    disabledRules: 'Disabled rules',
    sqliRule: '942100 SQL injection found by libinjection',
    firewallDefault: 'Default action',
    save: 'Save',
    france: 'France',
    allow: 'Allow',
    deny: 'Deny',
    rateLimitRoutes: 'Rate-limit routes',
    period: 'Per',
    pastLimit: 'Past the limit',
    settingsApplied: 'Settings successfully applied',
    pageRules: 'Page rules',
    addPageRule: 'Add page rule',
    priority: 'Priority',
    securityLevel: 'Security level',
    cache: 'Cache',
    cacheTime: 'Cache time (seconds)',
    redirectTo: 'Redirect to',
    redirectCode: 'Redirect code',
    waf: 'WAF',
    alwaysHttps: 'Always HTTPS',
    method: 'Balancing method',
    protocol: 'Protocol',
    monitoringPath: 'Monitoring path',
    port: 'Port',
    assignedPaths: 'Assigned paths',
    delimiter: 'Delimiter',
  },
  fa: {
    firewallRules: 'قوانین فایروال',
    addRule: 'افزودن قانون',
    path: 'مسیر یا آدرس',
    action: 'عملکرد',
    ips: 'آدرس‌های IP و بازه‌های CIDR',
    countrySearch: 'جستجوی کشور',
    germany: 'آلمان',
    moveDown: (n: number) => `انتقال قانون ${n} به پایین`,
    deleteRule: (n: number) => `حذف قانون ${n}`,
    delete: 'حذف',
    ruleSaved: 'قانون فایروال ذخیره شد',
    orderSaved: 'ترتیب قوانین ذخیره شد',
    ruleDeleted: 'قانون حذف شد',
    planUnsupported: 'متأسفانه پلن شما از این قابلیت پشتیبانی نمی‌کند',
    addRoute: 'افزودن مسیر',
    requests: 'تعداد درخواست',
    routePath: 'مسیر',
    addCluster: 'افزودن کلاستر',
    clusterName: 'نام',
    server: (n: number) => `سرور ${n}`,
    address: 'آدرس',
    weight: 'وزن',
    addServer: 'افزودن سرور',
    saveCluster: 'ذخیره کلاستر',
    duplicate: 'آدرس و پورت تکراری است',
    invalidWeight: 'وزن نامعتبر است',
    clusterSaved: (name: string) => `کلاستر ${name} ذخیره شد`,
    addForwarder: 'افزودن ارسال‌کننده لاگ',
    service: 'سرویس',
    receiver: 'گیرنده',
    parameters: 'پارامترها',
    saveForwarder: 'ذخیره ارسال‌کننده',
    parametersEmpty: 'فهرست پارامترها نمی‌تواند خالی باشد',
    parameterHash: 'پارامتر نمی‌تواند # داشته باشد',
    forwarderSaved: 'ارسال‌کننده لاگ ذخیره شد',
    logForwarders: 'ارسال لاگ',
    captchaTab: 'صفحه کپچا',
    errorTab: 'صفحه خطا',
    html: (page: string) => `HTML ${page}`,
    savePage: 'ذخیره صفحه',
    captchaMissing: 'صفحه کپچا باید mc_captcha_box را داشته باشد',
    pageSaved: 'صفحه ذخیره شد',
    preview: (page: string) => `پیش‌نمایش ${page}`,
    wafMode: 'حالت WAF',
    wafOn: 'روشن',
    wafOff: 'خاموش',
    wafDebug: 'اشکال‌زدایی',
    wafSaved: 'تنظیمات WAF اعمال شد',
    debugLeft: 'حالت اشکال‌زدایی تا',
    addWafRule: 'افزودن قانون سفارشی',
    wafRules: 'قوانین سفارشی مسیرها',
    wafRulesEmpty: 'هنوز قانون سفارشی‌ای ندارید',
    debugRule: '30 دقیقه (ساخته‌شده در حالت اشکال‌زدایی)',
    disabledRules: 'قوانین غیرفعال',
    sqliRule: '942100 تزریق SQL شناسایی‌شده با libinjection',
    firewallDefault: 'عملکرد پیش‌فرض',
    save: 'ذخیره',
    france: 'فرانسه',
    allow: 'اجازه',
    deny: 'مسدود',
    rateLimitRoutes: 'مسیرهای محدودیت نرخ',
    period: 'در هر',
    pastLimit: 'پس از محدودیت',
    settingsApplied: 'تنظیمات با موفقیت اعمال شد',
    pageRules: 'قوانین صفحه',
    addPageRule: 'افزودن قانون صفحه',
    priority: 'اولویت',
    securityLevel: 'سطح امنیت',
    cache: 'کش',
    cacheTime: 'زمان کش (ثانیه)',
    redirectTo: 'انتقال به',
    redirectCode: 'کد انتقال',
    waf: 'WAF',
    alwaysHttps: 'همیشه HTTPS',
    method: 'روش توزیع بار',
    protocol: 'پروتکل',
    monitoringPath: 'مسیر پایش',
    port: 'پورت',
    assignedPaths: 'مسیرهای اختصاص‌یافته',
    delimiter: 'جداکننده',
  },
} as const;

/** The seeded demo domains these sections are opened on (the sandbox's seed). */
export const RULE_DOMAINS = {
  shop: { name: 'example-shop.ir', id: 1 },
  blog: { name: 'my-blog.com', id: 2 },
  store: { name: 'pro-store.com', id: 4 },
} as const;

/** A domain's firewall, rate limit, clusters, log forwarding and custom pages (mfe-cdn), as a user sees them. */
export class CdnRulesPage extends LocalizedPage<typeof CDN_RULES_TEXT> {
  constructor(page: Page, locale: Locale = 'en') {
    super(page, locale, CDN_RULES_TEXT);
  }

  async goto(domain: { name: string; id: number }, section: string): Promise<void> {
    await this.page.goto(`/cdn/${domain.name}/${domain.id}/${section}?locale=${this.locale}`);
  }

  form(name: string): Locator {
    return this.page.getByRole('form', { name });
  }

  field(scope: Locator, label: string): Locator {
    return scope.getByLabel(label, { exact: true });
  }

  async toast(text: string): Promise<void> {
    await expect(this.page.getByText(text).first()).toBeVisible();
  }

  firewallRows(): Locator {
    return this.page.getByRole('table', { name: this.t.firewallRules }).locator('tbody tr');
  }

  /** The WAF's mode buttons; the pressed one is the mode in force. */
  wafMode(mode: 'wafOn' | 'wafOff' | 'wafDebug'): Locator {
    return this.page
      .getByRole('group', { name: this.t.wafMode })
      .getByRole('button', { name: this.t[mode], exact: true });
  }

  /** Moves the sandbox clock forward (its time-based rules read it). */
  async advanceClock(seconds: number): Promise<void> {
    const res = await this.page.request.post('/__sandbox/clock', { data: { advance_seconds: seconds } });
    expect(res.ok()).toBe(true);
  }

  /** The rows (table rows or cluster cards) highlighted after a save. */
  highlighted(): Locator {
    return this.page.locator('tbody tr:has([data-just-added]), article[data-just-added]');
  }

  /**
   * A journey's result in both languages, on a desktop and at a phone's 390 px width
   * (`cdn-<name>-<en|fa>[-phone].png`): as it shows now in this page's locale, then the same page
   * opened in the other one; `focus` (the result) is scrolled into view for each picture.
   */
  async resultShots(name: string, focus: (cdn: CdnRulesPage) => Locator): Promise<void> {
    const size = this.page.viewportSize() ?? { width: 1280, height: 720 };
    const shoot = async (cdn: CdnRulesPage) => {
      for (const phone of [false, true]) {
        await this.page.setViewportSize(phone ? { width: 390, height: 844 } : size);
        await focus(cdn)
          .first()
          .evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await this.page.screenshot({
          path: `screenshots/cdn-${name}-${cdn.locale}${phone ? '-phone' : ''}.png`,
        });
      }
    };
    await shoot(this);
    const other = new CdnRulesPage(this.page, this.locale === 'en' ? 'fa' : 'en');
    const url = new URL(this.page.url());
    url.searchParams.set('locale', other.locale);
    await this.page.setViewportSize(size);
    await this.page.goto(url.toString());
    await expect(focus(other).first()).toBeVisible();
    await shoot(other);
    await this.page.setViewportSize(size);
  }

  async screenshot(name: string, phone = false): Promise<void> {
    if (phone) await this.page.setViewportSize({ width: 390, height: 844 });
    await this.page.screenshot({
      path: `screenshots/cdn-${name}-${this.locale}${phone ? '-phone' : ''}.png`,
      fullPage: true,
    });
  }
}
