import { randomBytes } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { Lang } from '../http/messages';
import { financialText } from './financialMessages';

/** A top-up on its way through the stand-in bank (table `payments`, migration 3). */
export interface PaymentRow {
  id: string;
  user_id: number;
  gateway_id: number;
  price: number;
  charge: number;
  gift: number;
  coupon: string | null;
  coupon_type: string | null;
  rebound: string;
  /** What the payer chose on the bank page; null until then. */
  bank_result: 'paid' | 'cancelled' | null;
  status: 'pending' | 'success' | 'failed';
  transaction_id: number | null;
  created_at: number;
  settled_at: number | null;
}

export interface CouponRow {
  code: string;
  type: 'gift' | 'discount';
  percent: number;
  min_amount: number | null;
  max_amount: number | null;
  status: 'ACTIVE' | 'PENDING' | 'USED';
}

export interface GatewayRow {
  id: number;
  name: string;
  display_name_en: string;
  display_name_fa: string;
  icon: string;
  is_active: number;
}

/** Unguessable: the id is all the bank page and the return address carry. */
export function newPaymentId(): string {
  return randomBytes(12).toString('hex');
}

export function findPayment(db: Database, id: string): PaymentRow | undefined {
  return db.prepare<[string], PaymentRow>('SELECT * FROM payments WHERE id = ?').get(id);
}

export function findCoupon(db: Database, code: string): CouponRow | undefined {
  return db
    .prepare<[string], CouponRow>('SELECT * FROM coupons WHERE code = ?')
    .get(code.trim().toUpperCase());
}

export function findGateway(db: Database, id: number): GatewayRow | undefined {
  return db.prepare<[number], GatewayRow>('SELECT * FROM bank_gateways WHERE id = ?').get(id);
}

/** True when the coupon's own amount range (if any) admits the amount. */
export function couponFitsAmount(coupon: CouponRow, amount: number): boolean {
  if (coupon.min_amount !== null && amount < coupon.min_amount) return false;
  if (coupon.max_amount !== null && amount > coupon.max_amount) return false;
  return true;
}

/** Records the payer's choice on the bank page; the first choice wins (a second submit changes nothing). */
export function recordBankChoice(db: Database, id: string, choice: 'paid' | 'cancelled'): void {
  db.prepare(
    "UPDATE payments SET bank_result = ? WHERE id = ? AND bank_result IS NULL AND status = 'pending'",
  ).run(choice, id);
}

/** The next number of the transactions table (`TRX-…`), for every area that records a transaction. */
export function nextTransactionNumber(db: Database): string {
  const row = db.prepare<[], { n: number | null }>('SELECT MAX(id) AS n FROM transactions').get();
  return `TRX-${100200 + (row?.n ?? 0) + 1}`;
}

/**
 * Settles a payment once the browser comes back from the bank: a paid payment credits the wallet
 * with price + gift and records a successful transaction; a cancelled (or abandoned) one records a
 * failed transaction. Idempotent: only the call that moves the row out of `pending` does anything,
 * so coming back twice credits once.
 */
export function settlePayment(db: Database, id: string, nowSec: number): PaymentRow | undefined {
  return db.transaction(() => {
    const payment = findPayment(db, id);
    if (!payment) return undefined;
    if (payment.status !== 'pending') return payment;
    const success = payment.bank_result === 'paid';
    const description = (lang: Lang) =>
      financialText(
        lang,
        payment.coupon_type === 'gift'
          ? 'topUpGiftDescription'
          : payment.coupon_type === 'discount'
            ? 'topUpDiscountDescription'
            : 'topUpDescription',
      );
    const tx = db
      .prepare(
        `INSERT INTO transactions (user_id, number, amount, vat, created_at, description_en, description_fa, result, method, gateway_id)
         VALUES (?, ?, ?, 0, ?, ?, ?, ?, 'gateway', ?)`,
      )
      .run(
        payment.user_id,
        nextTransactionNumber(db),
        payment.charge,
        nowSec,
        description('en'),
        description('fa'),
        success ? 'success' : 'failed',
        payment.gateway_id,
      );
    if (success) {
      const credit = payment.price + payment.gift;
      db.prepare(
        'INSERT INTO wallets (user_id, balance, credit, debt) VALUES (?, 0, 0, 0) ON CONFLICT(user_id) DO NOTHING',
      ).run(payment.user_id);
      // the balance carries the debt (negative); debt mirrors whatever is still owed
      db.prepare(
        'UPDATE wallets SET balance = balance + ?, debt = MAX(0, -(balance + ?)) WHERE user_id = ?',
      ).run(credit, credit, payment.user_id);
    }
    db.prepare('UPDATE payments SET status = ?, transaction_id = ?, settled_at = ? WHERE id = ?').run(
      success ? 'success' : 'failed',
      Number(tx.lastInsertRowid),
      nowSec,
      id,
    );
    return findPayment(db, id);
  })();
}

/** The portal address the browser returns to, with the result flag (`payment=success|failed`, `ref`). */
export function reboundUrl(payment: PaymentRow): string {
  const url = new URL(payment.rebound);
  url.searchParams.set('payment', payment.status === 'success' ? 'success' : 'failed');
  url.searchParams.set('ref', payment.id);
  return url.toString();
}

/**
 * A rebound is an address of the portal itself (one of `origins`): the bank's return redirects the
 * customer there, so any other address would make the gateway an open redirect to a phishing page.
 */
export function isReboundUrl(value: string, origins: readonly string[]): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && origins.includes(url.origin);
  } catch {
    return false;
  }
}
