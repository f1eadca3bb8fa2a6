import { useContext } from 'react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { bus, type ParcelProps } from '@portal/shared-sdk';
import { WarmUpContext } from './WarmUpContext';
import { createWarmUps } from './warmUps';
import type { ParcelLifecycleProps } from './propsIdentity';

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
  navigate: jest.fn(),
});

const client = new QueryClient();
const renders: string[] = [];

/** A root that shows its tickets when they are in the cache (hidden, a warm-up runs no query). */
function Tickets({ location }: ParcelLifecycleProps) {
  const warmUp = useContext(WarmUpContext);
  const { data } = useQuery({
    queryKey: ['tickets'],
    queryFn: async () => ['from the page'],
    enabled: false,
  });
  if (location.pathname === '/support' && warmUp) warmUp.follow('/support/tickets');
  renders.push(`${location.pathname}: ${data?.join(',') ?? 'skeleton'}`);
  return <p>{data?.join(',') ?? 'skeleton'}</p>;
}

function Root(p: ParcelLifecycleProps) {
  return (
    <QueryClientProvider client={client}>
      <Tickets {...p} />
    </QueryClientProvider>
  );
}

beforeEach(() => {
  client.clear();
  renders.length = 0;
});

describe('warm-ups', () => {
  it("fetch the page's first data, then render it hidden with the data in, for a mount of that address to take", async () => {
    const prefetch = jest.fn(async () =>
      client.prefetchQuery({ queryKey: ['tickets'], queryFn: async () => ['ticket 1', 'ticket 2'] }),
    );
    const warmUps = createWarmUps({
      ParcelRoot: Root,
      pendingMounts: new Map(),
      anyMounted: () => false,
      prefetch,
    });
    await warmUps.warm(props('/support'));
    expect(prefetch).toHaveBeenCalledWith(
      expect.objectContaining({ location: expect.objectContaining({ pathname: '/support' }) }),
    );
    // the index redirect was followed, and the page rendered with its data, not a skeleton
    expect(renders).toEqual(['/support: ticket 1,ticket 2', '/support/tickets: ticket 1,ticket 2']);
    expect(warmUps.redirectOf(props('/support').location)).toBe('/support/tickets');
    const el = document.createElement('div');
    const taken = warmUps.take({ ...props('/support/tickets'), domElement: el });
    expect(taken?.path).toBe('/support/tickets');
    expect(taken?.container).toHaveTextContent('ticket 1,ticket 2');
    warmUps.destroy(taken!);
  });

  it('render as the page would without the data when the fetch fails', async () => {
    const warmUps = createWarmUps({
      ParcelRoot: Root,
      pendingMounts: new Map(),
      anyMounted: () => false,
      prefetch: () => Promise.reject(new Error('offline')),
    });
    await warmUps.warm(props('/support/tickets'));
    expect(renders).toEqual(['/support/tickets: skeleton']);
  });

  it('render nothing when a mount starts while the data is on its way', async () => {
    let answer: () => void = () => undefined;
    const prefetch = () => new Promise<void>((resolve) => (answer = resolve));
    const warmUps = createWarmUps({
      ParcelRoot: Root,
      pendingMounts: new Map(),
      anyMounted: () => false,
      prefetch,
    });
    const warming = warmUps.warm(props('/support/tickets'));
    warmUps.stop();
    await warming;
    answer();
    await new Promise((r) => setTimeout(r, 0));
    expect(renders).toEqual([]);
    expect(
      warmUps.take({ ...props('/support/tickets'), domElement: document.createElement('div') }),
    ).toBeNull();
  });

  it('are not taken by a mount of another address or locale, and not made while the area is on the page', async () => {
    const warmUps = createWarmUps({ ParcelRoot: Root, pendingMounts: new Map(), anyMounted: () => false });
    await warmUps.warm(props('/support/tickets'));
    expect(
      warmUps.take({ ...props('/support/tickets'), locale: 'fa', domElement: document.createElement('div') }),
    ).toBeNull();
    const mounted = createWarmUps({ ParcelRoot: Root, pendingMounts: new Map(), anyMounted: () => true });
    renders.length = 0;
    await mounted.warm(props('/support/tickets'));
    expect(renders).toEqual([]);
  });
});
