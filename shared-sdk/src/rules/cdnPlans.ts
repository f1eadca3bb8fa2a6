// CDN plans: what each tier allows, which changes are refused, and what a change costs now.
// Pure: the portal and the provider sandbox both decide with these functions.
import { pricePerDay, type PriceEntryLike } from './priceEntries';
import { PLAN_DOWNGRADE_BLOCK_DAYS, PLAN_MONTH_DAYS } from './constants';

/** The provider's CDN plans, cheapest first: the order decides what is an upgrade and what a downgrade. */
export const CDN_PLAN_NAMES = ['free', 'eco', 'com', 'pro'] as const;
export type CdnPlanName = (typeof CDN_PLAN_NAMES)[number];

/** The plan a new domain starts on, and the one the add-domain wizard chooses by default. */
export const FREE_PLAN_ID = 1;
export const FREE_PLAN_NAME: CdnPlanName = 'free';

/**
 * Features a plan may lack, and the cheapest plan that has each. Custom nameservers and zone-file
 * import need the professional plan; DNSSEC, wildcard records, API access and dedicated support
 * start with the economy plan; log forwarding with the commercial plan; a dedicated IP and
 * nameserver with the professional plan.
 */
export const PLAN_FEATURE_MIN_PLAN = {
  custom_nameservers: 'pro',
  zone_import: 'pro',
  dnssec: 'eco',
  wildcard_records: 'eco',
  api_access: 'eco',
  dedicated_support: 'eco',
  log_forwarding: 'com',
  dedicated_ip: 'pro',
  dedicated_name_server: 'pro',
} as const satisfies Record<string, CdnPlanName>;
export type PlanFeature = keyof typeof PLAN_FEATURE_MIN_PLAN;

const SECONDS_PER_DAY = 86_400;

/** A plan's place among the tiers (0 for free), or -1 for a name the provider does not have. */
export function planRank(name: string): number {
  return (CDN_PLAN_NAMES as readonly string[]).indexOf(name);
}

/** Whether a plan (by name, or an object carrying it) includes a feature; an unknown plan has none. */
export function planSupports(
  plan: { name: string } | string | null | undefined,
  feature: PlanFeature,
): boolean {
  const name = typeof plan === 'string' ? plan : plan?.name;
  const rank = name === undefined ? -1 : planRank(name);
  return rank >= 0 && rank >= planRank(PLAN_FEATURE_MIN_PLAN[feature]);
}

/** Whether going from one plan to another is a downgrade (to a cheaper tier). */
export function isPlanDowngrade(from: string, to: string): boolean {
  return planRank(to) < planRank(from);
}

/** When a downgrade is allowed again after a purchase (unix seconds): 15 days later. */
export function downgradeAllowedAt(purchasedAt: number): number {
  return purchasedAt + PLAN_DOWNGRADE_BLOCK_DAYS * SECONDS_PER_DAY;
}

export type PlanChangeRefusal = 'samePlan' | 'unknownPlan' | 'downgradeTooSoon';

export interface PlanChange {
  /** the domain's plan now */
  from: string;
  /** the plan asked for */
  to: string;
  /** when the domain's current plan was bought, unix seconds */
  purchasedAt: number;
  /** unix seconds */
  now: number;
}

/** Why a plan change is refused, or null: a downgrade within 15 days of the last purchase is refused. */
export function planChangeRefusal({ from, to, purchasedAt, now }: PlanChange): PlanChangeRefusal | null {
  if (planRank(to) < 0) return 'unknownPlan';
  if (to === from) return 'samePlan';
  if (isPlanDowngrade(from, to) && now < downgradeAllowedAt(purchasedAt)) return 'downgradeTooSoon';
  return null;
}

/** The first second of the calendar month after `now` (UTC), unix seconds: where a plan's charge ends. */
export function monthEnd(now: number): number {
  const date = new Date(now * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / 1000;
}

function monthStart(now: number): number {
  const date = new Date(now * 1000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 1000;
}

/** A plan's price for a 30-day month in rials, from the user's price list; null when the list has no entry. */
export function planMonthlyRials(prices: readonly PriceEntryLike[], planName: string): number | null {
  const entry = prices.find((p) => p.service.toUpperCase() === 'CDN' && p.item === planName);
  if (!entry) return null;
  return pricePerDay(entry) * PLAN_MONTH_DAYS;
}

export interface PlanCharge {
  /** charged now, rials, rounded */
  rials: number;
  /** the end of the period paid for (the month's end), unix seconds */
  until: number;
}

/**
 * What changing to a plan charges at once: its monthly price for the part of the calendar month
 * that is left (a change on the 1st pays the whole month). Null when the price list has no entry.
 */
export function planChargeToMonthEnd(
  prices: readonly PriceEntryLike[],
  planName: string,
  now: number,
): PlanCharge | null {
  const monthly = planMonthlyRials(prices, planName);
  if (monthly === null) return null;
  const until = monthEnd(now);
  const left = Math.max(0, until - now) / (until - monthStart(now));
  return { rials: Math.round(monthly * left), until };
}
