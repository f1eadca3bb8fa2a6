import type { QueryClient } from '@tanstack/react-query';
import type { ParcelPrefetch } from '@portal/shared-ui';
import { balanceQueryOptions } from './balance/balance-query';
import { banksQueryOptions } from './banks/banks-query';
import { invoicesQueryOptions } from './invoices/invoices-query';
import { lastInvoiceQueryOptions } from './invoices/last-invoice-query';
import { transactionsQueryOptions } from './transactions/transactions-query';

/** What each tab needs besides the wallet summary, by the tab's address (`/financial` opens the top-up). */
const TAB_QUERIES: Record<string, (client: QueryClient) => Array<Promise<void>>> = {
  '': (client) => [client.prefetchQuery(banksQueryOptions())],
  'increase-balance': (client) => [client.prefetchQuery(banksQueryOptions())],
  'closed-payments': (client) => [client.prefetchQuery(invoicesQueryOptions())],
  'active-invoice': (client) => [client.prefetchQuery(lastInvoiceQueryOptions())],
  'payment-history': (client) => [
    client.prefetchQuery(transactionsQueryOptions()),
    client.prefetchQuery(banksQueryOptions()),
  ],
  transactions: (client) => [
    client.prefetchQuery(transactionsQueryOptions()),
    client.prefetchQuery(banksQueryOptions()),
  ],
};

/**
 * What each financial page needs first, fetched while the user points at a link to it (the
 * shell's warm-up, createParcel's `prefetch`), so the page opens with its data: the wallet summary
 * above every tab, and the tab's own list (the area's query client refetches the localized ones
 * when the locale changes).
 */
export const prefetchFinancialPage: ParcelPrefetch = (location, queryClient, { basePath }) => {
  const tab = location.pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  const queries = TAB_QUERIES[tab];
  if (!queries) return undefined;
  return Promise.all([queryClient.prefetchQuery(balanceQueryOptions()), ...queries(queryClient)]);
};
