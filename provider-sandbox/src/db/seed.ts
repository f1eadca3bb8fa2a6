import type { Database } from 'better-sqlite3';
import { hashPassword, hashPasswordAsync } from '../security/passwords';
import { hashToken } from '../security/tokens';
import { seedSupport } from './seedSupport';

/** The demo accounts (README and docs/CONTRACTS.md name them). */
export const DEMO = {
  email: 'demo@example.com',
  mobile: '09120000001',
  password: 'Demo@12345',
  apiToken: 'demo-0123456789abcdef',
} as const;
export const OTP_DEMO = {
  email: 'otp@example.com',
  mobile: '09120000002',
  password: 'Otp@12345',
  totpSecret: 'JBSWY3DPEHPK3PXP',
  /** An API token of this account (in debt), so tests can sign it in with /force-set-token. */
  apiToken: 'otp-0123456789abcdef',
} as const;

const DAY = 86400; // seconds
const VAT_RATE = 0.1;

/**
 * scrypt is deliberately slow (~50 ms a hash); the seed passwords are hashed once per process
 * so that `POST /__sandbox/reset` stays well under 200 ms.
 */
const hashCache = new Map<string, string>();
function seedHash(password: string): string {
  let h = hashCache.get(password);
  if (!h) {
    h = hashPassword(password);
    hashCache.set(password, h);
  }
  return h;
}

/**
 * Hashes the seed passwords in the background (libuv thread pool) when a sandbox starts on an
 * existing file, so that even its first reset finds them ready.
 */
export function warmSeedHashes(): void {
  for (const password of [DEMO.password, OTP_DEMO.password]) {
    if (hashCache.has(password)) continue;
    hashPasswordAsync(password).then(
      (h) => {
        if (!hashCache.has(password)) hashCache.set(password, h);
      },
      () => undefined, // the synchronous path hashes it when needed
    );
  }
}

function monthStart(now: Date, monthsBack = 0): number {
  return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsBack, 1) / 1000;
}

export function isEmpty(db: Database): boolean {
  return (db.prepare('SELECT COUNT(*) AS n FROM users').get() as { n: number }).n === 0;
}

function tables(db: Database): string[] {
  return (
    db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as {
      name: string;
    }[]
  ).map((r) => r.name);
}

/** Empties every table and seeds again, in one transaction. */
export function resetDatabase(db: Database, now: Date): void {
  db.pragma('foreign_keys = OFF');
  try {
    db.transaction(() => {
      for (const t of tables(db)) db.prepare(`DELETE FROM "${t}"`).run();
      seedRows(db, now);
    })();
  } finally {
    db.pragma('foreign_keys = ON');
  }
}

/** Seeds an empty database; leaves a database with data alone (restarts keep user changes). */
export function seedIfEmpty(db: Database, now: Date): boolean {
  if (!isEmpty(db)) return false;
  resetDatabase(db, now);
  return true;
}

type Row = Record<string, unknown>;

