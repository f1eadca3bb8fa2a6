import type { Database } from 'better-sqlite3';
import { DEMO_VAT_RATE } from '@portal/shared-sdk/factories';
import { PLAN_MONTH_DAYS } from '@portal/shared-sdk/rules';

const DAY_SEC = 86_400;
const GROUPS = ['servers', 'cdn', 'supportplan', 'free_volumes', 'additional_items'] as const;

interface Line {
  name: string;
  plan_label?: string;
  price: number;
  started_at: number;
  finished_at: number;
  changes: { price: number; started_at: number; finished_at: number; value: number }[];
}

interface PreInvoiceBody {
  groups: Record<(typeof GROUPS)[number], { amount: number; items: Line[] }>;
  [total: `_${string}`]: number;
}

/** A plan bought now costs its monthly price for the rest of the month, by the day of a 30-day month. */
export function chargeUntil(monthlyPrice: number, fromSec: number, untilSec: number): number {
  return Math.round((monthlyPrice * (untilSec - fromSec)) / (PLAN_MONTH_DAYS * DAY_SEC));
}

/**
 * An upgraded support plan starts now and is charged on this month's pre-invoice: a line of the
 * support-plan group from now to the month's end (`monthEndSec`), the group's amount and the invoice's totals (VAT
 * included) following. An account without a running pre-invoice has nothing to add it to.
 */
export function chargePlanOnPreInvoice(
  db: Database,
  userId: number,
  plan: { name: string; title_en: string; price: number },
  nowSec: number,
  monthEndSec: number,
): void {
  const row = db
    .prepare<[number], { id: number; body: string }>(
      "SELECT id, body FROM invoices WHERE user_id = ? AND kind = 'pre' ORDER BY started_at DESC LIMIT 1",
    )
    .get(userId);
  if (!row) return;
  const body = JSON.parse(row.body) as PreInvoiceBody;
  const until = monthEndSec;
  const price = chargeUntil(plan.price, nowSec, until);
  const group = body.groups.supportplan;
  group.items.push({
    name: plan.name,
    plan_label: plan.title_en,
    price,
    started_at: nowSec,
    finished_at: until,
    changes: [{ price, started_at: nowSec, finished_at: until, value: 1 }],
  });
  group.amount += price;
  body._supportplan_price = group.amount;
  const final = GROUPS.reduce((sum, g) => sum + body.groups[g].amount, 0);
  body._final_price = final;
  body._final_vat = Math.round(final * DEMO_VAT_RATE);
  body._final_price_included_vat = final + body._final_vat;
  db.prepare('UPDATE invoices SET body = ? WHERE id = ?').run(JSON.stringify(body), row.id);
}
