// Billing rules (docs/product.md#rules-top-up, #states-top-up, #entity-invoice): top-up amounts,
// gift tiers, coupon validity, pay-debt arithmetic, invoice grouping and the plan price. Pure: the dialog, the invoice views and the
// sandbox all use these, so the portal and its stand-in provider agree.
import { planMonthlyRials } from './cdnPlans';
import type { PriceEntryLike } from './priceEntries';

export { pricePerDay, type PriceEntryLike } from './priceEntries';
import { GIFT_CODE_LENGTH, GIFT_TIERS, giftPercentFor } from './constants';
import { toLatinDigits } from './digits';
import { rialsToTomans } from './price';

// ---- amounts ---------------------------------------------------------------------------------

/** Bounds of a custom top-up amount, rials. */
export const TOP_UP_MIN_RIALS = 10_000;
export const TOP_UP_MAX_RIALS = 1_000_000_000;

/**
 * Reads what the payer typed as an amount: Persian or Arabic digits become Latin, thousands
 * separators and spaces are dropped, anything else makes it unreadable (null). Empty is null too.
 */
export function parseAmountInput(input: string): number | null {
  const cleaned = toLatinDigits(input).replace(/[,\s٬،]/g, '');
  if (!/^\d+$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isSafeInteger(n) ? n : null;
}

/** Keeps only digits (after converting Persian ones): what the amount input lets through. */
export function digitsOnly(input: string): string {
  return toLatinDigits(input).replace(/\D/g, '');
}

export type AmountError = 'enterAmount' | 'enterValidAmount';

/** `enterAmount` when nothing was entered, `enterValidAmount` outside the bounds; null when fine. */
export function validateTopUpAmount(amount: number | null | undefined): AmountError | null {
  if (amount === null || amount === undefined || amount === 0) return 'enterAmount';
  if (!Number.isInteger(amount) || amount < TOP_UP_MIN_RIALS || amount > TOP_UP_MAX_RIALS)
    return 'enterValidAmount';
  return null;
}

// ---- gift tiers --------------------------------------------------------------------------------

/** The fixed gift codes the tiers apply (they live in the provider's database; 14 characters). */
export const GIFT_TIER_CODES: Readonly<Record<number, string>> = {
  15: 'GIFT15PERCENT1',
  25: 'GIFT25PERCENT1',
};

export interface GiftTierMatch {
  percent: number;
  code: string;
}

/** The tier an amount falls in: 20M–<50M → 15 % code, 50M–200M → 25 % code, otherwise null (clear the code). */
export function giftTierFor(amountRials: number | null | undefined): GiftTierMatch | null {
  if (amountRials === null || amountRials === undefined) return null;
  const percent = giftPercentFor(amountRials);
  const code = GIFT_TIER_CODES[percent];
  return percent > 0 && code ? { percent, code } : null;
}

/** True when the code is one of the tier codes (so changing the amount may replace or clear it). */
export function isTierCode(code: string): boolean {
  return Object.values(GIFT_TIER_CODES).includes(code.trim().toUpperCase());
}

/** The bounds of the tier a tier code belongs to, for the sandbox's own check. */
export function tierBoundsForCode(
  code: string,
): { minRials: number; maxRials: number; maxInclusive: boolean } | null {
  const entry = Object.entries(GIFT_TIER_CODES).find(([, c]) => c === code.trim().toUpperCase());
  if (!entry) return null;
  const tier = GIFT_TIERS.find((t) => t.percent === Number(entry[0]));
  return tier ? { minRials: tier.minRials, maxRials: tier.maxRials, maxInclusive: tier.maxInclusive } : null;
}

// ---- coupon validity ---------------------------------------------------------------------------

export type CouponKind = 'gift' | 'discount';

/**
 * The gift/coupon field's validity: focusing resets it; a 14-character code is checked;
 * a shorter one has no validity; the answer makes it valid, invalid or pending (held by an
 * unfinished payment, which the payer may retry or remove).
 */
export type CouponState =
  | { status: 'none'; code: string }
  | { status: 'checking'; code: string }
  | { status: 'valid'; code: string; kind: CouponKind; percent: number; message: string }
  | { status: 'invalid'; code: string; message: string }
  | { status: 'pending'; code: string; message: string };

export type CouponEvent =
  | { type: 'focus' }
  | { type: 'change'; code: string }
  | { type: 'checked'; code: string; ok: true; kind: CouponKind; percent: number; message: string }
  | { type: 'checked'; code: string; ok: false; pending: boolean; message: string }
  | { type: 'failed'; code: string; message: string }
  | { type: 'retry' };

export const INITIAL_COUPON_STATE: CouponState = { status: 'none', code: '' };

/** Upper case, no spaces, Latin digits, at most 14 characters. */
export function normalizeCouponCode(input: string): string {
  return toLatinDigits(input).replace(/\s+/g, '').toUpperCase().slice(0, GIFT_CODE_LENGTH);
}

/** True when the code is long enough to be checked. */
export function isCheckableCode(code: string): boolean {
  return code.length === GIFT_CODE_LENGTH;
}

export function couponReducer(state: CouponState, event: CouponEvent): CouponState {
  switch (event.type) {
    case 'focus':
      return { status: 'none', code: state.code };
    case 'change': {
      const code = normalizeCouponCode(event.code);
      return isCheckableCode(code) ? { status: 'checking', code } : { status: 'none', code };
    }
    case 'retry':
      return isCheckableCode(state.code)
        ? { status: 'checking', code: state.code }
        : { status: 'none', code: state.code };
    case 'checked':
    case 'failed':
      // an answer for a code the payer has since changed is stale
      if (state.status !== 'checking' || event.code !== state.code) return state;
      if (event.type === 'failed') return { status: 'invalid', code: state.code, message: event.message };
      if (event.ok)
        return {
          status: 'valid',
          code: state.code,
          kind: event.kind,
          percent: event.percent,
          message: event.message,
        };
      return { status: event.pending ? 'pending' : 'invalid', code: state.code, message: event.message };
    default:
      return state;
  }
}

/** Shapes a check-coupon answer (`status`, `message`, `data.availability.type`, `data.cc_percent`, `cc_pending.status`) as an event. */
export function couponEventFromAnswer(
  code: string,
  answer: {
    status: boolean;
    message: string;
    data?: { availability?: { type?: string }; cc_percent?: number; cc_pending?: { status?: string } } | null;
  },
): CouponEvent {
  const data = answer.data ?? {};
  const type = data.availability?.type;
  if (answer.status && (type === 'gift' || type === 'discount')) {
    return {
      type: 'checked',
      code,
      ok: true,
      kind: type,
      percent: Number(data.cc_percent ?? 0),
      message: answer.message,
    };
  }
  return {
    type: 'checked',
    code,
    ok: false,
    pending: data.cc_pending?.status === 'PENDING',
    message: answer.message,
  };
}

// ---- the payment -----------------------------------------------------------------------------

export interface TopUpInput {
  amount: number;
  /** The applied code, when valid. */
  coupon?: { kind: CouponKind; percent: number } | null;
  /** Wallet balance, rials; negative means debt. */
  balance: number;
  /** The pay-debt box (offered only when the balance is negative). */
  payDebt: boolean;
}

export interface TopUpFigures {
  /** Discount off the amount (discount codes). */
  discount: number;
  /** Bonus credited on top of the amount (gift codes). */
  gift: number;
  /** What the bank charges: the amount less any discount (sent as `verifyPrice`). */
  charge: number;
  /** The debt the box would settle (0 without debt). */
  debt: number;
  /** The payable figure the dialog counts up to: the charge, lowered by the debt while pay-debt is ticked. */
  payable: number;
  /** What the wallet receives on success: amount + gift. */
  credited: number;
}

function percentOf(amount: number, percent: number): number {
  return Math.round((amount * percent) / 100);
}

/** The debt a balance represents: its negative part, else 0. */
export function debtOf(balance: number): number {
  return balance < 0 ? -balance : 0;
}

/** Whether the dialog offers the pay-debt box (only for a negative balance). */
export function canPayDebt(balance: number): boolean {
  return balance < 0;
}

/**
 * The figures of a top-up: a gift code adds its percent to what is credited; a discount
 * code takes its percent off the charge; ticking pay-debt lowers the payable figure by the debt
 * (never below 0), unticking restores it.
 */
export function topUpFigures({ amount, coupon, balance, payDebt }: TopUpInput): TopUpFigures {
  const safe = Number.isFinite(amount) && amount > 0 ? Math.round(amount) : 0;
  const discount = coupon?.kind === 'discount' ? percentOf(safe, coupon.percent) : 0;
  const gift = coupon?.kind === 'gift' ? percentOf(safe, coupon.percent) : 0;
  const charge = safe - discount;
  const debt = debtOf(balance);
  const payable = payDebt && canPayDebt(balance) ? Math.max(0, charge - debt) : charge;
  return { discount, gift, charge, debt, payable, credited: safe + gift };
}

// ---- invoices --------------------------------------------------------------------------------

export const INVOICE_GROUP_NAMES = [
  'servers',
  'cdn',
  'supportplan',
  'free_volumes',
  'additional_items',
] as const;
export type InvoiceGroupKey = (typeof INVOICE_GROUP_NAMES)[number];

export interface InvoiceChangeLike {
  price: number;
  started_at: number;
  finished_at?: number | null;
  until_at?: number | null;
  value?: number | string | null;
}
export interface InvoiceResourceLike {
  price: number;
  changes?: InvoiceChangeLike[];
}
export interface InvoiceLineLike {
  name?: string | null;
  plan_label?: string | null;
  price: number;
  started_at?: number | null;
  finished_at?: number | null;
  changes?: InvoiceChangeLike[];
  resources?: {
    cpu?: InvoiceResourceLike;
    ip?: InvoiceResourceLike;
    ram?: InvoiceResourceLike;
    traffic?: InvoiceResourceLike;
    storages?: Record<string, InvoiceResourceLike>;
    domain?: InvoiceResourceLike;
    additional_usages?: {
      request_price?: number;
      request_value?: number;
      service_log_price?: number;
      service_log_value?: number;
      traffic_price?: number;
      traffic_value?: number;
      total_additional_price?: number;
    };
  };
}
export interface InvoiceGroupLike {
  amount: number;
  items: InvoiceLineLike[];
}
export interface InvoiceLike {
  _cdn_price: number;
  _servers_price: number;
  _supportplan_price: number;
  groups?: Partial<Record<InvoiceGroupKey, InvoiceGroupLike>>;
}

export interface InvoiceGroupView<L extends InvoiceLineLike = InvoiceLineLike> {
  key: InvoiceGroupKey;
  amount: number;
  items: L[];
}

/** The invoice's groups in display order (servers, cdn, supportplan, free volumes, additional items), empty ones left out. */
export function invoiceGroups<L extends InvoiceLineLike>(invoice: {
  groups?: Partial<Record<InvoiceGroupKey, { amount: number; items: L[] }>>;
}): InvoiceGroupView<L>[] {
  const out: InvoiceGroupView<L>[] = [];
  for (const key of INVOICE_GROUP_NAMES) {
    const group = invoice.groups?.[key];
    if (group && group.items.length > 0) out.push({ key, amount: group.amount, items: group.items });
  }
  return out;
}

/** The line's title: its name, else its plan label. */
export function invoiceLineTitle(line: InvoiceLineLike): string {
  return line.name?.trim() || line.plan_label?.trim() || '';
}

export type InvoiceResourceKey = 'cpu' | 'ip' | 'ram' | 'traffic' | 'storage' | 'domain';

export interface InvoiceResourceView {
  key: InvoiceResourceKey;
  /** The storage's own name (e.g. ssd) for `storage` rows. */
  name?: string;
  price: number;
  changes: InvoiceChangeLike[];
}

/** A line's resources as rows: cpu, ip, ram, traffic, each storage, then the domain resource. */
export function invoiceLineResources(line: InvoiceLineLike): InvoiceResourceView[] {
  const r = line.resources;
  if (!r) return [];
  const rows: InvoiceResourceView[] = [];
  for (const key of ['cpu', 'ip', 'ram', 'traffic'] as const) {
    const res = r[key];
    if (res) rows.push({ key, price: res.price, changes: res.changes ?? [] });
  }
  for (const [name, res] of Object.entries(r.storages ?? {})) {
    rows.push({ key: 'storage', name, price: res.price, changes: res.changes ?? [] });
  }
  if (r.domain) rows.push({ key: 'domain', price: r.domain.price, changes: r.domain.changes ?? [] });
  return rows;
}

export type AdditionalUsageKey = 'request' | 'service_log' | 'traffic';

/** The additional usages of a CDN line as rows (requests, service logs, traffic) with their value and price. */
export function invoiceAdditionalUsages(
  line: InvoiceLineLike,
): { key: AdditionalUsageKey; value: number; price: number }[] {
  const a = line.resources?.additional_usages;
  if (!a) return [];
  return (['request', 'service_log', 'traffic'] as const).map((key) => ({
    key,
    value: Number(a[`${key}_value`] ?? 0),
    price: Number(a[`${key}_price`] ?? 0),
  }));
}

/** When a change entry ends: `finished_at`, else `until_at`. */
export function changeEnd(change: InvoiceChangeLike): number | null {
  return change.finished_at ?? change.until_at ?? null;
}

export type DonutSegmentKey = 'cdn' | 'cloud' | 'supportPlan';

export interface DonutSegment {
  key: DonutSegmentKey;
  value: number;
  color: string;
}

/** The invoice donut's colours: CDN blue, CLOUD purple, Support Plan green (the first three default chart colours). */
export const INVOICE_DONUT_COLORS: Readonly<Record<DonutSegmentKey, string>> = {
  cdn: '#2f63e0',
  cloud: '#7c3aed',
  supportPlan: '#16a34a',
};

/** The last invoice's donut: CDN, CLOUD (servers), Support Plan; zero-priced (and negative) segments omitted. */
export function invoiceDonutSegments(invoice: InvoiceLike | null | undefined): DonutSegment[] {
  if (!invoice) return [];
  const all: DonutSegment[] = [
    { key: 'cdn', value: invoice._cdn_price, color: INVOICE_DONUT_COLORS.cdn },
    { key: 'cloud', value: invoice._servers_price, color: INVOICE_DONUT_COLORS.cloud },
    { key: 'supportPlan', value: invoice._supportplan_price, color: INVOICE_DONUT_COLORS.supportPlan },
  ];
  return all.filter((s) => Number.isFinite(s.value) && s.value > 0);
}

// ---- plan price --------------------------------------------------------------------------------

/**
 * A CDN plan's monthly price from the user's price list: the entry with service CDN and
 * item = plan name, per second or per hour by its priority, scaled to a 30-day month and divided
 * by 10 (rials → tomans), rounded. Null when the list has no entry for the plan.
 */
export function planMonthlyPrice(prices: readonly PriceEntryLike[], planName: string): number | null {
  const rials = planMonthlyRials(prices, planName);
  return rials === null ? null : rialsToTomans(rials);
}
