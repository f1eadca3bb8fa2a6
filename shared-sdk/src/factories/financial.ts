import type { Schemas } from '../api/schemas';

type BankGateway = Schemas['BankGateway'];
type Transaction = Schemas['Transaction'];
type Balance = Schemas['Balance'];
type CustomPrice = Schemas['CustomPrice'];
import { DEMO_BANKS, type DemoBank } from './catalog';
import { DEMO_CLOUD_PRICES } from './cloudPrices';
import { DAY, FACTORY_NOW } from './demoTime';
import { inLang, type DemoOptions, type FactoryLang, type Localized } from './localized';

/** VAT on invoices and wallet payments. */
export const DEMO_VAT_RATE = 0.1;

/** The demo accounts' wallets (rials), by user id: the second account is in debt. */
export const DEMO_WALLETS: Readonly<Record<number, Balance>> = {
  1: { balance: 12_500_000, credit: 2_000_000, debt: 0 },
  2: { balance: -350_000, credit: 0, debt: 350_000 },
};

/**
 * `GET /financial/price?user_id=`: a demo customer's price list (both accounts have the same): the
 * CDN plans (per hour, the professional one per second) and the cloud resources.
 */
export function demoPriceList(): CustomPrice[] {
  return [
    { service: 'CDN', item: 'free', price_in_second: 0, price_in_hour: 0, price_priority: 'hour' },
    { service: 'CDN', item: 'eco', price_in_second: 5.787, price_in_hour: 20_833, price_priority: 'hour' },
    { service: 'CDN', item: 'com', price_in_second: 17.361, price_in_hour: 62_500, price_priority: 'hour' },
    {
      service: 'CDN',
      item: 'pro',
      price_in_second: 46.296,
      price_in_hour: 166_666,
      price_priority: 'second',
    },
    // the cloud entries servers are priced by (cpu, ram, disk by family, ip) and traffic
    ...DEMO_CLOUD_PRICES,
  ];
}

/** A bank's stand-in icon: its letter on a disc of its colour, as an SVG data URL. */
export function bankIcon(bank: Pick<DemoBank, 'color' | 'letter'>): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<circle cx="32" cy="32" r="30" fill="${bank.color}"/>` +
    `<text x="32" y="42" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${bank.letter}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** `GET /financial/banks`: the three gateways a top-up can go through. */
export function demoBanks(lang: FactoryLang = 'en'): BankGateway[] {
  return DEMO_BANKS.map((b) => ({
    id: b.id,
    name: b.name,
    display_name: inLang(b.display_name, lang),
    icon: bankIcon(b),
  }));
}

/** A successful gateway top-up of 1,000,000 rials through mellat; `over` replaces fields. */
export function makeTransaction(id: number, over: Partial<Transaction> = {}): Transaction {
  return {
    id,
    number: `TRX-${100_200 + id}`,
    amount: 1_000_000,
    vat: 0,
    date: FACTORY_NOW - id * DAY,
    description: 'Wallet top-up',
    result: 'success',
    payment_method: 'gateway',
    gateway: 'mellat',
    ...over,
  };
}

interface DemoTransactionSpec {
  id: number;
  amount: number;
  ageDays: number;
  description: Localized;
  result: Transaction['result'];
  /** the gateway's id, or null for a payment from the wallet */
  gateway: number | null;
}

const TOP_UP: Localized = { en: 'Wallet top-up', fa: 'افزایش موجودی' };
const INVOICE_PAYMENT: Localized = { en: 'Invoice payment', fa: 'پرداخت صورتحساب' };

const DEMO_TRANSACTIONS: readonly DemoTransactionSpec[] = [
  { id: 1, amount: 10_000_000, ageDays: 75, description: TOP_UP, result: 'success', gateway: 1 },
  { id: 2, amount: 5_000_000, ageDays: 60, description: TOP_UP, result: 'failed', gateway: 2 },
  { id: 3, amount: 5_000_000, ageDays: 59, description: TOP_UP, result: 'success', gateway: 2 },
  { id: 4, amount: 4_180_000, ageDays: 45, description: INVOICE_PAYMENT, result: 'success', gateway: null },
  {
    id: 5,
    amount: 30_000_000,
    ageDays: 20,
    description: { en: 'Wallet top-up with gift code', fa: 'افزایش موجودی با کد هدیه' },
    result: 'success',
    gateway: 3,
  },
  { id: 6, amount: 6_325_000, ageDays: 14, description: INVOICE_PAYMENT, result: 'success', gateway: null },
];

/** A demo transaction with both descriptions and its gateway's id, as the sandbox stores it. */
export interface DemoTransaction {
  transaction: Transaction;
  description: Localized;
  gatewayId: number | null;
}

/** The demo customer's six transactions in id order: four gateway top-ups (one failed), two wallet payments. */
export function demoTransactionRecords({ now, lang = 'en' }: DemoOptions): DemoTransaction[] {
  return DEMO_TRANSACTIONS.map((t) => ({
    description: t.description,
    gatewayId: t.gateway,
    transaction: makeTransaction(t.id, {
      amount: t.amount,
      // VAT is charged on what the wallet pays, not on a top-up
      vat: t.gateway === null ? Math.round(t.amount * DEMO_VAT_RATE) : 0,
      date: now - t.ageDays * DAY,
      description: inLang(t.description, lang),
      result: t.result,
      payment_method: t.gateway === null ? 'wallet' : 'gateway',
      gateway: DEMO_BANKS.find((b) => b.id === t.gateway)?.name ?? null,
    }),
  }));
}

/** `GET /financial/transactions` of the demo customer: newest first. */
export function demoTransactions(options: DemoOptions): Transaction[] {
  return demoTransactionRecords(options)
    .map((r) => r.transaction)
    .sort((a, b) => b.date - a.date || b.id - a.id);
}
