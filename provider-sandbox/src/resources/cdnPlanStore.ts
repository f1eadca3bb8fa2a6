import type { Database } from 'better-sqlite3';
import {
  planChargeToMonthEnd,
  planMonthlyRials,
  type PlanCharge,
  type PriceEntryLike,
} from '@portal/shared-sdk/rules';
import type { Lang } from '../http/messages';
import { cdnDomainsMessage } from './cdnDomainsMessages';
import { nextTransactionNumber } from './payments';

export interface PlanRow {
  id: number;
  name: string;
  title_en: string;
  title_fa: string;
  max_traffic_proxy: number;
  ddos_modules: string;
  ddos_challenge_ttl: number;
  max_page_rules: number;
  features: string;
}

/**
 * A CDN plan as the provider answers it; `currentId` marks the plan of the domain asked about,
 * `prices` is the asking user's price list (the plan's `price`, rials a 30-day month).
 */
export function toPlan(p: PlanRow, lang: Lang, currentId: number | null, prices: readonly PriceEntryLike[]) {
  const features = JSON.parse(p.features) as Record<string, number | boolean>;
  return {
    id: p.id,
    name: p.name,
    title: lang === 'fa' ? p.title_fa : p.title_en,
    max_traffic_proxy: p.max_traffic_proxy,
    ddos_modules: JSON.parse(p.ddos_modules) as string[],
    ddos_challenge_ttl: p.ddos_challenge_ttl,
    max_page_rules: p.max_page_rules,
    features,
    current: p.id === currentId,
    // what the provider's SDK reads: the price and the caps
    price: planMonthlyRials(prices, p.name) ?? 0,
    limits: {
      bandwidth: p.max_traffic_proxy,
      requests: features.requests,
      page_rules: p.max_page_rules,
      firewall_rules: features.firewall_rules,
    },
  };
}

/** The plans cheapest first (their ids follow the tiers: free, eco, com, pro). */
export function listPlanRows(db: Database): PlanRow[] {
  return db.prepare<[], PlanRow>('SELECT * FROM plans ORDER BY id').all();
}

export function findPlanRow(db: Database, id: number): PlanRow | undefined {
  return db.prepare<[number], PlanRow>('SELECT * FROM plans WHERE id = ?').get(id);
}

export function priceList(db: Database, userId: number): PriceEntryLike[] {
  return db
    .prepare<[number], PriceEntryLike>(
      'SELECT service, item, price_in_second, price_in_hour, price_priority FROM custom_prices WHERE user_id = ?',
    )
    .all(userId);
}

export interface PlanPurchase {
  userId: number;
  domainId: number;
  domainName: string;
  plan: PlanRow;
  nowSec: number;
}

/**
 * Puts the domain on the plan and charges its price for the rest of the month to the wallet at
 * once (a wallet transaction); the balance may go below zero, which the debt then mirrors. A plan
 * missing from the user's price list costs nothing. One transaction of the database.
 */
export function purchasePlan(
  db: Database,
  { userId, domainId, domainName, plan, nowSec }: PlanPurchase,
): PlanCharge {
  const charge = planChargeToMonthEnd(priceList(db, userId), plan.name, nowSec) ?? {
    rials: 0,
    until: nowSec,
  };
  db.transaction(() => {
    db.prepare(
      'UPDATE domains SET plan_id = ?, plan_started_at = ?, updated_at = ? WHERE id = ? AND user_id = ?',
    ).run(plan.id, nowSec, nowSec, domainId, userId);
    if (charge.rials <= 0) return;
    db.prepare(
      'INSERT INTO wallets (user_id, balance, credit, debt) VALUES (?, 0, 0, 0) ON CONFLICT(user_id) DO NOTHING',
    ).run(userId);
    // the balance carries the debt (negative); debt mirrors whatever is still owed
    db.prepare(
      'UPDATE wallets SET balance = balance - ?, debt = MAX(0, -(balance - ?)) WHERE user_id = ?',
    ).run(charge.rials, charge.rials, userId);
    const text = (lang: Lang) =>
      cdnDomainsMessage(lang, 'planTransaction', {
        plan: lang === 'fa' ? plan.title_fa : plan.title_en,
        domain: domainName,
      });
    db.prepare(
      `INSERT INTO transactions (user_id, number, amount, vat, created_at, description_en, description_fa, result, method, gateway_id)
       VALUES (?, ?, ?, 0, ?, ?, ?, 'success', 'wallet', NULL)`,
    ).run(userId, nextTransactionNumber(db), charge.rials, nowSec, text('en'), text('fa'));
  })();
  return charge;
}
