// The product's business constants and limits (docs/product.md#constants-and-limits), and the DNS
// records' TTL list. Units in the names.

export const REQUEST_TIMEOUT_MS = 60000;
export const TOAST_TIMEOUT_MS = 2000;
export const TOAST_REMOVE_ANIMATION_MS = 200;
export const SLIDER_INTERVAL_MS = 6000;
export const COUNTER_ANIMATION_MS = 1000;
export const PAYMENT_MESSAGE_DELAY_MS = 1000;
export const DOMAIN_REDIRECT_DELAY_MS = 3000;

/** A token of this many characters or fewer counts as missing: the user is sent to sign in. */
export const TOKEN_MAX_INVALID_LENGTH = 4;

export const GIFT_CODE_LENGTH = 14;
export const OTP_CODE_LENGTH = 6;
export const CAPTCHA_LENGTH = 5;
/** How long a code sent to a new phone number or e-mail address must age before another is sent (seconds). */
export const VERIFICATION_RESEND_SECONDS = 60;

/** Preset top-up amounts in rials. */
export const TOP_UP_PRESETS_RIALS = [
  1_500_000, 3_000_000, 5_000_000, 10_000_000, 30_000_000, 50_000_000,
] as const;

export interface GiftTier {
  /** Inclusive lower bound, rials. */
  minRials: number;
  /** Upper bound, rials. */
  maxRials: number;
  maxInclusive: boolean;
  percent: number;
}

/** Top-up gift tiers: 15 % from 20M up to under 50M rials; 25 % from 50M to 200M. */
export const GIFT_TIERS: readonly GiftTier[] = [
  { minRials: 20_000_000, maxRials: 50_000_000, maxInclusive: false, percent: 15 },
  { minRials: 50_000_000, maxRials: 200_000_000, maxInclusive: true, percent: 25 },
];

/** The gift percentage an amount earns automatically, 0 when it is outside every tier. */
export function giftPercentFor(amountRials: number): number {
  const tier = GIFT_TIERS.find(
    (t) =>
      amountRials >= t.minRials && (t.maxInclusive ? amountRials <= t.maxRials : amountRials < t.maxRials),
  );
  return tier?.percent ?? 0;
}

export const TICKET_MAX_ATTACHMENTS = 5;
export const TICKET_MESSAGE_MIN_LENGTH = 5;
export const TICKET_ATTACHMENT_EXTENSIONS = [
  'jpg',
  'gif',
  'jpeg',
  'png',
  'bmp',
  'txt',
  'zip',
  'doc',
  'docx',
  'pdf',
] as const;
/** Largest ticket attachment, bytes (the provider's limit; the sandbox enforces it too). */
export const TICKET_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
/** Replies asked for when a ticket detail is opened. */
export const TICKET_DETAIL_REPLY_COUNT = 100;
export const TICKET_PRIORITIES = ['HIGH', 'MEDIUM', 'LOW'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const DEFAULT_TICKET_PRIORITY: TicketPriority = 'MEDIUM';
export const TICKET_DEPARTMENTS = ['cdn', 'cloud', 'stream', 'vod', 'financial', 'other'] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const LOGIN_PASSWORD_MIN_LENGTH = 6;

export const PLAN_MONTH_DAYS = 30;
export const PLAN_DOWNGRADE_BLOCK_DAYS = 15;
export const NS_UPDATE_MAX_HOURS = 24;
export const CDN_OFF_AFTER_NEGATIVE_HOURS = 24;
export const WAF_DEBUG_MINUTES = 30;
export const FREE_TRAFFIC_GB_PER_MONTH = 200;
export const EXCESS_TRAFFIC_TOMANS_PER_GB = 590;

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100, 'all'] as const;
export type PageSizeOption = (typeof PAGE_SIZE_OPTIONS)[number];
export const DEFAULT_PAGE_SIZE = 10;
export const VISIBLE_PAGE_BUTTONS = 4;

export const SCROLL_AREA_HEIGHT_PX = { domains: 250, servers: 250, tickets: 210 } as const;
export const DIALOG_WIDTH_PX = { addBalance: 500, newTicket: 750, addDomain: 900 } as const;
export const DONUT_DEFAULT_COLOR_COUNT = 5;

/** DNS TTL choices, seconds. */
export const TTL_OPTIONS = [
  1, 5, 10, 30, 60, 120, 300, 600, 1200, 1800, 3600, 7200, 10800, 14400, 21600, 43200, 86400, 259200, 604800,
  864000, 1296000, 2592000, 15552000, 31536000,
] as const;

export const LOAD_BALANCING_METHODS = ['round_robin', 'least_connections', 'client_ip_hash'] as const;
export const LOG_DELIMITERS = [',', '-', ';', '_'] as const;

export const SERVER_STATUSES = [
  'BUILD',
  'REBUILD',
  'RELOAD',
  'RESCUING',
  'RESTARTING',
  'ON',
  'OFF',
  'SUSPENDED',
  'FRONT_TURNING_ON',
  'FRONT_TURNING_OFF',
] as const;
export type ServerStatus = (typeof SERVER_STATUSES)[number];
export const SERVER_TIERS = ['economic', 'commercial', 'professional', 'extreme', 'custom'] as const;

export const DOMAIN_STATUSES = ['active', 'pending', 'suspend', 'admin-suspend'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

// In the core with its list (not in @portal/api-cdn): the SDK's first former core names it, and a
// remote built against that core takes it from the shell.
export function isDomainStatus(value: unknown): value is DomainStatus {
  return typeof value === 'string' && (DOMAIN_STATUSES as readonly string[]).includes(value);
}
