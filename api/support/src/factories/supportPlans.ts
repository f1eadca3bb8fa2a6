import type { Schemas } from '../api/schemas';

type SupportPlan = Schemas['SupportPlan'];
type SupportPlansResult = Schemas['SupportPlansResult'];
import {
  DEMO_SUPPORT_PLANS,
  inLang,
  monthStartOf,
  type DemoOptions,
  type FactoryLang,
} from '@portal/shared-sdk/factories';

/** The support packages as the provider answers them: cheapest first, titles in one language. */
export function demoSupportPlanList(lang: FactoryLang = 'en'): SupportPlan[] {
  return DEMO_SUPPORT_PLANS.map((p) => ({ ...p, title: inLang(p.title, lang) })).sort(
    (a, b) => a.price - b.price || a.id - b.id,
  );
}

/** The demo accounts' support plans by user id: the demo customer on standard for three months, the other on basic. */
export const DEMO_SUPPORT_SUBSCRIPTIONS: Readonly<Record<number, { plan_id: number; monthsBack: number }>> = {
  1: { plan_id: 2, monthsBack: 3 },
  2: { plan_id: 1, monthsBack: 1 },
};

/** `GET /financial/support-plans` of a demo account (the demo customer by default). */
export function demoSupportPlans({ now, lang = 'en' }: DemoOptions, userId = 1): SupportPlansResult {
  const sub = DEMO_SUPPORT_SUBSCRIPTIONS[userId] ?? { plan_id: 1, monthsBack: 0 };
  return {
    plans: demoSupportPlanList(lang),
    current: {
      plan_id: sub.plan_id,
      started_at: monthStartOf(now, sub.monthsBack),
      next_plan_id: null,
      next_plan_at: null,
    },
  };
}