function insert(db: Database, table: string, rows: Row[]): void {
  if (rows.length === 0) return;
  const cols = Object.keys(rows[0] as Row);
  const stmt = db.prepare(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((c) => `@${c}`).join(', ')})`);
  for (const r of rows) stmt.run(r);
}

function badge(color: string, letter: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="${color}"/>` +
    `<text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

function seedRows(db: Database, nowDate: Date): void {
  const now = Math.floor(nowDate.getTime() / 1000);

  insert(db, 'users', [
    { id: 1, email: DEMO.email, mobile: DEMO.mobile, password_hash: seedHash(DEMO.password), otp_type: null, otp_secret: null, created_at: now - 400 * DAY },
    { id: 2, email: OTP_DEMO.email, mobile: OTP_DEMO.mobile, password_hash: seedHash(OTP_DEMO.password), otp_type: 'app', otp_secret: OTP_DEMO.totpSecret, created_at: now - 120 * DAY },
  ]);
  insert(db, 'profiles', [
    { id: 1, user_id: 1, name: 'علی', last_name: 'رضایی', national_code: '0012345678', phone: DEMO.mobile, address: 'تهران، خیابان ولیعصر، کوچه بهار، پلاک 12', zip_code: '1416713115', account_type: 'individual', business_name: null, economic_code: null, registration_number: null, national_legal_id: null },
    { id: 2, user_id: 2, name: 'سارا', last_name: 'محمدی', national_code: '0087654321', phone: OTP_DEMO.mobile, address: 'اصفهان، خیابان چهارباغ، پلاک 7', zip_code: '8173914567', account_type: 'legal', business_name: 'شرکت ابر نمونه', economic_code: '411111111111', registration_number: '123456', national_legal_id: '10101010101' },
  ]);
  insert(db, 'tokens', [
    { id: 1, user_id: 1, token_hash: hashToken(DEMO.apiToken), kind: 'api', name: 'Demo API token', permissions: JSON.stringify(['cdn', 'cloud', 'support', 'financial']), device: null, ip: null, created_at: now - 200 * DAY, last_used_at: null, expires_at: null, revoked_at: null },
    // the account in debt (issue 4: pay-debt); an API token skips its second factor, as API tokens do
    { id: 2, user_id: 2, token_hash: hashToken(OTP_DEMO.apiToken), kind: 'api', name: 'Debt demo API token', permissions: JSON.stringify(['financial']), device: null, ip: null, created_at: now - 100 * DAY, last_used_at: null, expires_at: null, revoked_at: null },
  ]);

  insert(db, 'datacenters', [
    { id: 1, name: 'fi-hel1', display_name_en: 'Helsinki, Finland', display_name_fa: 'هلسینکی، فنلاند', country: 'FI', is_active: 1, is_hidden: 0 },
    { id: 2, name: 'ir-thr1', display_name_en: 'Tehran 1', display_name_fa: 'تهران 1', country: 'IR', is_active: 1, is_hidden: 0 },
    { id: 3, name: 'ir-thr2', display_name_en: 'Tehran 2', display_name_fa: 'تهران 2', country: 'IR', is_active: 1, is_hidden: 0 },
    { id: 4, name: 'ir-tbz1', display_name_en: 'Tabriz', display_name_fa: 'تبریز', country: 'IR', is_active: 1, is_hidden: 0 },
    { id: 5, name: 'ir-mhd1', display_name_en: 'Mashhad', display_name_fa: 'مشهد', country: 'IR', is_active: 1, is_hidden: 0 },
    // one inactive data center so the create-server screen shows a disabled choice
    { id: 6, name: 'ir-shz1', display_name_en: 'Shiraz', display_name_fa: 'شیراز', country: 'IR', is_active: 0, is_hidden: 0 },
  ]);
  insert(db, 'os_images', [
    { id: 1, name: 'ubuntu', display_name: 'Ubuntu 24.04', version: '24.04', family: 'linux', min_disk: 10 },
    { id: 2, name: 'ubuntu', display_name: 'Ubuntu 22.04', version: '22.04', family: 'linux', min_disk: 10 },
    { id: 3, name: 'debian', display_name: 'Debian 12', version: '12', family: 'linux', min_disk: 10 },
    { id: 4, name: 'rocky', display_name: 'Rocky Linux 9', version: '9', family: 'linux', min_disk: 15 },
    { id: 5, name: 'almalinux', display_name: 'AlmaLinux 9', version: '9', family: 'linux', min_disk: 15 },
    { id: 6, name: 'windows', display_name: 'Windows Server 2022', version: '2022', family: 'windows', min_disk: 40 },
  ]);

  insert(db, 'wallets', [
    { user_id: 1, balance: 12_500_000, credit: 2_000_000, debt: 0 },
    // the second account owes money, so the pay-debt checkbox has something to show
    { user_id: 2, balance: -350_000, credit: 0, debt: 350_000 },
  ]);
  const prices: Row[] = [];
  for (const userId of [1, 2]) {
    prices.push(
      { user_id: userId, service: 'CDN', item: 'free', price_in_second: 0, price_in_hour: 0, price_priority: 'hour' },
      { user_id: userId, service: 'CDN', item: 'eco', price_in_second: 5.787, price_in_hour: 20_833, price_priority: 'hour' },
      { user_id: userId, service: 'CDN', item: 'com', price_in_second: 17.361, price_in_hour: 62_500, price_priority: 'hour' },
      { user_id: userId, service: 'CDN', item: 'pro', price_in_second: 46.296, price_in_hour: 166_666, price_priority: 'second' },
      { user_id: userId, service: 'CLOUD', item: 'cpu', price_in_second: 0.417, price_in_hour: 1_500, price_priority: 'hour' },
      { user_id: userId, service: 'CLOUD', item: 'ram', price_in_second: 0.278, price_in_hour: 1_000, price_priority: 'hour' },
      { user_id: userId, service: 'CLOUD', item: 'disk', price_in_second: 0.0056, price_in_hour: 20, price_priority: 'hour' },
      { user_id: userId, service: 'CLOUD', item: 'ip', price_in_second: 0.139, price_in_hour: 500, price_priority: 'hour' },
      { user_id: userId, service: 'CLOUD', item: 'traffic', price_in_second: 0, price_in_hour: 5_900, price_priority: 'hour' },
    );
  }
  insert(db, 'custom_prices', prices);
  insert(db, 'bank_gateways', [
    { id: 1, name: 'saman', display_name_en: 'Saman Bank', display_name_fa: 'بانک سامان', icon: badge('#1a56db', 'S'), is_active: 1 },
    { id: 2, name: 'mellat', display_name_en: 'Mellat Bank', display_name_fa: 'بانک ملت', icon: badge('#c53030', 'M'), is_active: 1 },
    { id: 3, name: 'zarinpal', display_name_en: 'Zarinpal', display_name_fa: 'زرین‌پال', icon: badge('#d69e2e', 'Z'), is_active: 1 },
  ]);
  insert(db, 'coupons', [
    // the fixed gift codes the balance tiers apply (SPEC §4/§9); 14 characters each
    { code: 'GIFT15PERCENT1', type: 'gift', percent: 15, min_amount: 20_000_000, max_amount: 49_999_999, status: 'ACTIVE' },
    { code: 'GIFT25PERCENT1', type: 'gift', percent: 25, min_amount: 50_000_000, max_amount: 200_000_000, status: 'ACTIVE' },
    { code: 'DISCOUNT10OFF1', type: 'discount', percent: 10, min_amount: null, max_amount: null, status: 'ACTIVE' },
    { code: 'PENDINGCOUPON1', type: 'discount', percent: 5, min_amount: null, max_amount: null, status: 'PENDING' },
  ]);

  insert(db, 'support_plans', [
    { id: 1, name: 'basic', title_en: 'Basic', title_fa: 'پایه', price: 0, response_time: 1440, sla: '95%', ticketing: 1, phone: 0, messenger: 0, forum: 1 },
    { id: 2, name: 'standard', title_en: 'Standard', title_fa: 'استاندارد', price: 5_000_000, response_time: 240, sla: '99%', ticketing: 1, phone: 0, messenger: 1, forum: 1 },
    { id: 3, name: 'premium', title_en: 'Premium', title_fa: 'ویژه', price: 15_000_000, response_time: 60, sla: '99.9%', ticketing: 1, phone: 1, messenger: 1, forum: 1 },
    { id: 4, name: 'enterprise', title_en: 'Enterprise', title_fa: 'سازمانی', price: 40_000_000, response_time: 15, sla: '99.95%', ticketing: 1, phone: 1, messenger: 1, forum: 1 },
  ]);
  insert(db, 'user_support_plans', [
    { user_id: 1, plan_id: 2, started_at: monthStart(nowDate, 3), next_plan_id: null },
    { user_id: 2, plan_id: 1, started_at: monthStart(nowDate, 1), next_plan_id: null },
  ]);

  const features = (o: Row) => JSON.stringify(o);
  insert(db, 'plans', [
    { id: 1, name: 'free', title_en: 'Free', title_fa: 'رایگان', max_traffic_proxy: 200, ddos_modules: JSON.stringify(['cookie']), ddos_challenge_ttl: 3600, max_page_rules: 3,
      features: features({ traffic: 200, requests: 10_000_000, rules: 3, firewall_rules: 5, ips_per_rule: 5, rate_limit_routes: 1, ddos_challenge_ttl: 3600, dedicated_ip: false, dedicated_name_server: false, cache_space: 1, dnssec: false, wildcard_records: false, log_forwarding: false, api_access: false, dedicated_support: false }) },
    { id: 2, name: 'eco', title_en: 'Economy', title_fa: 'اقتصادی', max_traffic_proxy: 500, ddos_modules: JSON.stringify(['cookie', 'js']), ddos_challenge_ttl: 1800, max_page_rules: 10,
      features: features({ traffic: 500, requests: 50_000_000, rules: 10, firewall_rules: 20, ips_per_rule: 20, rate_limit_routes: 5, ddos_challenge_ttl: 1800, dedicated_ip: false, dedicated_name_server: false, cache_space: 5, dnssec: true, wildcard_records: true, log_forwarding: false, api_access: true, dedicated_support: true }) },
    { id: 3, name: 'com', title_en: 'Commercial', title_fa: 'تجاری', max_traffic_proxy: 1000, ddos_modules: JSON.stringify(['cookie', 'js', 'captcha']), ddos_challenge_ttl: 900, max_page_rules: 25,
      features: features({ traffic: 1000, requests: 150_000_000, rules: 25, firewall_rules: 50, ips_per_rule: 50, rate_limit_routes: 20, ddos_challenge_ttl: 900, dedicated_ip: false, dedicated_name_server: false, cache_space: 20, dnssec: true, wildcard_records: true, log_forwarding: true, api_access: true, dedicated_support: true }) },
    { id: 4, name: 'pro', title_en: 'Professional', title_fa: 'حرفه‌ای', max_traffic_proxy: 3000, ddos_modules: JSON.stringify(['cookie', 'js', 'captcha']), ddos_challenge_ttl: 600, max_page_rules: 100,
      features: features({ traffic: 3000, requests: 500_000_000, rules: 100, firewall_rules: 200, ips_per_rule: 100, rate_limit_routes: 100, ddos_challenge_ttl: 600, dedicated_ip: true, dedicated_name_server: true, cache_space: 100, dnssec: true, wildcard_records: true, log_forwarding: true, api_access: true, dedicated_support: true }) },
  ]);
  const NS1 = 'ns1.portal-cdn.example';
  const NS2 = 'ns2.portal-cdn.example';
  const GB = 1024 ** 3;
  insert(db, 'domains', [
    { id: 1, user_id: 1, name: 'example-shop.ir', status: 'active', plan_id: 2, plan_started_at: now - 40 * DAY, wfsr: 0, suspended_at: null, added_at: now - 90 * DAY, current_ns1: NS1, current_ns2: NS2, new_ns1: NS1, new_ns2: NS2, consumable_traffic: 85 * GB, request_count: 1_250_000 },
    { id: 2, user_id: 1, name: 'my-blog.com', status: 'pending', plan_id: 1, plan_started_at: now - 2 * DAY, wfsr: 0, suspended_at: null, added_at: now - 2 * DAY, current_ns1: 'ns1.oldhost.example', current_ns2: 'ns2.oldhost.example', new_ns1: NS1, new_ns2: NS2, consumable_traffic: 0, request_count: 0 },
    { id: 3, user_id: 1, name: 'old-portfolio.net', status: 'suspend', plan_id: 3, plan_started_at: now - 200 * DAY, wfsr: 1, suspended_at: now - 3 * DAY, added_at: now - 210 * DAY, current_ns1: NS1, current_ns2: NS2, new_ns1: NS1, new_ns2: NS2, consumable_traffic: 12 * GB, request_count: 98_000 },
  ]);

  insert(db, 'servers', [
    { id: 1, user_id: 1, name: 'web-1', display_name: 'web-1', status: 'ON', datacenter_id: 2, os_id: 1, tier: 'commercial', cpu: 2, ram: 4, disk: 80, disk_type: 'ssd', public_ip: 1, autopilot: 1, rescue: 0, used_cpu: 23.5, used_ram: 61.2, used_disk: 38.0, traffic_in: 42 * GB, traffic_out: 118 * GB, password: 'Sandbox#Web1', created_at: now - 75 * DAY },
    { id: 2, user_id: 1, name: 'db-backup', display_name: 'db-backup', status: 'OFF', datacenter_id: 1, os_id: 3, tier: 'economic', cpu: 1, ram: 1, disk: 25, disk_type: 'ssd', public_ip: 1, autopilot: 0, rescue: 0, used_cpu: 0, used_ram: 0, used_disk: 54.0, traffic_in: 3 * GB, traffic_out: 1 * GB, password: 'Sandbox#Db2', created_at: now - 20 * DAY },
  ]);
  insert(db, 'server_interfaces', [
    { id: 1, server_id: 1, kind: 'public', ip_address: '192.0.2.10', mac_address: 'fa:16:3e:00:00:01' },
    { id: 2, server_id: 1, kind: 'private', ip_address: '10.10.0.5', mac_address: 'fa:16:3e:00:00:02' },
    { id: 3, server_id: 2, kind: 'public', ip_address: '198.51.100.24', mac_address: 'fa:16:3e:00:00:03' },
  ]);

  insert(db, 'departments', [
    { id: 1, slug: 'cdn', name_en: 'CDN', name_fa: 'شبکه توزیع محتوا' },
    { id: 2, slug: 'cloud', name_en: 'Cloud', name_fa: 'سرور ابری' },
    { id: 3, slug: 'stream', name_en: 'Live streaming', name_fa: 'پخش زنده' },
    { id: 4, slug: 'vod', name_en: 'Video on demand', name_fa: 'ویدیو درخواستی' },
    { id: 5, slug: 'financial', name_en: 'Financial', name_fa: 'مالی' },
    { id: 6, slug: 'other', name_en: 'Other', name_fa: 'سایر' },
  ]);
  const ticket = (id: number, subject: string, dept: number, res: [string, number] | null, priority: string, status: string, summary: string, ageDays: number) => ({
    id, user_id: 1, subject, department_id: dept, resource_type: res?.[0] ?? null, resource_id: res?.[1] ?? null,
    priority, status, status_summery: summary, created_at: now - ageDays * DAY, updated_at: now - ageDays * DAY + 3600,
  });
  insert(db, 'tickets', [
    ticket(1, 'گواهی SSL برای example-shop.ir فعال نمی‌شود', 1, ['domain', 1], 'HIGH', 'open', 'ANSWERED', 1),
    ticket(2, 'کندی سرور web-1', 2, ['server', 1], 'MEDIUM', 'open', 'PENDING', 2),
    ticket(3, 'سوال درباره پیش‌فاکتور این ماه', 5, null, 'LOW', 'open', 'PENDING', 4),
    ticket(4, 'انتقال رکوردهای DNS دامنه my-blog.com', 1, ['domain', 2], 'MEDIUM', 'closed', 'ANSWERED', 20),
    ticket(5, 'تایید هویت حساب کاربری', 6, null, 'LOW', 'closed', 'ANSWERED', 60),
  ]);
  const reply = (id: number, ticketId: number, author: 'user' | 'staff', message: string, ageHours: number) => ({
    id, ticket_id: ticketId, author, author_name: author === 'user' ? 'علی رضایی' : 'پشتیبانی', message, files: '[]', rate: null,
    created_at: now - ageHours * 3600,
  });
  insert(db, 'ticket_replies', [
    reply(1, 1, 'user', 'سلام، گواهی رایگان SSL برای دامنه صادر نمی‌شود و خطای اعتبارسنجی می‌دهد.', 24),
    reply(2, 1, 'staff', 'سلام، رکورد CAA دامنه مانع صدور است. لطفا آن را حذف کنید و دوباره تلاش کنید.', 20),
    reply(3, 2, 'user', 'از دیروز پاسخ‌گویی سرور web-1 بسیار کند شده است.', 48),
    reply(4, 3, 'user', 'مبلغ ترافیک مازاد در پیش‌فاکتور این ماه چگونه محاسبه شده است؟', 96),
    reply(5, 4, 'user', 'لطفا رکوردهای DNS را از میزبان قبلی منتقل کنید.', 480),
    reply(6, 4, 'staff', 'رکوردها منتقل شدند. لطفا نیم‌سرورها را تغییر دهید.', 470),
    reply(7, 5, 'user', 'مدارک تایید هویت ارسال شد.', 1440),
    reply(8, 5, 'staff', 'حساب شما تایید شد. سپاس از همراهی شما.', 1430),
  ]);

  seedSupport(db, now);
  seedInvoices(db, nowDate);

  const tx = (id: number, number: string, amount: number, ageDays: number, en: string, fa: string, result: string, method: string, gateway: number | null) => ({
    id, user_id: 1, number, amount, vat: method === 'wallet' ? Math.round(amount * VAT_RATE) : 0, created_at: now - ageDays * DAY,
    description_en: en, description_fa: fa, result, method, gateway_id: gateway,
  });
  insert(db, 'transactions', [
    tx(1, 'TRX-100201', 10_000_000, 75, 'Wallet top-up', 'افزایش موجودی', 'success', 'gateway', 1),
    tx(2, 'TRX-100202', 5_000_000, 60, 'Wallet top-up', 'افزایش موجودی', 'failed', 'gateway', 2),
    tx(3, 'TRX-100203', 5_000_000, 59, 'Wallet top-up', 'افزایش موجودی', 'success', 'gateway', 2),
    tx(4, 'TRX-100204', 4_180_000, 45, 'Invoice payment', 'پرداخت صورتحساب', 'success', 'wallet', null),
    tx(5, 'TRX-100205', 30_000_000, 20, 'Wallet top-up with gift code', 'افزایش موجودی با کد هدیه', 'success', 'gateway', 3),
    tx(6, 'TRX-100206', 6_325_000, 14, 'Invoice payment', 'پرداخت صورتحساب', 'success', 'wallet', null),
  ]);
}

/** One current pre-invoice and two issued invoices for the demo user (SPEC §3 shapes). */
function seedInvoices(db: Database, nowDate: Date): void {
  const rows: Row[] = [];
  const make = (id: number, monthsBack: number, kind: 'pre' | 'issued', scale: number) => {
    const started = monthStart(nowDate, monthsBack);
    const finished = monthStart(nowDate, monthsBack - 1) - 1;
    const until = kind === 'pre' ? Math.min(finished, Math.floor(nowDate.getTime() / 1000)) : finished;
    const p = (rials: number) => Math.round(rials * scale);
    const change = (price: number, value: number) => ({ price, started_at: started, finished_at: until, value });

    const web1 = {
      name: 'web-1',
      price: p(3_240_000),
      started_at: started,
      finished_at: until,
      changes: [change(p(3_240_000), 1)],
      resources: {
        cpu: { price: p(1_080_000), changes: [change(p(1_080_000), 2)] },
        ram: { price: p(1_440_000), changes: [change(p(1_440_000), 4)] },
        ip: { price: p(360_000), changes: [change(p(360_000), 1)] },
        traffic: { price: p(240_000), changes: [change(p(240_000), 40)] },
        storages: { ssd: { price: p(120_000), changes: [change(p(120_000), 80)] } },
      },
    };
    const dbBackup = {
      name: 'db-backup',
      price: p(420_000),
      started_at: started,
      finished_at: until,
      changes: [change(p(420_000), 1)],
      resources: {
        cpu: { price: p(180_000), changes: [change(p(180_000), 1)] },
        ram: { price: p(120_000), changes: [change(p(120_000), 1)] },
        ip: { price: p(90_000), changes: [change(p(90_000), 1)] },
        traffic: { price: 0, changes: [change(0, 3)] },
        storages: { ssd: { price: p(30_000), changes: [change(p(30_000), 25)] } },
      },
    };
    const cdnItem = (name: string, plan: string, price: number, additional: number) => ({
      name,
      plan_label: plan,
      price: p(price),
      started_at: started,
      finished_at: until,
      changes: [change(p(price), 1)],
      resources: {
        domain: { price: p(price - additional), changes: [change(p(price - additional), 1)] },
        additional_usages: {
          request_price: p(additional / 4),
          request_value: 1_250_000,
          service_log_price: 0,
          service_log_value: 0,
          traffic_price: p((additional * 3) / 4),
          traffic_value: 85,
          total_additional_price: p(additional),
          started_at: started,
          until,
        },
      },
    });
    const cdnItems = [cdnItem('example-shop.ir', 'eco', 1_650_000, 150_000), cdnItem('old-portfolio.net', 'com', 900_000, 0)];
    const supportItems = [{ name: 'standard', plan_label: 'Standard', price: p(5_000_000), started_at: started, finished_at: until, changes: [change(p(5_000_000), 1)] }];
    // the first 200 GB of CDN traffic is free: shown as a negative line
    const freeItems = [{ name: 'free-traffic', plan_label: '200 GB', price: -p(118_000), started_at: started, finished_at: until, changes: [change(-p(118_000), 200)] }];
    const additionalItems = [{ name: 'dedicated-ip', plan_label: 'Dedicated IP', price: p(250_000), started_at: started, finished_at: until, changes: [change(p(250_000), 1)] }];

    const sum = (items: { price: number }[]) => items.reduce((a, i) => a + i.price, 0);
    const servers = sum([web1, dbBackup]);
    const cdn = sum(cdnItems);
    const support = sum(supportItems);
    const free = sum(freeItems);
    const additional = sum(additionalItems);
    const final = servers + cdn + support + free + additional;
    const vat = Math.round(final * VAT_RATE);
    const body = {
      _servers_price: servers,
      _cdn_price: cdn,
      _supportplan_price: support,
      _free_volumes_price: free,
      _additional_items_price: additional,
      _final_price: final,
      _final_vat: vat,
      _final_price_included_vat: final + vat,
      groups: {
        servers: { amount: servers, items: [web1, dbBackup] },
        cdn: { amount: cdn, items: cdnItems },
        supportplan: { amount: support, items: supportItems },
        free_volumes: { amount: free, items: freeItems },
        additional_items: { amount: additional, items: additionalItems },
      },
      detail: { started_at: started, finished_at: until },
    };
    rows.push({
      id,
      user_id: 1,
      kind,
      number: `INV-${new Date(started * 1000).toISOString().slice(0, 7).replace('-', '')}-${String(id).padStart(4, '0')}`,
      status: kind === 'pre' ? 'unpaid' : 'paid',
      started_at: started,
      finished_at: until,
      issued_at: kind === 'pre' ? null : finished + 1,
      final_price: final + vat,
      body: JSON.stringify(body),
    });
  };
  make(1, 2, 'issued', 1);
  make(2, 1, 'issued', 1.1);
  // the current month so far: scaled down because the month is not over
  make(3, 0, 'pre', Math.max(0.1, nowDate.getUTCDate() / 30));
  insert(db, 'invoices', rows);
}
