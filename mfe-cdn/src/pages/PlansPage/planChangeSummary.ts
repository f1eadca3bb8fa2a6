import {
  downgradeAllowedAt,
  planChangeRefusal,
  planChargeToMonthEnd,
  planMonthlyRials,
  type CustomPrice,
} from '@portal/shared-sdk';
import { type CdnPlan, type Domain } from '@portal/api-cdn';

export type PlanChangeSummary =
  /** a downgrade within 15 days of the purchase: refused, possible from `from` (unix seconds) */
  | { kind: 'tooSoon'; from: number }
  /** what confirming costs: `now` rials at once (to `until`), then `monthly` rials a month; null prices are missing from the list */
  | { kind: 'charge'; now: number | null; until: number; monthly: number | null };

/** What the plan-change dialog tells before confirming: the refusal of the rules, or the amount charged now to the month's end. */
export function planChangeSummary(
  domain: Domain,
  plan: CdnPlan,
  prices: readonly CustomPrice[],
  nowSec: number,
): PlanChangeSummary {
  const refusal = planChangeRefusal({
    from: domain.plan.name,
    to: plan.name,
    purchasedAt: domain.plan_started_at,
    now: nowSec,
  });
  if (refusal === 'downgradeTooSoon')
    return { kind: 'tooSoon', from: downgradeAllowedAt(domain.plan_started_at) };
  const charge = planChargeToMonthEnd(prices, plan.name, nowSec);
  return {
    kind: 'charge',
    now: charge?.rials ?? null,
    until: charge?.until ?? nowSec,
    monthly: planMonthlyRials(prices, plan.name),
  };
}
