import { DEMO_CDN_PLANS } from '../factories';
import {
  CDN_PLAN_NAMES,
  PLAN_FEATURE_MIN_PLAN,
  downgradeAllowedAt,
  isPlanDowngrade,
  monthEnd,
  planChangeRefusal,
  planChargeToMonthEnd,
  planMonthlyRials,
  planRank,
  planSupports,
  type PlanFeature,
} from './cdnPlans';
import { planMonthlyPrice } from './billing';

const DAY = 86_400;
// 2025-03-15 10:00 UTC
const NOW = 1_742_032_800;
const prices = [
  { service: 'CDN', item: 'free', price_in_second: 0, price_in_hour: 0, price_priority: 'hour' },
  { service: 'CDN', item: 'eco', price_in_second: 5.787, price_in_hour: 20_833, price_priority: 'hour' },
  { service: 'CDN', item: 'pro', price_in_second: 46.296, price_in_hour: 166_666, price_priority: 'second' },
  { service: 'CLOUD', item: 'eco', price_in_second: 1, price_in_hour: 1, price_priority: 'hour' },
];

describe('planSupports', () => {
  it('needs the professional plan for custom nameservers and zone-file import', () => {
    expect(['free', 'eco', 'com'].map((p) => planSupports(p, 'custom_nameservers'))).toEqual([
      false,
      false,
      false,
    ]);
    expect(planSupports('pro', 'custom_nameservers')).toBe(true);
    expect(planSupports({ name: 'com' }, 'zone_import')).toBe(false);
    expect(planSupports({ name: 'pro' }, 'zone_import')).toBe(true);
  });

  it('gives a feature to its plan and every dearer one', () => {
    expect(CDN_PLAN_NAMES.map((p) => planSupports(p, 'dnssec'))).toEqual([false, true, true, true]);
    expect(CDN_PLAN_NAMES.map((p) => planSupports(p, 'log_forwarding'))).toEqual([false, false, true, true]);
  });

  it('gives nothing to an unknown or missing plan', () => {
    expect(planSupports('enterprise', 'dnssec')).toBe(false);
    expect(planSupports(null, 'dnssec')).toBe(false);
    expect(planSupports(undefined, 'api_access')).toBe(false);
  });

  it("agrees with the feature flags of the provider's plans", () => {
    for (const plan of DEMO_CDN_PLANS) {
      for (const feature of Object.keys(PLAN_FEATURE_MIN_PLAN) as PlanFeature[]) {
        const flag = (plan.features as unknown as Record<string, unknown>)[feature];
        if (typeof flag === 'boolean')
          expect([plan.name, feature, planSupports(plan, feature)]).toEqual([plan.name, feature, flag]);
      }
    }
  });
});

describe('plan changes', () => {
  it('orders the tiers free < eco < com < pro', () => {
    expect(CDN_PLAN_NAMES.map(planRank)).toEqual([0, 1, 2, 3]);
    expect(planRank('gold')).toBe(-1);
    expect(isPlanDowngrade('pro', 'eco')).toBe(true);
    expect(isPlanDowngrade('eco', 'pro')).toBe(false);
  });

  it('refuses a downgrade within 15 days of the purchase, and allows it from then on', () => {
    const purchasedAt = NOW - 14 * DAY;
    expect(planChangeRefusal({ from: 'com', to: 'eco', purchasedAt, now: NOW })).toBe('downgradeTooSoon');
    expect(planChangeRefusal({ from: 'com', to: 'free', purchasedAt, now: NOW })).toBe('downgradeTooSoon');
    expect(downgradeAllowedAt(purchasedAt)).toBe(NOW + DAY);
    expect(planChangeRefusal({ from: 'com', to: 'eco', purchasedAt, now: NOW + DAY })).toBeNull();
    expect(planChangeRefusal({ from: 'com', to: 'eco', purchasedAt: NOW - 15 * DAY, now: NOW })).toBeNull();
  });

  it('lets an upgrade through at any time, and refuses the same plan or an unknown one', () => {
    expect(planChangeRefusal({ from: 'eco', to: 'pro', purchasedAt: NOW, now: NOW })).toBeNull();
    expect(planChangeRefusal({ from: 'eco', to: 'eco', purchasedAt: 0, now: NOW })).toBe('samePlan');
    expect(planChangeRefusal({ from: 'eco', to: 'gold', purchasedAt: 0, now: NOW })).toBe('unknownPlan');
  });
});

describe('plan prices', () => {
  it('scales the per-hour or per-second price to a 30-day month', () => {
    expect(planMonthlyRials(prices, 'eco')).toBe(20_833 * 24 * 30);
    expect(planMonthlyRials(prices, 'pro')).toBeCloseTo(46.296 * 86_400 * 30);
    expect(planMonthlyRials(prices, 'free')).toBe(0);
    expect(planMonthlyRials(prices, 'com')).toBeNull();
    // and in tomans, rounded
    expect(planMonthlyPrice(prices, 'eco')).toBe(Math.round((20_833 * 24 * 30) / 10));
  });

  it('charges the rest of the calendar month at once', () => {
    // 15 March 10:00 UTC: 16 days and 14 hours of March's 31 days are left
    expect(monthEnd(NOW)).toBe(Date.UTC(2025, 3, 1) / 1000);
    const left = (Date.UTC(2025, 3, 1) / 1000 - NOW) / (31 * DAY);
    expect(planChargeToMonthEnd(prices, 'eco', NOW)).toEqual({
      rials: Math.round(20_833 * 24 * 30 * left),
      until: Date.UTC(2025, 3, 1) / 1000,
    });
  });

  it('charges the whole month on its first second, nothing for the free plan, and cannot price a plan missing from the list', () => {
    const first = Date.UTC(2025, 3, 1) / 1000;
    expect(planChargeToMonthEnd(prices, 'eco', first)?.rials).toBe(20_833 * 24 * 30);
    expect(planChargeToMonthEnd(prices, 'free', NOW)?.rials).toBe(0);
    expect(planChargeToMonthEnd(prices, 'com', NOW)).toBeNull();
  });

  it('ends a December month at the next year', () => {
    expect(monthEnd(Date.UTC(2025, 11, 31, 23) / 1000)).toBe(Date.UTC(2026, 0, 1) / 1000);
  });
});
