import type { SupportPlan, SupportPlanSubscription } from '@portal/api-support';

/**
 * What choosing a plan means: a dearer plan is bought now, a cheaper one takes effect
 * next month, and the current plan while a downgrade waits keeps it (cancels the downgrade).
 */
export type PlanAction = 'buy' | 'downgrade' | 'keep' | 'current' | 'scheduled';

export function planAction(
  plan: SupportPlan,
  current: SupportPlanSubscription,
  plans: readonly SupportPlan[],
): PlanAction {
  const active = plans.find((p) => p.id === current.plan_id);
  if (plan.id === current.plan_id) return current.next_plan_id !== null ? 'keep' : 'current';
  if (plan.id === current.next_plan_id) return 'scheduled';
  if (!active) return 'buy';
  return plan.price > active.price || (plan.price === active.price && plan.id > active.id)
    ? 'buy'
    : 'downgrade';
}

/** Response time for display: minutes under 2 hours, else hours. */
export function responseTime(minutes: number): { value: number; unit: 'minute' | 'hour' } {
  return minutes < 120
    ? { value: minutes, unit: 'minute' }
    : { value: Math.round((minutes / 60) * 10) / 10, unit: 'hour' };
}
