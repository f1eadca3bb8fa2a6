import { act, cleanup as cleanupHost, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus, resetBusForTests, setLocale, type ParcelProps } from '@portal/shared-sdk';
import { PortalProviders } from '@portal/shared-ui';
import { shellMessages } from '../messages/shellMessages';
import { ParcelHost, type ParcelHostProps } from './ParcelHost';
import { RemoteLoadError, type LoadedParcel, type ParcelLoader, type ParcelLifecycles } from './remoteLoader';
import { PAINTED_AREA_GLOBAL } from './paintedArea';

type MountProps = ParcelProps & { domElement: HTMLElement };

/** A parcel that writes its locale and any `open` prop into its element, and records its calls. */
function fakeParcel(options: { failMount?: boolean } = {}) {
  const calls = { mount: [] as MountProps[], update: [] as MountProps[], unmount: 0 };
  const paint = (props: MountProps) => {
    props.domElement.textContent = `parcel in ${props.locale}${props.open ? ' (open)' : ''}`;
  };
  const config: ParcelLifecycles = {
    bootstrap: async () => undefined,
    mount: async (raw) => {
      const props = raw as unknown as MountProps;
      calls.mount.push(props);
      if (options.failMount) throw new Error('boom while mounting');
      paint(props);
    },
    update: async (raw) => {
      const props = raw as unknown as MountProps;
      calls.update.push(props);
      paint(props);
    },
    unmount: async (raw) => {
      calls.unmount += 1;
      (raw as unknown as MountProps).domElement.textContent = '';
    },
  };
  return { config, calls };
}

function fakeLoader(...results: Array<LoadedParcel | Error>) {
  const load = jest.fn<Promise<LoadedParcel>, [string, string]>();
  for (const result of results) {
    if (result instanceof Error) load.mockRejectedValueOnce(result);
    else load.mockResolvedValueOnce(result);
  }
  const reset = jest.fn();
  const loader: ParcelLoader = { load: load as ParcelLoader['load'], reset };
  return { loader, load, reset };
}

function renderHost(
  props: Omit<ParcelHostProps, 'remote' | 'module' | 'basePath'> & Partial<ParcelHostProps>,
) {
  const ui = (p: typeof props) => (
    <PortalProviders locale="en" messages={shellMessages}>
      <MemoryRouter initialEntries={['/support/tickets']}>
        <ParcelHost remote="support" module="./app" basePath="/support" {...p} />
      </MemoryRouter>
    </PortalProviders>
  );
  const result = render(ui(props));
  return { ...result, rerenderHost: (next: typeof props) => result.rerender(ui(next)) };
}

beforeEach(() => setLocale('en'));
afterAll(() => resetBusForTests());

