import { bus, type ParcelProps } from '@portal/shared-sdk';
import { setupBillingServer } from '../testing/testServer';
import { balanceKeys } from './balance/keys';
import { bankKeys } from './banks/keys';
import { invoiceKeys } from './invoices/keys';
import { prefetchFinancialPage } from './prefetchFinancialPage';
import { queryClient } from './queryClient';
import { transactionKeys } from './transactions/keys';

setupBillingServer();

const props = (pathname: string, locale: 'fa' | 'en' = 'en'): ParcelProps => ({
  basePath: '/financial',
  locale,
  session: {
    token: 't',
    profile: null,
    wallet: { balance: 0, credit: 0, debt: 0 },
    locale,
    dateLocale: locale === 'fa' ? 'fa-ir' : 'en-us',
  },
  bus,
  location: { pathname, search: '', hash: '' },
  navigate: () => undefined,
});
const prefetch = (pathname: string, locale?: 'fa' | 'en') =>
  prefetchFinancialPage(props(pathname, locale).location, queryClient, props(pathname, locale));
const cached = () =>
  queryClient
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify(q.queryKey))
    .sort();

describe('prefetchFinancialPage', () => {
  it('fetches the wallet summary and the top-up gateways for the area itself', async () => {
    await prefetch('/financial', 'fa');
    expect(cached()).toEqual([JSON.stringify(balanceKeys.detail()), JSON.stringify(bankKeys.list())].sort());
    expect(queryClient.getQueryData(balanceKeys.detail())).toMatchObject({ balance: 12_500_000 });
  });

  it("fetches a tab's own list", async () => {
    await prefetch('/financial/payment-history');
    expect(queryClient.getQueryData(transactionKeys.list())).toEqual(expect.any(Array));
    await prefetch('/financial/closed-payments/');
    expect(queryClient.getQueryData(invoiceKeys.issued())).toEqual(expect.any(Array));
    await prefetch('/financial/active-invoice');
    expect(queryClient.getQueryData(invoiceKeys.last())).toBeDefined();
  });

  it('fetches nothing for a page it does not know', () => {
    expect(prefetch('/financial/closed-payments/7')).toBeUndefined();
    expect(cached()).toEqual([]);
  });
});
