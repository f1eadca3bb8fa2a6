import { bus, type ParcelProps } from '@portal/shared-sdk';
import { setupSupportServer } from '../testing/testServer';
import { queryClient } from './queryClient';
import { planKeys } from './plans/keys';
import { ticketKeys } from './tickets/keys';
import { prefetchSupportPage } from './prefetchSupportPage';

setupSupportServer();

const props = (pathname: string): ParcelProps => ({
  basePath: '/support',
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
  prefetchSupportPage(props(pathname).location, queryClient, props(pathname));

describe('prefetchSupportPage', () => {
  it.each(['/support', '/support/tickets', '/support/tickets/'])(
    'fetches the ticket lists for %s',
    async (path) => {
      await prefetch(path);
      expect(queryClient.getQueryData(ticketKeys.lists())).toMatchObject({
        opened_list: expect.any(Array),
        closed_list: expect.any(Array),
      });
      expect(queryClient.getQueryData(planKeys.list())).toBeUndefined();
    },
  );

  it('fetches the plans for the plans page', async () => {
    await prefetch('/support/plans');
    expect(queryClient.getQueryData(planKeys.list())).toBeDefined();
  });

  it('fetches nothing for a page it does not know', async () => {
    expect(prefetch('/support/tickets/4')).toBeUndefined();
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
