import { http, HttpResponse, type RequestHandler } from 'msw';
import type { Balance, Invoice } from '@portal/shared-sdk';
import {
  DAY,
  DEMO_WALLETS,
  demoBanks,
  demoInvoiceLines,
  invoiceSummaryOf,
  makeInvoice,
  makeTransaction,
} from '@portal/shared-sdk/factories';
import { apiFailure, apiOk, providerLang, setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';

const month = (year: number, monthIndex: number, days?: number) => {
  const started = Date.UTC(year, monthIndex, 1) / 1000;
  return {
    started_at: started,
    finished_at: days ? started + days * DAY : Date.UTC(year, monthIndex + 1, 1) / 1000 - 1,
  };
};

/** The demo customer's lines of a month (the factories'), with its servers and one paid domain only. */
function linesOf(period: ReturnType<typeof month>, withServers: boolean) {
  const lines = demoInvoiceLines(period);
  return { ...lines, servers: withServers ? lines.servers.slice(0, 1) : [], cdn: lines.cdn.slice(0, 1) };
}

/** This month's pre-invoice so far (two weeks): its servers cost nothing, so the CLOUD segment is left out. */
export const PRE_INVOICE: Invoice = makeInvoice({
  id: 3,
  kind: 'pre',
  period: month(2025, 2, 14),
  lines: linesOf(month(2025, 2, 14), false),
});

/** An issued invoice with a server line and its resources. */
export const ISSUED_INVOICE: Invoice = makeInvoice({
  id: 1,
  kind: 'issued',
  period: month(2025, 0),
  lines: linesOf(month(2025, 0), true),
});

/** The issued invoices, newest first as the provider lists them. */
export const INVOICE_LIST = [
  invoiceSummaryOf(
    makeInvoice({ id: 2, kind: 'issued', period: month(2025, 1), lines: linesOf(month(2025, 1), true) }),
  ),
  invoiceSummaryOf(ISSUED_INVOICE),
];

/** Twelve transactions (one page and a bit), newest first: every third one a wallet payment with VAT. */
export const TRANSACTIONS = Array.from({ length: 12 }, (_, i) => {
  const wallet = i % 3 === 0;
  return makeTransaction(12 - i, {
    amount: 1_000_000 * (i + 1),
    vat: wallet ? 100_000 * (i + 1) : 0,
    date: PRE_INVOICE.started_at - i * DAY,
    description: wallet ? 'Invoice payment' : 'Wallet top-up',
    result: i === 1 ? 'failed' : 'success',
    payment_method: wallet ? 'wallet' : 'gateway',
    gateway: wallet ? null : 'mellat',
  });
});

/** The one gateway origin the tests' config.json lists. */
export const TRUSTED_GATEWAY = 'https://bank.test';

/** The provider's financial reads, answered from the factories; tests add or replace handlers. */
export function financialHandlers(wallet: Balance = DEMO_WALLETS[1] as Balance): RequestHandler[] {
  return [
    http.get('/api/v1/financial/billing/balance', () => apiOk(wallet)),
    http.get('/api/v1/financial/banks', ({ request }) => apiOk(demoBanks(providerLang(request)))),
    http.get('/api/v1/financial/last-invoice', () => apiOk(PRE_INVOICE)),
    http.get('/api/v1/financial/invoices', () => apiOk(INVOICE_LIST)),
    http.get('/api/v1/financial/invoices/:id', ({ params }) =>
      Number(params.id) === ISSUED_INVOICE.id
        ? apiOk(ISSUED_INVOICE)
        : apiFailure(404, 'The invoice was not found'),
    ),
    http.get('/api/v1/financial/transactions', () => apiOk(TRANSACTIONS)),
    // the portal's runtime config: the bank gateways a top-up may send the browser to
    http.get('/config.json', () => HttpResponse.json({ paymentGatewayOrigins: TRUSTED_GATEWAY })),
  ];
}

/** One MSW server per test file with the financial reads; tests add or replace handlers. */
export function setupBillingServer(wallet?: Balance) {
  return setupTestServer(financialHandlers(wallet), { queryClient });
}
