import type { Database } from 'better-sqlite3';
import type { Lang } from '../http/messages';
import { chargePlanOnPreInvoice } from './supportPlanInvoice';

interface PlanRow {
  id: number;
  name: string;
  title_en: string;
  title_fa: string;
  price: number;
  response_time: number;
  sla: string;
  ticketing: number;
  phone: number;
  messenger: number;
  forum: number;
}

interface SubscriptionRow {
  plan_id: number;
  started_at: number;
  next_plan_id: number | null;
  next_plan_at: number | null;
}

export function listPlans(db: Database, lang: Lang) {
  return db
    .prepare<[], PlanRow>('SELECT * FROM support_plans ORDER BY price ASC, id ASC')
    .all()
    .map((p) => ({
      id: p.id,
      name: p.name,
      title: lang === 'fa' ? p.title_fa : p.title_en,
      price: p.price,
      response_time: p.response_time,
      sla: p.sla,
      ticketing: p.ticketing === 1,
      phone: p.phone === 1,
      messenger: p.messenger === 1,
      forum: p.forum === 1,
    }));
}

export function findPlan(db: Database, planId: number): PlanRow | undefined {
  return db.prepare<[number], PlanRow>('SELECT * FROM support_plans WHERE id = ?').get(planId);
}

/** First second of the month after `nowSec`, UTC: when a downgrade takes effect. */
export function nextMonthStart(nowSec: number): number {
  const d = new Date(nowSec * 1000);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) / 1000;
}

/**
 * The user's subscription, after applying a downgrade whose month has come. A user without one
 * is on the cheapest plan from now on.
 */
export function currentSubscription(db: Database, userId: number, nowSec: number): SubscriptionRow {
  let row = db
    .prepare<[number], SubscriptionRow>(
      'SELECT plan_id, started_at, next_plan_id, next_plan_at FROM user_support_plans WHERE user_id = ?',
    )
    .get(userId);
  if (!row) {
    const cheapest = db
      .prepare<[], { id: number }>('SELECT id FROM support_plans ORDER BY price ASC, id ASC LIMIT 1')
      .get();
    if (!cheapest) throw new Error('no support plans seeded');
    db.prepare(
      'INSERT INTO user_support_plans (user_id, plan_id, started_at, next_plan_id, next_plan_at) VALUES (?, ?, ?, NULL, NULL)',
    ).run(userId, cheapest.id, nowSec);
    row = { plan_id: cheapest.id, started_at: nowSec, next_plan_id: null, next_plan_at: null };
  }
  if (row.next_plan_id !== null && row.next_plan_at !== null && row.next_plan_at <= nowSec) {
    db.prepare(
      'UPDATE user_support_plans SET plan_id = ?, started_at = ?, next_plan_id = NULL, next_plan_at = NULL WHERE user_id = ?',
    ).run(row.next_plan_id, row.next_plan_at, userId);
    row = { plan_id: row.next_plan_id, started_at: row.next_plan_at, next_plan_id: null, next_plan_at: null };
  }
  return row;
}

export type PlanChange = 'upgrade' | 'downgrade' | 'same';

/**
 * A more expensive plan applies now, charged on this month's pre-invoice until the month's end; a
 * cheaper one takes effect next month (the current month is already paid for). Choosing the
 * current plan cancels a pending downgrade.
 */
export function changePlan(
  db: Database,
  userId: number,
  planId: number,
  nowSec: number,
): { change: PlanChange; effective_at: number; current: SubscriptionRow } {
  const current = currentSubscription(db, userId, nowSec);
  const from = findPlan(db, current.plan_id);
  const to = findPlan(db, planId);
  if (!from || !to) throw new Error('plan rows missing');
  let change: PlanChange;
  let effective = nowSec;
  if (to.id === from.id) {
    change = 'same';
    db.prepare(
      'UPDATE user_support_plans SET next_plan_id = NULL, next_plan_at = NULL WHERE user_id = ?',
    ).run(userId);
  } else if (to.price > from.price || (to.price === from.price && to.id > from.id)) {
    change = 'upgrade';
    db.prepare(
      'UPDATE user_support_plans SET plan_id = ?, started_at = ?, next_plan_id = NULL, next_plan_at = NULL WHERE user_id = ?',
    ).run(to.id, nowSec, userId);
    chargePlanOnPreInvoice(db, userId, to, nowSec, nextMonthStart(nowSec));
  } else {
    change = 'downgrade';
    effective = nextMonthStart(nowSec);
    db.prepare('UPDATE user_support_plans SET next_plan_id = ?, next_plan_at = ? WHERE user_id = ?').run(
      to.id,
      effective,
      userId,
    );
  }
  return { change, effective_at: effective, current: currentSubscription(db, userId, nowSec) };
}
