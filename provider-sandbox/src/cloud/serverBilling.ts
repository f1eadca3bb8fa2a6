import type { Database } from 'better-sqlite3';
import { serverHourlyPrice, type ServerPriceEntry, type PricedServer } from '@portal/shared-sdk/rules';
import { nextTransactionNumber } from '../resources/payments';
import { cloudServerMessage } from '../resources/cloudServerMessages';
import { logServerAction } from './serverLog';

const HOUR = 3600; // seconds

/** A server's price per hour on the user's own price list, in rials (0 when the list lacks an entry). */
export function hourlyCostFor(db: Database, userId: number, server: PricedServer): number {
  const prices = db
    .prepare<[number], ServerPriceEntry>(
      "SELECT service, item, price_in_second, price_in_hour, price_priority FROM custom_prices WHERE user_id = ? AND service = 'CLOUD'",
    )
    .all(userId);
  return serverHourlyPrice(prices, server) ?? 0;
}

export function walletBalance(db: Database, userId: number): number {
  return (
    db.prepare<[number], { balance: number }>('SELECT balance FROM wallets WHERE user_id = ?').get(userId)
      ?.balance ?? 0
  );
}

/** Takes `amount` rials from the wallet (the balance carries a debt as a negative number) with a wallet transaction. */
export function chargeWallet(
  db: Database,
  userId: number,
  amount: number,
  description: { en: string; fa: string },
  now: number,
): void {
  if (amount <= 0) return;
  db.prepare(
    'INSERT INTO wallets (user_id, balance, credit, debt) VALUES (?, 0, 0, 0) ON CONFLICT(user_id) DO NOTHING',
  ).run(userId);
  db.prepare('UPDATE wallets SET balance = balance - ?, debt = MAX(0, -(balance - ?)) WHERE user_id = ?').run(
    amount,
    amount,
    userId,
  );
  db.prepare(
    `INSERT INTO transactions (user_id, number, amount, vat, created_at, description_en, description_fa, result, method, gateway_id)
     VALUES (?, ?, ?, 0, ?, ?, ?, 'success', 'wallet', NULL)`,
  ).run(userId, nextTransactionNumber(db), amount, now, description.en, description.fa);
}

/** The first hour of a new server, charged when it is created. */
export function chargeFirstHour(
  db: Database,
  userId: number,
  server: { id: number; name: string; hourly_cost: number },
  now: number,
): void {
  const hours = 1;
  chargeWallet(
    db,
    userId,
    server.hourly_cost,
    {
      en: cloudServerMessage('en', 'chargeDescription', { name: server.name, hours }),
      fa: cloudServerMessage('fa', 'chargeDescription', { name: server.name, hours }),
    },
    now,
  );
  logServerAction(
    db,
    server.id,
    'charge',
    'success',
    'logCharge',
    { amount: server.hourly_cost, hours },
    now,
  );
}

interface BilledRow {
  id: number;
  name: string;
  status: string;
  task_state: string | null;
  hourly_cost: number;
  billed_until: number;
  suspended_from: string | null;
}

/**
 * Charges every whole hour each of the user's servers ran since it was last charged (trial servers
 * are free; a suspended one is not charged), then suspends the user's servers while the wallet is
 * in debt and resumes them once it is not. A change under way is never interrupted: such a server
 * is suspended at the next settling. Answers the servers it suspended.
 */
export function settleBilling(db: Database, userId: number, now: number): { suspended: number[] } {
  const suspended: number[] = [];
  const servers = db
    .prepare<[number], BilledRow>(
      'SELECT id, name, status, task_state, hourly_cost, billed_until, suspended_from FROM servers WHERE user_id = ? AND is_test = 0 AND billed_until IS NOT NULL',
    )
    .all(userId);
  for (const s of servers) {
    const hours = Math.floor((now - s.billed_until) / HOUR);
    if (hours < 1) continue;
    db.prepare('UPDATE servers SET billed_until = billed_until + ? WHERE id = ?').run(hours * HOUR, s.id);
    if (s.status === 'SUSPENDED' || s.hourly_cost <= 0) continue;
    const amount = hours * s.hourly_cost;
    chargeWallet(
      db,
      userId,
      amount,
      {
        en: cloudServerMessage('en', 'chargeDescription', { name: s.name, hours }),
        fa: cloudServerMessage('fa', 'chargeDescription', { name: s.name, hours }),
      },
      now,
    );
    logServerAction(db, s.id, 'charge', 'success', 'logCharge', { amount, hours }, now);
  }
  const inDebt = walletBalance(db, userId) < 0;
  for (const s of servers) {
    if (inDebt && (s.status === 'ON' || s.status === 'OFF') && !s.task_state) {
      db.prepare("UPDATE servers SET suspended_from = status, status = 'SUSPENDED' WHERE id = ?").run(s.id);
      logServerAction(db, s.id, 'suspend', 'success', 'logSuspend', {}, now);
      suspended.push(s.id);
    } else if (!inDebt && s.status === 'SUSPENDED' && s.suspended_from) {
      db.prepare('UPDATE servers SET status = suspended_from, suspended_from = NULL WHERE id = ?').run(s.id);
      logServerAction(db, s.id, 'unsuspend', 'success', 'logUnsuspend', {}, now);
    }
  }
  return { suspended };
}
