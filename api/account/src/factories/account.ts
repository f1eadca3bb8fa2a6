import type { Schemas } from '../api/schemas';
import {
  DAY,
  DEMO_ACCOUNT,
  HOUR,
  OTP_ACCOUNT,
  type DemoOptions,
  type Localized,
} from '@portal/shared-sdk/factories';

type ApiToken = Schemas['ApiToken'];
type Session = Schemas['Session'];
type LoginAttempt = Schemas['LoginAttempt'];
type SecuritySettings = Schemas['SecuritySettings'];

/** The names of the permission groups, as the provider's catalogue gives them. */
export const DEMO_PERMISSION_TITLES: Readonly<Record<string, Localized>> = {
  'cdn.domains': { en: 'CDN domains and plans', fa: 'دامنه‌ها و طرح‌های CDN' },
  'cdn.dns': { en: 'CDN DNS records', fa: 'رکوردهای DNS' },
  'cdn.https': { en: 'CDN HTTPS and certificates', fa: 'HTTPS و گواهی‌ها' },
  'cdn.cache': { en: 'CDN caching and acceleration', fa: 'کش و شتاب‌دهی CDN' },
  'cdn.security': {
    en: 'CDN WAF, DDoS, firewall and rate limit',
    fa: 'WAF، DDoS، فایروال و محدودیت نرخ CDN',
  },
  'cdn.rules': { en: 'CDN page rules, clusters and logs', fa: 'قوانین صفحه، کلاسترها و لاگ‌های CDN' },
  'cdn.reports': { en: 'CDN reports', fa: 'گزارش‌های CDN' },
  'cloud.servers': { en: 'Cloud servers', fa: 'سرورهای ابری' },
  'cloud.volumes': { en: 'Volumes', fa: 'دیسک‌ها' },
  'cloud.snapshots': { en: 'Snapshots', fa: 'اسنپ‌شات‌ها' },
  'cloud.ssh': { en: 'SSH keys', fa: 'کلیدهای SSH' },
  'cloud.firewall': { en: 'Cloud firewall', fa: 'فایروال ابری' },
  'cloud.networks': { en: 'Networks', fa: 'شبکه‌ها' },
  support: { en: 'Support tickets and plans', fa: 'تیکت‌ها و طرح‌های پشتیبانی' },
  financial: { en: 'Wallet, invoices and payments', fa: 'کیف پول، صورت‌حساب‌ها و پرداخت‌ها' },
  account: { en: 'Account, security and API tokens', fa: 'حساب کاربری، امنیت و توکن‌های API' },
};

/** An API token of the demo data: its secret, its permissions and how old it is. */
export interface DemoApiToken {
  id: number;
  userId: number;
  name: string;
  secret: string;
  permissions: string[];
  ageDays: number;
  lastUsedDaysAgo: number | null;
}

/**
 * The demo tokens: each account's full token (what `/force-set-token` signs in with: every area)
 * and a read-only monitoring token of the demo customer.
 */
export const DEMO_API_TOKENS: readonly DemoApiToken[] = [
  {
    id: 1,
    userId: DEMO_ACCOUNT.id,
    name: 'Demo API token',
    secret: DEMO_ACCOUNT.apiToken,
    permissions: ['cdn', 'cloud', 'support', 'financial', 'account'],
    ageDays: 200,
    lastUsedDaysAgo: 1,
  },
  {
    id: 2,
    userId: OTP_ACCOUNT.id,
    name: 'Debt demo API token',
    secret: OTP_ACCOUNT.apiToken,
    permissions: ['cdn', 'cloud', 'support', 'financial', 'account'],
    ageDays: 100,
    lastUsedDaysAgo: null,
  },
  {
    id: 3,
    userId: DEMO_ACCOUNT.id,
    name: 'Monitoring (read only)',
    secret: 'monitor-0123456789abcdef',
    permissions: ['cdn.domains.read', 'cloud.servers.read', 'cdn.reports.read'],
    ageDays: 45,
    lastUsedDaysAgo: 3,
  },
];

