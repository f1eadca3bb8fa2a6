/**
 * What the audit log records: an action on a resource, by a session or an API token. Areas record
 * their actions under these names; the log's filters offer them.
 */
export const AUDIT_RESOURCE_KINDS = [
  'profile',
  'security',
  'session',
  'api_token',
  'notification',
  'ticket',
  'support_plan',
  'payment',
  'domain',
  'server',
] as const;
export type AuditResourceKind = (typeof AUDIT_RESOURCE_KINDS)[number];

export const AUDIT_ACTIONS = [
  'profile.update',
  'profile.phone_change',
  'profile.email_change',
  'password.change',
  'otp.enable',
  'otp.disable',
  'ip_whitelist.update',
  'auth_by_ip.update',
  'session_limits.update',
  'session.terminate',
  'api_token.create',
  'api_token.update',
  'api_token.delete',
  'notifications.update',
  'ticket.create',
  'ticket.reply',
  'ticket.close',
  'ticket.open',
  'support_plan.change',
  'payment.create',
  'domain.create',
  'domain.delete',
  'server.create',
  'server.delete',
  'server.power_on',
  'server.power_off',
  'server.reboot',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The periods the log is filtered by, from now back. */
export const AUDIT_PERIODS = ['24h', '7d', '30d', '90d', 'all'] as const;
export type AuditPeriod = (typeof AUDIT_PERIODS)[number];

const PERIOD_SECONDS: Record<Exclude<AuditPeriod, 'all'>, number> = {
  '24h': 86400,
  '7d': 7 * 86400,
  '30d': 30 * 86400,
  '90d': 90 * 86400,
};

/** The first second (unix) a period covers at `nowSec`; null for all time. */
export function auditPeriodStart(period: AuditPeriod, nowSec: number): number | null {
  return period === 'all' ? null : nowSec - PERIOD_SECONDS[period];
}

export function isAuditPeriod(value: unknown): value is AuditPeriod {
  return typeof value === 'string' && (AUDIT_PERIODS as readonly string[]).includes(value);
}

/** The most rows one page of the log or of the login history carries; an export carries at most AUDIT_EXPORT_MAX. */
export const ACCOUNT_LIST_MAX_PAGE_SIZE = 100;
export const AUDIT_EXPORT_MAX = 10000;
