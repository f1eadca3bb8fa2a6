import { giftTierFor, tierBoundsForCode, topUpFigures, validateTopUpAmount } from '@portal/shared-sdk/rules';
import { recordAudit } from '../audit/recordAudit';
import type { AuthedCall, Resource } from '../http/router';
import { HttpError } from '../http/envelope';
import { financialText, type FinancialMessageKey } from './financialMessages';
import {
  couponFitsAmount,
  findCoupon,
  findGateway,
  findPayment,
  isReboundUrl,
  newPaymentId,
  type GatewayRow,
} from './payments';

interface InvoiceRow {
  id: number;
  number: string;
  kind: 'pre' | 'issued';
  status: 'unpaid' | 'paid';
  started_at: number;
  finished_at: number;
  issued_at: number | null;
  body: string;
}

interface TransactionRow {
  id: number;
  number: string;
  amount: number;
  vat: number;
  created_at: number;
  description_en: string;
  description_fa: string;
  result: 'success' | 'failed';
  method: 'gateway' | 'wallet';
  gateway: string | null;
}

interface InvoiceBody {
  groups: unknown;
  detail: unknown;
  [price: `_${string}`]: number;
}

const TOTAL_KEYS = [
  '_cdn_price',
  '_servers_price',
  '_supportplan_price',
  '_free_volumes_price',
  '_additional_items_price',
  '_final_price',
  '_final_vat',
  '_final_price_included_vat',
] as const;

function invoiceSummary(row: InvoiceRow, body: InvoiceBody) {
  const totals = Object.fromEntries(TOTAL_KEYS.map((k) => [k, body[k] ?? 0]));
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    status: row.status,
    started_at: row.started_at,
    finished_at: row.finished_at,
    issued_at: row.issued_at,
    ...totals,
  };
}

function fullInvoice(row: InvoiceRow) {
  const body = JSON.parse(row.body) as InvoiceBody;
  return { ...invoiceSummary(row, body), groups: body.groups, detail: body.detail };
}

/** A failure in the provider's coupon shape (status/message/data), with the envelope's `success` too. */
function couponRefusal(
  call: AuthedCall,
  status: number,
  key: FinancialMessageKey,
  data: unknown = null,
): null {
  call.res
    .status(status)
    .json({ success: false, status: false, message: financialText(call.lang, key), data });
  return null;
}

function fieldError(call: AuthedCall, field: string, key: FinancialMessageKey, status = 422): HttpError {
  const message = financialText(call.lang, key);
  return new HttpError(status, message, { [field]: [message] });
}

function gatewayView(row: GatewayRow, lang: 'fa' | 'en') {
  return {
    id: row.id,
    name: row.name,
    display_name: lang === 'fa' ? row.display_name_fa : row.display_name_en,
    icon: row.icon,
  };
}

