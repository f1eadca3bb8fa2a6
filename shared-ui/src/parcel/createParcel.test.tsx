import { useEffect, useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FormattedMessage } from 'react-intl';
import { Link, Route, Routes, useLocation } from 'react-router-dom';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { bus, type ParcelProps } from '@portal/shared-sdk';
import { AreaRedirect } from '../area/AreaRedirect';
import { createParcel, type ParcelLifecycleProps } from './createParcel';
import { useParcelProps } from './ParcelPropsContext';

const messages = {
  fa: { 'test.hello': 'سلام {name}' },
  en: { 'test.hello': 'Hello {name}' },
};

function Root() {
  const props = useParcelProps<ParcelProps & { who: string }>();
  const location = useLocation();
  return (
    <div>
      <p>
        <FormattedMessage id="test.hello" values={{ name: props.who }} />
      </p>
      <p data-testid="path">{location.pathname}</p>
      <Routes>
        <Route path="/support/tickets" element={<Link to="/support/tickets/7">ticket 7</Link>} />
        <Route path="/support/tickets/:id" element={<p>detail</p>} />
      </Routes>
    </div>
  );
}

function makeProps(
  domElement: HTMLElement,
  overrides: Partial<ParcelLifecycleProps> = {},
): ParcelLifecycleProps {
  return {
    name: 'parcel-test',
    domElement,
    basePath: '/support',
    locale: 'fa',
    session: {
      token: 'demo-0123456789abcdef',
      profile: null,
      wallet: { balance: 0, credit: 0, debt: 0 },
      locale: 'fa',
      dateLocale: 'fa-ir',
    },
    bus,
    location: { pathname: '/support/tickets', search: '', hash: '' },
    navigate: jest.fn(),
    who: 'Ali',
    ...overrides,
  };
}

