import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupTestServer } from '@portal/shared-ui/testing';
import { queryClient } from '../data/queryClient';
import { BANKS, INVOICE_LIST, ISSUED_INVOICE, PRE_INVOICE, TRANSACTIONS } from './fixtures';

/** The one gateway origin the tests' config.json lists. */
export const TRUSTED_GATEWAY = 'https://bank.test';

export const ok = (data: unknown, message = 'ok') => HttpResponse.json({ success: true, message, data });

export interface Wallet {
  balance: number;
  credit: number;
  debt: number;
}

/** The provider's financial reads, answered from the fixtures; tests add or replace handlers. */
export function financialHandlers(
  wallet: Wallet = { balance: 12_500_000, credit: 2_000_000, debt: 0 },
): RequestHandler[] {
  return [
    http.get('/api/v1/financial/billing/balance', () => ok(wallet)),
    http.get('/api/v1/financial/banks', () => ok(BANKS)),
    http.get('/api/v1/financial/last-invoice', () => ok(PRE_INVOICE)),
    http.get('/api/v1/financial/invoices', () => ok(INVOICE_LIST)),
    http.get('/api/v1/financial/invoices/:id', ({ params }) =>
      Number(params.id) === ISSUED_INVOICE.id
        ? ok(ISSUED_INVOICE)
        : HttpResponse.json({ success: false, message: 'The invoice was not found' }, { status: 404 }),
    ),
    http.get('/api/v1/financial/transactions', () => ok(TRANSACTIONS)),
    // the portal's runtime config: the bank gateways a top-up may send the browser to
    http.get('/config.json', () => HttpResponse.json({ paymentGatewayOrigins: TRUSTED_GATEWAY })),
  ];
}

/** One MSW server per test file with the financial reads; tests add or replace handlers. */
export function setupBillingServer(wallet?: Wallet) {
  return setupTestServer(financialHandlers(wallet), { queryClient });
}