export const financialResource: Resource = (routes, ctx) => {
  const { db } = ctx;

  routes.get('/financial/billing/balance', (call) => {
    const row = db
      .prepare<[number], { balance: number; credit: number; debt: number }>(
        'SELECT balance, credit, debt FROM wallets WHERE user_id = ?',
      )
      .get(call.user.id);
    // a user without a wallet row has simply never paid anything
    return { balance: row?.balance ?? 0, credit: row?.credit ?? 0, debt: row?.debt ?? 0 };
  });

  routes.get('/financial/banks', (call) =>
    db
      .prepare<[], GatewayRow>('SELECT * FROM bank_gateways WHERE is_active = 1 ORDER BY id')
      .all()
      .map((g) => gatewayView(g, call.lang)),
  );

  routes.get('/financial/last-invoice', (call) => {
    const row = db
      .prepare<[number], InvoiceRow>(
        "SELECT * FROM invoices WHERE user_id = ? AND kind = 'pre' ORDER BY started_at DESC LIMIT 1",
      )
      .get(call.user.id);
    return row ? fullInvoice(row) : null;
  });

  routes.get('/financial/invoices', (call) =>
    db
      .prepare<[number], InvoiceRow>(
        "SELECT * FROM invoices WHERE user_id = ? AND kind = 'issued' ORDER BY started_at DESC",
      )
      .all(call.user.id)
      .map((row) => invoiceSummary(row, JSON.parse(row.body) as InvoiceBody)),
  );

  routes.get('/financial/invoices/{invoice_id}', (call) => {
    const row = db
      .prepare<[number, number], InvoiceRow>('SELECT * FROM invoices WHERE id = ? AND user_id = ?')
      .get(Number(call.params.invoice_id), call.user.id);
    if (!row) throw new HttpError(404, financialText(call.lang, 'invoiceNotFound'));
    return fullInvoice(row);
  });

  routes.get('/financial/transactions', (call) =>
    db
      .prepare<[number], TransactionRow>(
        `SELECT t.*, g.name AS gateway FROM transactions t LEFT JOIN bank_gateways g ON g.id = t.gateway_id
          WHERE t.user_id = ? ORDER BY t.created_at DESC, t.id DESC`,
      )
      .all(call.user.id)
      .map((t) => ({
        id: t.id,
        number: t.number,
        amount: t.amount,
        vat: t.vat,
        date: t.created_at,
        description: call.lang === 'fa' ? t.description_fa : t.description_en,
        result: t.result,
        payment_method: t.method,
        gateway: t.gateway,
      })),
  );

  routes.get('/financial/price', (call) => {
    // the portal asks by user_id; nobody may read another customer's prices
    if (Number(call.query.user_id) !== call.user.id)
      throw new HttpError(403, financialText(call.lang, 'priceForbidden'));
    return db
      .prepare(
        'SELECT service, item, price_in_second, price_in_hour, price_priority FROM custom_prices WHERE user_id = ? ORDER BY id',
      )
      .all(call.user.id);
  });

  routes.post(
    '/submit/financial/check-coupon',
    (call) => {
      const code = String(call.body.code ?? '')
        .trim()
        .toUpperCase();
      let coupon = findCoupon(db, code);
      if (!coupon || coupon.status === 'USED') return couponRefusal(call, 422, 'couponInvalid');
      if (coupon.status === 'PENDING') {
        if (call.query.remove_pending !== true) {
          return couponRefusal(call, 409, 'couponPending', { code, cc_pending: { status: 'PENDING', code } });
        }
        // the payer confirmed: release the hold of the unfinished payment, then check it as usual
        db.prepare("UPDATE coupons SET status = 'ACTIVE' WHERE code = ?").run(code);
        coupon = { ...coupon, status: 'ACTIVE' };
      }
      const key: FinancialMessageKey = coupon.type === 'gift' ? 'couponGiftApplied' : 'couponDiscountApplied';
      call.res.json({
        success: true,
        status: true,
        message: financialText(call.lang, key, { percent: coupon.percent }),
        data: { code, availability: { type: coupon.type }, cc_percent: coupon.percent },
      });
      return null;
    },
    { prefix: '' },
  );

  routes.post(
    '/submit/financial/add-funds',
    (call) => {
      const price = Number(call.body.price);
      const amountError = validateTopUpAmount(price);
      if (amountError) throw fieldError(call, 'price', amountError);
      const gateway = findGateway(db, Number(call.body.gateway));
      if (!gateway || !gateway.is_active) throw fieldError(call, 'gateway', 'gatewayUnknown');
      const rebound = String(call.body.rebound ?? '');
      if (!isReboundUrl(rebound, ctx.portalOrigins)) throw fieldError(call, 'rebound', 'reboundInvalid');

      const code = String(call.body.coupon ?? '')
        .trim()
        .toUpperCase();
      const coupon = code ? findCoupon(db, code) : undefined;
      if (code) {
        if (!coupon || coupon.status === 'USED') throw fieldError(call, 'coupon', 'couponInvalid');
        if (coupon.status === 'PENDING') throw fieldError(call, 'coupon', 'couponPending', 409);
        const tier = tierBoundsForCode(code);
        const fits = tier ? giftTierFor(price)?.code === code : couponFitsAmount(coupon, price);
        if (!fits) throw fieldError(call, 'coupon', 'couponNotForAmount');
      }
      const wallet = db
        .prepare<[number], { balance: number }>('SELECT balance FROM wallets WHERE user_id = ?')
        .get(call.user.id);
      const figures = topUpFigures({
        amount: price,
        coupon: coupon ? { kind: coupon.type, percent: coupon.percent } : null,
        balance: wallet?.balance ?? 0,
        payDebt: false,
      });
      // the client says what it will charge; a stale dialog must not pay a different sum
      if (Number(call.body.verifyPrice) !== figures.charge)
        throw fieldError(call, 'verifyPrice', 'verifyPriceMismatch');

      const id = newPaymentId();
      db.prepare(
        `INSERT INTO payments (id, user_id, gateway_id, price, charge, gift, coupon, coupon_type, rebound, bank_result, status, transaction_id, created_at, settled_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, 'pending', NULL, ?, NULL)`,
      ).run(
        id,
        call.user.id,
        gateway.id,
        price,
        figures.charge,
        figures.gift,
        coupon?.code ?? null,
        coupon?.type ?? null,
        rebound,
        ctx.nowSec(),
      );
      recordAudit(call, {
        action: 'payment.create',
        resourceKind: 'payment',
        resourceId: id,
        resourceName: String(price),
      });
      call.res.json({
        success: true,
        status: true,
        message: financialText(call.lang, 'paymentCreated'),
        data: { url: `/submit/financial/payments/${id}` },
      });
      return null;
    },
    { prefix: '' },
  );

  routes.get(
    '/submit/financial/payments/{payment_id}',
    (call) => {
      const payment = findPayment(db, call.params.payment_id ?? '');
      if (!payment || payment.user_id !== call.user.id)
        throw new HttpError(404, financialText(call.lang, 'paymentNotFound'));
      if (payment.status !== 'pending') throw new HttpError(409, financialText(call.lang, 'paymentSettled'));
      const redirectUrl = `${ctx.publicOrigin}/gateway/pay/${payment.id}?lang=${call.lang}`;
      call.res.json({
        success: true,
        message: financialText(call.lang, 'paymentReady'),
        data: { redirectUrl },
      });
      return null;
    },
    { prefix: '' },
  );
};