/** The tokens of one account as `GET /auth/profile/api-keys` lists them, newest first. */
export function demoApiTokens({
  now,
  userId = DEMO_ACCOUNT.id,
}: DemoOptions & { userId?: number }): ApiToken[] {
  return DEMO_API_TOKENS.filter((t) => t.userId === userId)
    .map((t) => ({
      id: t.id,
      name: t.name,
      permissions: t.permissions,
      // what maskToken (rules) shows: the first and last four characters
      token_hint: `${t.secret.slice(0, 4)}…${t.secret.slice(-4)}`,
      created_at: now - t.ageDays * DAY,
      last_used_at: t.lastUsedDaysAgo === null ? null : now - t.lastUsedDaysAgo * DAY,
      // the demo tokens predate expiry: they never expire (the sign-in links of the README use them)
      expires_at: null,
    }))
    .sort((a, b) => b.created_at - a.created_at);
}

/**
 * The demo customer's other signed-in devices (their secrets are unknown: they only end); `device`
 * is what deviceFromUserAgent (rules) reads in the User-Agent.
 */
export const DEMO_OTHER_SESSIONS = [
  {
    id: 101,
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
    device: 'Firefox 133 on Windows',
    ip: '198.51.100.23',
    ageHours: 50,
    idleHours: 3,
  },
  {
    id: 102,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    device: 'Safari 18 on iOS',
    ip: '2001:db8:85a3::8a2e:370:7334',
    ageHours: 170,
    idleHours: 20,
  },
] as const;

/** The demo customer's other sessions as `GET /auth/tokens` lists them (this one not included). */
export function demoSessions({ now }: DemoOptions): Session[] {
  return DEMO_OTHER_SESSIONS.map((s) => ({
    id: s.id,
    device: s.device,
    user_agent: s.userAgent,
    ip: s.ip,
    created_at: now - s.ageHours * HOUR,
    last_used_at: now - s.idleHours * HOUR,
    current: false,
  }));
}

/** Past login attempts of the demo customer (one refused password among them), newest first. */
export const DEMO_LOGIN_ATTEMPTS = [
  {
    id: 1,
    ip: '198.51.100.23',
    userAgent: DEMO_OTHER_SESSIONS[0].userAgent,
    device: DEMO_OTHER_SESSIONS[0].device,
    result: 'success',
    reason: null,
    hoursAgo: 50,
  },
  {
    id: 2,
    ip: '203.0.113.99',
    userAgent: 'curl/8.5.0',
    device: 'curl 8.5.0',
    result: 'failed',
    reason: 'password',
    hoursAgo: 120,
  },
  {
    id: 3,
    ip: '2001:db8:85a3::8a2e:370:7334',
    userAgent: DEMO_OTHER_SESSIONS[1].userAgent,
    device: DEMO_OTHER_SESSIONS[1].device,
    result: 'success',
    reason: null,
    hoursAgo: 170,
  },
] as const;

export function demoLoginHistory({ now }: DemoOptions): LoginAttempt[] {
  return DEMO_LOGIN_ATTEMPTS.map((a) => ({
    id: a.id,
    ip: a.ip,
    device: a.device,
    result: a.result,
    reason: a.reason,
    created_at: now - a.hoursAgo * HOUR,
  }));
}

/** The demo customer's security settings: no second factor, no whitelist, no limits. */
export function demoSecuritySettings(over: Partial<SecuritySettings> = {}): SecuritySettings {
  return {
    otp_enabled: false,
    otp_type: null,
    auth_by_ip: false,
    ip_whitelist: [],
    ip_whitelist_api_tokens: true,
    max_sessions: null,
    max_sessions_per_ip: null,
    current_ip: '203.0.113.7',
    ...over,
  };
}
