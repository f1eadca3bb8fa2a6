import type { SupportPlan, SupportPlanSubscription } from '@portal/api-support';
import { planAction, responseTime } from './planChange';

const plan = (id: number, price: number): SupportPlan => ({
  id,
  name: `p${id}`,
  title: `P${id}`,
  price,
  response_time: 60,
  sla: '99%',
  ticketing: true,
  phone: false,
  messenger: false,
  forum: true,
});
const plans = [plan(1, 0), plan(2, 5_000_000), plan(3, 15_000_000)];
const sub = (plan_id: number, next_plan_id: number | null = null): SupportPlanSubscription => ({
  plan_id,
  started_at: 1,
  next_plan_id,
  next_plan_at: next_plan_id === null ? null : 2,
});

describe('planAction', () => {
  it('buys a dearer plan and downgrades to a cheaper one', () => {
    expect(planAction(plans[2] as SupportPlan, sub(2), plans)).toBe('buy');
    expect(planAction(plans[0] as SupportPlan, sub(2), plans)).toBe('downgrade');
    expect(planAction(plans[1] as SupportPlan, sub(2), plans)).toBe('current');
  });

  it('shows a waiting downgrade and lets the current plan be kept', () => {
    expect(planAction(plans[0] as SupportPlan, sub(2, 1), plans)).toBe('scheduled');
    expect(planAction(plans[1] as SupportPlan, sub(2, 1), plans)).toBe('keep');
  });
});

describe('responseTime', () => {
  it.each([
    [15, { value: 15, unit: 'minute' }],
    [60, { value: 60, unit: 'minute' }],
    [240, { value: 4, unit: 'hour' }],
    [1440, { value: 24, unit: 'hour' }],
  ])('%i minutes → %p', (minutes, expected) => expect(responseTime(minutes)).toEqual(expected));
});
