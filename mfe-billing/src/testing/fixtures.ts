import type { BankGateway, Invoice, InvoiceSummary, Transaction } from '@portal/shared-sdk';

const DAY = 86_400; // seconds
const start = 1_740_787_200; // 2025-03-01 UTC
const until = start + 14 * DAY;
const change = (price: number, value: number) => ({ price, started_at: start, finished_at: until, value });

export const BANKS: BankGateway[] = [
  { id: 1, name: 'saman', display_name: 'Saman Bank', icon: 'data:image/svg+xml;base64,AA==' },
  { id: 2, name: 'mellat', display_name: 'Mellat Bank', icon: 'data:image/svg+xml;base64,AA==' },
  { id: 3, name: 'zarinpal', display_name: 'Zarinpal', icon: 'data:image/svg+xml;base64,AA==' },
];

/** A pre-invoice whose servers cost nothing, so the CLOUD segment must be left out. */
export const PRE_INVOICE: Invoice = {
  id: 3,
  number: 'INV-202503-0003',
  kind: 'pre',
  status: 'unpaid',
  started_at: start,
  finished_at: until,
  issued_at: null,
  _servers_price: 0,
  _cdn_price: 1_650_000,
  _supportplan_price: 5_000_000,
  _free_volumes_price: -118_000,
  _additional_items_price: 250_000,
  _final_price: 6_782_000,
  _final_vat: 678_200,
  _final_price_included_vat: 7_460_200,
  groups: {
    servers: { amount: 0, items: [] },
    cdn: {
      amount: 1_650_000,
      items: [
        {
          name: 'example-shop.ir',
          plan_label: 'eco',
          price: 1_650_000,
          started_at: start,
          finished_at: until,
          changes: [change(1_650_000, 1)],
          resources: {
            domain: { price: 1_500_000, changes: [change(1_500_000, 1)] },
            additional_usages: {
              request_price: 37_500,
              request_value: 1_250_000,
              service_log_price: 0,
              service_log_value: 0,
              traffic_price: 112_500,
              traffic_value: 85,
              total_additional_price: 150_000,
              started_at: start,
              until,
            },
          },
        },
      ],
    },
    supportplan: {
      amount: 5_000_000,
      items: [
        {
          name: 'standard',
          plan_label: 'Standard',
          price: 5_000_000,
          started_at: start,
          finished_at: until,
          changes: [change(5_000_000, 1)],
        },
      ],
    },
    free_volumes: {
      amount: -118_000,
      items: [
        {
          name: 'free-traffic',
          plan_label: '200 GB',
          price: -118_000,
          started_at: start,
          finished_at: until,
          changes: [change(-118_000, 200)],
        },
      ],
    },
    additional_items: {
      amount: 250_000,
      items: [
        {
          name: 'dedicated-ip',
          plan_label: 'Dedicated IP',
          price: 250_000,
          started_at: start,
          finished_at: until,
          changes: [change(250_000, 1)],
        },
      ],
    },
  },
  detail: { started_at: start, finished_at: until },
};

/** An issued invoice with a server line and its resources. */
export const ISSUED_INVOICE: Invoice = {
  ...PRE_INVOICE,
  id: 1,
  number: 'INV-202501-0001',
  kind: 'issued',
  status: 'paid',
  issued_at: until + 1,
  _servers_price: 3_240_000,
  _final_price: 10_022_000,
  _final_vat: 1_002_200,
  _final_price_included_vat: 11_024_200,
  groups: {
    ...PRE_INVOICE.groups,
    servers: {
      amount: 3_240_000,
      items: [
        {
          name: 'web-1',
          price: 3_240_000,
          started_at: start,
          finished_at: until,
          changes: [change(3_240_000, 1)],
          resources: {
            cpu: { price: 1_080_000, changes: [change(1_080_000, 2)] },
            ram: { price: 1_440_000, changes: [change(1_440_000, 4)] },
            ip: { price: 360_000, changes: [change(360_000, 1)] },
            traffic: { price: 240_000, changes: [change(240_000, 40)] },
            storages: { ssd: { price: 120_000, changes: [change(120_000, 80)] } },
          },
        },
      ],
    },
  },
};

const { groups: _g, detail: _d, ...issuedSummary } = ISSUED_INVOICE;
export const INVOICE_LIST: InvoiceSummary[] = [
  issuedSummary,
  { ...issuedSummary, id: 2, number: 'INV-202502-0002' },
];

export const TRANSACTIONS: Transaction[] = Array.from({ length: 12 }, (_, i) => ({
  id: 12 - i,
  number: `TRX-${100212 - i}`,
  amount: 1_000_000 * (i + 1),
  vat: i % 3 === 0 ? 100_000 * (i + 1) : 0,
  date: start - i * DAY,
  description: i % 3 === 0 ? 'Invoice payment' : 'Wallet top-up',
  result: i === 1 ? 'failed' : 'success',
  payment_method: i % 3 === 0 ? 'wallet' : 'gateway',
  gateway: i % 3 === 0 ? null : 'mellat',
}));
