import { bus, type ParcelProps } from '@portal/shared-sdk';
import { setupCdnServer } from '../testing/testServer';
import { domainKeys } from './domains/keys';
import { prefetchCdnPage } from './prefetchCdnPage';
import { queryClient } from './queryClient';

setupCdnServer();

const props = (pathname: string): ParcelProps => ({
  basePath: '/cdn',
  locale: 'en',
  session: {
    token: 't',
    profile: null,
    wallet: { balance: 0, credit: 0, debt: 0 },
    locale: 'en',
    dateLocale: 'en-us',
  },
  bus,
  location: { pathname, search: '', hash: '' },
  navigate: () => undefined,
});
const prefetch = (pathname: string) =>
  prefetchCdnPage(props(pathname).location, queryClient, props(pathname));

describe('prefetchCdnPage', () => {
  it.each(['/cdn', '/cdn/'])('fetches the domain list for %s', async (path) => {
    await prefetch(path);
    expect(queryClient.getQueryData(domainKeys.lists())).toHaveLength(4);
  });

  it("fetches the domain of a domain's page", async () => {
    await prefetch('/cdn/example-shop.ir/1/plans');
    expect(queryClient.getQueryData(domainKeys.detail(1))).toMatchObject({ name: 'example-shop.ir' });
  });

  it('fetches nothing for an address that names no domain', () => {
    expect(prefetch('/cdn/example-shop.ir')).toBeUndefined();
    expect(prefetch('/cdn/example-shop.ir/abc')).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
