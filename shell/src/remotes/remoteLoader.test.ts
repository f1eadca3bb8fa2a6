import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createRemoteLoader, RemoteLoadError, type FederationRuntime } from './remoteLoader';

const parcel = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
const manifest = {
  schemaVersion: 1,
  remotes: {
    support: { stable: { version: '1.0.0', entry: '/remotes/support/1.0.0/mf-manifest.json' } },
    cdn: { stable: { version: '1.0.0', entry: 'https://evil.example.com/cdn/mf-manifest.json' } },
  },
};

const server = setupServer(
  http.get('http://localhost/remotes/manifest.json', () => HttpResponse.json(manifest)),
  // the support build's own mf-manifest.json: what it exposes
  http.get('http://localhost/remotes/support/1.0.0/mf-manifest.json', () =>
    HttpResponse.json({ exposes: [{ path: './app' }, { path: './widgets/LatestTickets' }] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function fakeRuntime(modules: Record<string, unknown>) {
  const registered: Array<{ remotes: Array<{ name: string; entry: string }>; force: boolean }> = [];
  const loads: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => registered.push({ remotes, force: !!options?.force }),
    loadRemote: async <T>(id: string) => {
      loads.push(id);
      if (!(id in modules)) throw new Error(`no ${id}`);
      return modules[id] as T;
    },
  };
  return { runtime, registered, loads };
}

function makeLoader(runtime: FederationRuntime) {
  const loader = createRemoteLoader({ runtime, pageUrl: () => 'http://localhost/support' });
  loader.configure({ manifestUrl: '/remotes/manifest.json', remoteOrigins: [], getUser: () => ({ id: 1 }) });
  return loader;
}

describe('createRemoteLoader', () => {
  it('registers the container with the entry resolved against the manifest URL and loads the parcel once', async () => {
    const { runtime, registered, loads } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime);
    const [a, b] = await Promise.all([loader.load('support', './app'), loader.load('support', './app')]);
    expect(a.config).toBe(parcel);
    expect(b).toBe(a);
    expect(a.version).toBe('1.0.0');
    expect(registered).toEqual([
      {
        remotes: [{ name: 'mfe_support', entry: 'http://localhost/remotes/support/1.0.0/mf-manifest.json' }],
        force: false,
      },
    ]);
    expect(loads).toEqual(['mfe_support/app']);
  });

  it('accepts a module that exports its lifecycles as default', async () => {
    const { runtime } = fakeRuntime({ 'mfe_support/widgets/LatestTickets': { default: parcel } });
    await expect(makeLoader(runtime).load('support', './widgets/LatestTickets')).resolves.toMatchObject({
      config: parcel,
    });
  });

  it('refuses an entry from an origin that is not allowed and never registers it', async () => {
    const { runtime, registered } = fakeRuntime({});
    await expect(makeLoader(runtime).load('cdn', './app')).rejects.toMatchObject({
      reason: 'refused',
      remote: 'cdn',
    });
    expect(registered).toEqual([]);
  });

  it('reports a widget the remote build does not expose without asking the runtime for it', async () => {
    const { runtime, loads } = fakeRuntime({ 'mfe_support/widgets/Missing': parcel });
    await expect(makeLoader(runtime).load('support', './widgets/Missing')).rejects.toMatchObject({
      reason: 'not-exposed',
      remote: 'support',
    });
    expect(loads).toEqual([]);
  });

  it('leaves the decision to the runtime when the build manifest cannot be read', async () => {
    server.use(
      http.get('http://localhost/remotes/support/1.0.0/mf-manifest.json', () => new HttpResponse(null, { status: 500 })),
    );
    const { runtime, loads } = fakeRuntime({ 'mfe_support/app': parcel });
    await expect(makeLoader(runtime).load('support', './app')).resolves.toMatchObject({ config: parcel });
    expect(loads).toEqual(['mfe_support/app']);
  });

  it('reports a remote missing from the manifest', async () => {
    const { runtime } = fakeRuntime({});
    await expect(makeLoader(runtime).load('billing', './app')).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('after reset, loads again and re-registers the remote with force', async () => {
    const modules: Record<string, unknown> = {};
    const { runtime, registered, loads } = fakeRuntime(modules);
    const loader = makeLoader(runtime);
    await expect(loader.load('support', './app')).rejects.toMatchObject({ reason: 'load', version: '1.0.0' });
    // still the cached failure until reset
    await expect(loader.load('support', './app')).rejects.toMatchObject({ reason: 'load' });
    expect(loads).toHaveLength(1);

    modules['mfe_support/app'] = parcel;
    loader.reset('support', './app');
    await expect(loader.load('support', './app')).resolves.toMatchObject({ config: parcel });
    expect(registered.map((r) => r.force)).toEqual([false, true]);
  });

  it('fetches the manifest again on retry when it failed', async () => {
    server.use(
      http.get('http://localhost/remotes/manifest.json', () => new HttpResponse(null, { status: 500 }), {
        once: true,
      }),
    );
    const { runtime } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime);
    await expect(loader.load('support', './app')).rejects.toMatchObject({ reason: 'manifest' });
    loader.reset('support', './app');
    await expect(loader.load('support', './app')).resolves.toMatchObject({ config: parcel });
  });

  it('rejects a module that is not a parcel', async () => {
    const { runtime } = fakeRuntime({ 'mfe_support/app': { hello: 1 } });
    await expect(makeLoader(runtime).load('support', './app')).rejects.toMatchObject({
      reason: 'not-a-parcel',
    });
  });
});