describe('ParcelHost', () => {
  it('mounts the parcel with the contract props', async () => {
    const parcel = fakeParcel();
    const { loader } = fakeLoader({ config: parcel.config, version: '1.0.0' });
    renderHost({ loader });
    expect(await screen.findByText('parcel in en')).toBeInTheDocument();
    const props = parcel.calls.mount[0]!;
    expect(props.basePath).toBe('/support');
    expect(props.location.pathname).toBe('/support/tickets');
    expect(props.session.locale).toBe('en');
    expect(typeof props.navigate).toBe('function');
    expect(props.bus).toBe(bus);
  });

  it('shows the first screen first-paint.js painted for this area and page until the parcel has mounted, then the parcel alone', async () => {
    window.history.pushState(null, '', '/support/tickets');
    const early = window as unknown as Record<string, unknown>;
    const paintedFor = (remote: string) => {
      const node = document.createElement('div');
      Object.assign(node.dataset, { remote, module: './app', status: 'painted' });
      node.textContent = 'painted tickets';
      return node;
    };
    try {
      const node = paintedFor('support');
      early[PAINTED_AREA_GLOBAL] = node;
      let finishLoad: (loaded: LoadedParcel) => void = () => undefined;
      const load = jest.fn(() => new Promise<LoadedParcel>((resolve) => (finishLoad = resolve)));
      const parcel = fakeParcel();
      const { container } = renderHost({ loader: { load: load as ParcelLoader['load'], reset: jest.fn() } });
      const host = container.querySelector('[data-remote="support"]') as HTMLElement;
      expect(host.dataset.status).toBe('loading');
      // the painted copy, in the slot (its own marks gone: only the slot carries the remote's), heard as loading
      expect(node.parentElement?.closest('[data-remote="support"]')).toBe(host);
      expect([...node.attributes].map((a) => `${a.name}=${a.value}`)).toEqual(['data-painted=true']);
      expect(screen.getByRole('status')).toHaveTextContent('Loading Support…');
      expect(early[PAINTED_AREA_GLOBAL]).toBeUndefined();
      act(() => finishLoad({ config: parcel.config, version: '1.0.0' }));
      expect(await screen.findByText('parcel in en')).toBeVisible();
      expect(host.dataset.status).toBe('mounted');
      expect(node.isConnected).toBe(false);
      expect(screen.queryByText('painted tickets')).toBeNull();
      cleanupHost();

      // painted for another area: not this slot's; the usual loading state instead
      early[PAINTED_AREA_GLOBAL] = paintedFor('cdn');
      const other = fakeParcel();
      renderHost({ loader: fakeLoader({ config: other.config, version: '1.0.0' }).loader });
      expect(screen.queryByText('painted tickets')).toBeNull();
      expect(await screen.findByText('parcel in en')).toBeInTheDocument();
    } finally {
      delete early[PAINTED_AREA_GLOBAL];
      window.history.pushState(null, '', '/');
    }
  });

  it('shows the error in place when the remote fails to load, reports it, and a retry mounts it without a reload', async () => {
    const parcel = fakeParcel();
    const { loader, reset } = fakeLoader(new RemoteLoadError('no entry', 'support', '1.0.0', 'load'), {
      config: parcel.config,
      version: '1.0.0',
    });
    const failures: unknown[] = [];
    const off = bus.on('remote:failed', (e) => failures.push(e));
    renderHost({ loader });

    expect(await screen.findByRole('alert')).toHaveTextContent('Support could not be loaded.');
    expect(failures).toEqual([
      expect.objectContaining({ remote: 'support', version: '1.0.0', phase: 'load' }),
    ]);

    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(reset).toHaveBeenCalledWith('support', './app');
    expect(await screen.findByText('parcel in en')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    off();
  });

  it('shows the error when the parcel throws while mounting', async () => {
    const broken = fakeParcel({ failMount: true });
    const { loader } = fakeLoader({ config: broken.config, version: '2.0.0' });
    const failures: Array<{ phase: string; version: string }> = [];
    const off = bus.on('remote:failed', (e) => failures.push(e));
    renderHost({ loader });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(failures).toEqual([expect.objectContaining({ phase: 'mount', version: '2.0.0' })]);
    off();
  });

  it('falls back from a canary that throws while mounting to stable, without showing an error', async () => {
    const broken = fakeParcel({ failMount: true });
    const good = fakeParcel();
    const { loader } = fakeLoader(
      { config: broken.config, version: '1.1.0', channel: 'canary' },
      { config: good.config, version: '1.0.0', channel: 'stable' },
    );
    const fallBack = jest.fn(() => true);
    const mounted = jest.fn();
    const failures: unknown[] = [];
    const off = bus.on('remote:failed', (e) => failures.push(e));
    const { container } = renderHost({ loader: { ...loader, fallBack, mounted } });
    expect(await screen.findByText('parcel in en')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(fallBack).toHaveBeenCalledWith('support', '1.1.0', 'mount', expect.any(Error));
    expect(failures).toEqual([
      expect.objectContaining({ remote: 'support', version: '1.1.0', phase: 'mount' }),
    ]);
    expect(mounted).toHaveBeenCalledWith('support', '1.0.0');
    const host = container.querySelector('[data-remote="support"]');
    expect(host).toHaveAttribute('data-version', '1.0.0');
    expect(host).toHaveAttribute('data-channel', 'stable');
    off();
  });

  it('updates the mounted parcel when the locale or widget props change, and unmounts it on leave', async () => {
    const parcel = fakeParcel();
    const { loader } = fakeLoader({ config: parcel.config, version: '1.0.0' });
    const { rerenderHost, unmount } = renderHost({ loader, widgetProps: { open: false } });
    expect(await screen.findByText('parcel in en')).toBeInTheDocument();

    act(() => setLocale('fa'));
    expect(await screen.findByText('parcel in fa')).toBeInTheDocument();
    expect(parcel.calls.update.at(-1)?.domElement).toBeInstanceOf(HTMLElement);

    rerenderHost({ loader, widgetProps: { open: true } });
    expect(await screen.findByText('parcel in fa (open)')).toBeInTheDocument();
    // same widget props again: no extra update
    const updates = parcel.calls.update.length;
    rerenderHost({ loader, widgetProps: { open: true } });
    expect(parcel.calls.update).toHaveLength(updates);

    unmount();
    await waitFor(() => expect(parcel.calls.unmount).toBe(1));
  });

  it('leaves out a widget the remote build does not expose, without reporting a failure', async () => {
    const { loader } = fakeLoader(new RemoteLoadError('not exposed', 'cdn', '1.0.0', 'not-exposed'));
    const failures: unknown[] = [];
    const off = bus.on('remote:failed', (event) => failures.push(event));
    const { container } = renderHost({
      loader,
      remote: 'cdn',
      module: './widgets/Resources',
      basePath: '/cdn',
      variant: 'widget',
    });
    await waitFor(() => expect(container.querySelector('[data-status="absent"]')).not.toBeNull());
    expect(container.querySelector('[data-status="absent"]')).not.toBeVisible();
    expect(screen.queryByText('This card is not available right now.')).not.toBeInTheDocument();
    expect(failures).toEqual([]);
    off();
  });

  it('shows a quiet card with retry for a widget whose remote fails to load', async () => {
    const { loader } = fakeLoader(new RemoteLoadError('missing', 'billing', '1.0.0', 'load'));
    renderHost({
      loader,
      remote: 'billing',
      module: './widgets/Balance',
      basePath: '/financial',
      variant: 'widget',
    });
    expect(await screen.findByText('This card is not available right now.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