// single-spa lifecycles resolve after React commits on its own scheduler (a setTimeout in
// single-spa-react), which act() would hold back: drive them as the shell does, outside act.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('createParcel', () => {
  let el: HTMLElement;
  beforeEach(() => {
    el = document.createElement('div');
    document.body.appendChild(el);
  });
  afterEach(() => el.remove());

  it('mounts into the given node in the locale, follows updates and unmounts', async () => {
    const parcel = createParcel(Root, { messages });
    const props = makeProps(el);
    await parcel.bootstrap(props);
    await parcel.mount(props);

    expect(el).toHaveAttribute('dir', 'rtl');
    expect(el).toHaveAttribute('lang', 'fa');
    expect(within(el).getByText('سلام Ali')).toBeInTheDocument();
    expect(within(el).getByTestId('path')).toHaveTextContent('/support/tickets');

    // a link in the parcel moves the shell's history, not its own
    fireEvent.click(within(el).getByRole('link', { name: 'ticket 7' }));
    expect(props.navigate).toHaveBeenCalledWith('/support/tickets/7', { state: undefined });

    await parcel.update({
      ...props,
      locale: 'en',
      location: { pathname: '/support/tickets/7', search: '', hash: '' },
    });
    expect(el).toHaveAttribute('dir', 'ltr');
    expect(el).toHaveAttribute('lang', 'en');
    expect(within(el).getByText('Hello Ali')).toBeInTheDocument();
    expect(within(el).getByText('detail')).toBeInTheDocument();
    expect(el.querySelector('[data-portal-root]')).toHaveAttribute('dir', 'ltr');

    await parcel.unmount(props);
    expect(el).toBeEmptyDOMElement();
  });

  it('has its content on the page as soon as mount() is called, and settles on that first commit', async () => {
    const parcel = createParcel(Root, { messages });
    const props = makeProps(el, { locale: 'en' });
    const mounting = parcel.mount(props);
    // rendered synchronously: no scheduler round or timer between the mount and the content
    expect(within(el).getByText('Hello Ali')).toBeInTheDocument();
    await mounting;
    await parcel.unmount(props);
    expect(el).toBeEmptyDOMElement();
  });

  it('gives every component the current props through useParcelProps', async () => {
    const parcel = createParcel(() => <span>{String(useParcelProps().open)}</span>, { messages });
    const props = makeProps(el, { open: true });
    await parcel.mount(props);
    expect(within(el).getByText('true')).toBeInTheDocument();
    await parcel.update({ ...props, open: false });
    expect(within(el).getByText('false')).toBeInTheDocument();
    await parcel.unmount(props);
  });

  it('rejects mount when the root throws, so the shell can fall back', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('boom');
    }
    const parcel = createParcel(Broken, { messages });
    const props = makeProps(el, { name: 'parcel-broken' });
    await expect(parcel.mount(props)).rejects.toThrow('boom');
    // the node is left empty for the shell's fallback
    await waitFor(() => expect(el).toBeEmptyDOMElement());
    spy.mockRestore();
  });

  it('shows an in-place error with retry when a mounted parcel later throws', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    function Fragile() {
      if (useParcelProps().explode) throw new Error('later');
      return <p>fine</p>;
    }
    const parcel = createParcel(Fragile, { messages });
    const props = makeProps(el, { locale: 'en' });
    await parcel.mount(props);
    await parcel.update({ ...props, explode: true });
    expect(within(el).getByRole('alert')).toHaveTextContent('Something went wrong');
    await parcel.update({ ...props, explode: false });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(within(el).getByText('fine')).toBeInTheDocument();
    await parcel.unmount(props);
    spy.mockRestore();
  });

  describe('warm', () => {
    const rendered: string[] = [];
    const effects: string[] = [];
    const created: string[] = [];
    function Page({ name }: { name: string }) {
      rendered.push(name);
      // once per instance: a page React keeps is not created again
      useState(() => created.push(name));
      useEffect(() => {
        effects.push(name);
      }, [name]);
      return <p>{name}</p>;
    }
    function Area() {
      return (
        <Routes>
          <Route path="/financial" element={<AreaRedirect to="/financial/increase-balance" />} />
          <Route path="/financial/increase-balance" element={<Page name="increase-balance" />} />
          <Route path="/financial/payment-history" element={<Page name="payment-history" />} />
        </Routes>
      );
    }
    beforeEach(() => {
      rendered.length = 0;
      effects.length = 0;
      created.length = 0;
    });

    it('renders the page behind an address off the page, following its redirect, with no effect run', async () => {
      const parcel = createParcel(Area, { messages });
      const props = makeProps(el, {
        basePath: '/financial',
        location: { pathname: '/financial', search: '', hash: '' },
      });
      await parcel.warm(props);
      expect(rendered).toContain('increase-balance');
      expect(effects).toEqual([]);
      expect(props.navigate).not.toHaveBeenCalled();
      expect(document.body).not.toHaveTextContent('increase-balance');

      // the mount renders the page the redirect leads to at once, runs its effects, and moves the
      // shell's address there (replacing it, as the redirect would)
      rendered.length = 0;
      const mounting = parcel.mount(props);
      expect(within(el).getByText('increase-balance')).toBeInTheDocument();
      await mounting;
      expect(effects).toEqual(['increase-balance']);
      expect(props.navigate).toHaveBeenCalledTimes(1);
      expect(props.navigate).toHaveBeenCalledWith('/financial/increase-balance', { replace: true });

      // the shell confirming that address (a new history key) renders nothing again
      const renders = rendered.length;
      await parcel.update({
        ...props,
        location: { pathname: '/financial/increase-balance', search: '', hash: '', key: 'k2' },
      });
      expect(rendered.length).toBe(renders);
      // a real change does
      await parcel.update({
        ...props,
        location: { pathname: '/financial/payment-history', search: '', hash: '', key: 'k3' },
      });
      expect(within(el).getByText('payment-history')).toBeInTheDocument();
      await parcel.unmount(props);
    });

    it('mounts the page a warm-up rendered by revealing it, not by rendering it again', async () => {
      const parcel = createParcel(Area, { messages });
      const props = makeProps(el, {
        basePath: '/financial',
        location: { pathname: '/financial/payment-history', search: '', hash: '' },
      });
      await parcel.warm(props);
      expect(created).toEqual(['payment-history']);
      expect(el).toBeEmptyDOMElement();

      rendered.length = 0;
      await parcel.mount(props);
      expect(within(el).getByText('payment-history')).toBeVisible();
      expect(created).toEqual(['payment-history']);
      // nothing the page sees changed (name, element and navigate are the mount's): no render at all
      expect(rendered).toEqual([]);
      expect(effects).toEqual(['payment-history']);
      // updates and unmount reach the page it took over
      await parcel.update({
        ...props,
        location: { pathname: '/financial/increase-balance', search: '', hash: '', key: 'k2' },
      });
      expect(within(el).getByText('increase-balance')).toBeInTheDocument();
      await parcel.unmount(props);
      expect(el).toBeEmptyDOMElement();

      // a warm-up of another address, or in another locale, is not taken over
      await parcel.warm(props);
      created.length = 0;
      await parcel.mount({ ...props, locale: 'en' });
      expect(created).toEqual(['payment-history']);
      expect(el.querySelectorAll('p')).toHaveLength(1);
      await parcel.unmount(props);
    });

    it('leaves a redirect to the shell when no warm-up saw it', async () => {
      const parcel = createParcel(Area, { messages });
      const props = makeProps(el, {
        basePath: '/financial',
        location: { pathname: '/financial', search: '', hash: '' },
      });
      await parcel.mount(props);
      await waitFor(() =>
        expect(props.navigate).toHaveBeenCalledWith('/financial/increase-balance', {
          replace: true,
          state: undefined,
        }),
      );
      expect(rendered).toEqual([]);
      await parcel.unmount(props);
    });

    it('warms an address once, and not while the area is on the page', async () => {
      const parcel = createParcel(Area, { messages });
      const history = makeProps(el, {
        basePath: '/financial',
        location: { pathname: '/financial/payment-history', search: '', hash: '' },
      });
      await parcel.warm(history);
      expect(rendered).toEqual(['payment-history']);
      await parcel.warm(history);
      expect(rendered).toEqual(['payment-history']);

      await parcel.mount(history);
      rendered.length = 0;
      await parcel.warm({
        ...history,
        location: { pathname: '/financial/increase-balance', search: '', hash: '' },
      });
      expect(rendered).toEqual([]);
      await parcel.unmount(history);
    });
  });

  describe('prefetch', () => {
    function TicketList() {
      const { data } = useQuery({
        queryKey: ['tickets', 'en'],
        queryFn: async () => ['fetched by the page'],
      });
      return <p>{data ? data.join(', ') : 'loading…'}</p>;
    }

    it("fetches the first page's data when the shell warms the area, so the mount shows content at once", async () => {
      const queryClient = new QueryClient();
      let calls = 0;
      const prefetch = jest.fn((location: ParcelProps['location'], client: QueryClient, props: ParcelProps) =>
        client.prefetchQuery({
          queryKey: ['tickets', props.locale],
          queryFn: async () => [`ticket ${(calls += 1)} for ${location.pathname}`],
        }),
      );
      const parcel = createParcel(TicketList, { messages, queryClient, prefetch });
      const props = makeProps(el, { locale: 'en' });
      await parcel.warm(props);
      expect(prefetch).toHaveBeenCalledWith(props.location, queryClient, props);
      const mounting = parcel.mount(props);
      expect(within(el).getByText('ticket 1 for /support/tickets')).toBeInTheDocument();
      await mounting;
      await parcel.unmount(props);
    });

    it("asks for the first page's data at a mount nothing warmed, and the page takes that answer", async () => {
      const queryClient = new QueryClient();
      const prefetch = jest.fn((location: ParcelProps['location'], client: QueryClient, props: ParcelProps) =>
        client.prefetchQuery({
          queryKey: ['tickets', props.locale],
          queryFn: async () => [`prefetched for ${location.pathname}`],
        }),
      );
      const parcel = createParcel(TicketList, { messages, queryClient, prefetch });
      const props = makeProps(el, { locale: 'en' });
      await parcel.mount(props);
      expect(prefetch).toHaveBeenCalledWith(props.location, queryClient, props);
      expect(await within(el).findByText('prefetched for /support/tickets')).toBeInTheDocument();
      expect(within(el).queryByText('fetched by the page')).not.toBeInTheDocument();
      await parcel.unmount(props);
    });
  });

  describe('firstAnswers', () => {
    function TicketList() {
      const { data } = useQuery({
        queryKey: ['tickets', 'list'],
        queryFn: async () => ['fetched by the page'],
        staleTime: 60_000,
      });
      return <p>{data ? data.join(', ') : 'loading…'}</p>;
    }

    it("puts the shell's answers into the area's cache before the first render: the page shows them at once, and the props render without them", async () => {
      const queryClient = new QueryClient();
      const rendered: ParcelProps[] = [];
      function Page() {
        rendered.push(useParcelProps<ParcelProps>());
        return <TicketList />;
      }
      const parcel = createParcel(Page, { messages, queryClient });
      const props = makeProps(el, {
        locale: 'en',
        firstAnswers: [{ queryKey: ['tickets', 'list'], data: ['answered before the scripts'] }],
      });
      await parcel.mount(props);
      expect(within(el).getByText('answered before the scripts')).toBeInTheDocument();
      expect(rendered[0]).not.toHaveProperty('firstAnswers');
      await parcel.unmount(props);
    });

    it('leaves data the cache holds already', async () => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(['tickets', 'list'], ['newer']);
      const parcel = createParcel(TicketList, { messages, queryClient });
      const props = makeProps(el, {
        locale: 'en',
        firstAnswers: [{ queryKey: ['tickets', 'list'], data: ['older'] }],
      });
      await parcel.mount(props);
      expect(within(el).getByText('newer')).toBeInTheDocument();
      await parcel.unmount(props);
    });
  });
});
