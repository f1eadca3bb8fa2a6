import type { QueryClient } from '@tanstack/react-query';
import type { ParcelPrefetch } from '@portal/shared-ui';
import { balanceQueryOptions } from './balance/balance-query';
import { banksQueryOptions } from './banks/banks-query';
import { invoicesQueryOptions } from './invoices/invoices-query';
import { lastInvoiceQueryOptions } from './invoices/last-invoice-query';
import { transactionsQueryOptions } from './transactions/transactions-query';

/** What each tab needs besides the wallet summary, by the tab's address (`/financial` opens the top-up). */
const TAB_QUERIES: Record<string, (client: QueryClient, locale: string) => Array<Promise<void>>> = {
  '': (client, locale) => [client.prefetchQuery(banksQueryOptions(locale))],
  'increase-balance': (client, locale) => [client.prefetchQuery(banksQueryOptions(locale))],
  'closed-payments': (client, locale) => [client.prefetchQuery(invoicesQueryOptions(locale))],
  'active-invoice': (client, locale) => [client.prefetchQuery(lastInvoiceQueryOptions(locale))],
  'payment-history': (client, locale) => [client.prefetchQuery(transactionsQueryOptions(locale)), client.prefetchQuery(banksQueryOptions(locale))],
  transactions: (client, locale) => [client.prefetchQuery(transactionsQueryOptions(locale)), client.prefetchQuery(banksQueryOptions(locale))],
};

/**
 * What each financial page needs first, fetched while the user points at a link to it (the
 * shell's warm-up, createParcel's `prefetch`), so the page opens with its data: the wallet summary
 * above every tab, and the tab's own list in the page's locale (the provider localizes them).
 */
export const prefetchFinancialPage: ParcelPrefetch = (location, queryClient, { basePath, locale }) => {
  const tab = location.pathname.slice(basePath.length).replace(/^\/+|\/+$/g, '');
  const queries = TAB_QUERIES[tab];
  if (!queries) return undefined;
  return Promise.all([queryClient.prefetchQuery(balanceQueryOptions()), ...queries(queryClient, locale)]);
};
