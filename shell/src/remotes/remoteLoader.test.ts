import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cohortOf } from '@portal/release';
import {
  createRemoteLoader,
  FAILED_KEY,
  RemoteLoadError,
  type FederationRuntime,
  type RemoteLoaderSettings,
  type RolloutReport,
} from './remoteLoader';

const parcel = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };
/** A stand-in sha384 digest of `what` (the loader hands digests on; the browser checks them). */
const digest = (what: string) => `sha384-${Buffer.from(what.padEnd(48, '.')).toString('base64')}`;
const ENTRY_DIGEST = digest('remoteEntry.js');
const manifest = {
  schemaVersion: 1,
  remotes: {
    support: {
      stable: {
        version: '1.0.0',
        entry: '/remotes/support/1.0.0/mf-manifest.json',
        integrity: digest('1.0.0'),
      },
    },
    cdn: {
      stable: {
        version: '1.0.0',
        entry: 'https://evil.example.com/cdn/mf-manifest.json',
        integrity: digest('1.0.0'),
      },
    },
  },
};

/** A remote build's mf-manifest.json: its container entry and what it exposes, with their scripts, and the digests it records. */
const buildManifest = (...exposes: string[]) => {
  const scripts = (path: string) => ['855.a1.js', `${path.replace(/\W/g, '_')}.b2.js`];
  const files = ['remoteEntry.js', ...exposes.flatMap(scripts)];
  return {
    metaData: {
      remoteEntry: { name: 'remoteEntry.js', path: '' },
      publicPath: 'auto',
      portal: { integrity: Object.fromEntries(files.map((file) => [file, digest(file)])) },
    },
    exposes: exposes.map((path) => ({ path, assets: { js: { sync: scripts(path), async: [] } } })),
  };
};

const server = setupServer(
  http.get('http://localhost/remotes/manifest.json', () => HttpResponse.json(manifest)),
  // the support build's own mf-manifest.json: what it exposes
  http.get('http://localhost/remotes/support/1.0.0/mf-manifest.json', () =>
    HttpResponse.json(buildManifest('./app', './widgets/LatestTickets')),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function fakeRuntime(modules: Record<string, unknown>) {
  const registered: Array<{
    remotes: Array<{ name: string; entry: string; integrity?: string }>;
    force: boolean;
  }> = [];
  const loads: string[] = [];
  const forgotten: string[] = [];
  const preloaded: Array<Array<{ href: string; integrity?: string }>> = [];
  const runtime: FederationRuntime = {
    forgetChunks: (container) => forgotten.push(container),
    preloadScripts: (scripts) => preloaded.push([...scripts]),
    registerRemotes: (remotes, options) => registered.push({ remotes, force: !!options?.force }),
    loadRemote: async <T>(id: string) => {
      loads.push(id);
      // the module's scripts were asked for before the container was
      if (preloaded.length === 0) throw new Error(`${id} loaded before its scripts were preloaded`);
      if (!(id in modules)) throw new Error(`no ${id}`);
      return modules[id] as T;
    },
  };
  return { runtime, registered, loads, forgotten, preloaded };
}

/** sessionStorage stand-in, one per loader unless shared to model a reload in the same tab. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

function makeLoader(
  runtime: FederationRuntime,
  options: {
    page?: string;
    storage?: ReturnType<typeof memoryStorage>;
    userId?: number;
    settings?: Partial<RemoteLoaderSettings>;
    now?: () => number;
  } = {},
) {
  const reports: RolloutReport[] = [];
  const loader = createRemoteLoader({
    runtime,
    pageUrl: () => options.page ?? 'http://localhost/support',
    storage: options.storage ?? memoryStorage(),
    devStorage: memoryStorage(),
    report: (_url, report) => reports.push(report),
    now: options.now,
  });
  loader.configure({
    manifestUrl: '/remotes/manifest.json',
    remoteOrigins: [],
    getUser: () => ({ id: options.userId ?? 1 }),
    reportUrl: '/rollout/reports',
    ...options.settings,
  });
  return Object.assign(loader, { reports });
}

describe('createRemoteLoader', () => {
  it("reads the release manifest fresh every time, and a version folder through the HTTP cache, checked against the manifest's digest within the deadline", async () => {
    const reads: Array<[string, unknown]> = [];
    const deadlines: Array<number | undefined> = [];
    const { runtime, registered } = fakeRuntime({ 'mfe_support/app': parcel });
    runtime.setLoadDeadline = (ms) => deadlines.push(ms);
    const loader = createRemoteLoader({
      runtime,
      pageUrl: () => 'http://localhost/support',
      storage: memoryStorage(),
      report: () => undefined,
      fetchJson: async (url, options) => {
        reads.push([url, options]);
        return url.endsWith('/remotes/manifest.json') ? manifest : buildManifest('./app');
      },
    });
    loader.configure({
      manifestUrl: '/remotes/manifest.json',
      remoteOrigins: [],
      getUser: () => ({ id: 1 }),
      loadDeadlineMs: 7_000,
    });
    await loader.load('support', './app');
    expect(reads).toEqual([
      ['http://localhost/remotes/manifest.json', undefined],
      [
        'http://localhost/remotes/support/1.0.0/mf-manifest.json',
        { immutable: true, integrity: digest('1.0.0'), reload: false, deadlineMs: 7_000 },
      ],
    ]);
    // the remotes' runtimes get the deadline for their chunks; the entry is registered with its recorded digest
    expect(deadlines).toEqual([7_000]);
    expect(registered[0]?.remotes).toEqual([
      {
        name: 'mfe_support',
        entry: 'http://localhost/remotes/support/1.0.0/remoteEntry.js',
        integrity: ENTRY_DIGEST,
      },
    ]);
  });

  it('refuses a version the release manifest holds no digest for, and a build that records none for its entry', async () => {
    const unsigned = {
      ...manifest,
      remotes: {
        support: { stable: { version: '1.0.0', entry: '/remotes/support/1.0.0/mf-manifest.json' } },
      },
    };
    server.use(http.get('http://localhost/remotes/manifest.json', () => HttpResponse.json(unsigned)));
    const { runtime, registered } = fakeRuntime({ 'mfe_support/app': parcel });
    await expect(makeLoader(runtime).load('support', './app')).rejects.toMatchObject({
      reason: 'integrity',
      version: '1.0.0',
    });
    server.resetHandlers();
    const { metaData, ...build } = buildManifest('./app');
    server.use(
      http.get('http://localhost/remotes/support/1.0.0/mf-manifest.json', () =>
        HttpResponse.json({ ...build, metaData: { ...metaData, portal: {} } }),
      ),
    );
    await expect(makeLoader(runtime).load('support', './app')).rejects.toMatchObject({ reason: 'integrity' });
    expect(registered).toEqual([]);
  });

  it('starts a retry afresh: the release manifest is read again, however young the copy in hand', async () => {
    let manifestReads = 0;
    server.use(
      http.get('http://localhost/remotes/manifest.json', () => {
        manifestReads += 1;
        return HttpResponse.json(manifest);
      }),
    );
    const modules: Record<string, unknown> = {};
    const { runtime } = fakeRuntime(modules);
    const loader = makeLoader(runtime, { settings: { manifestMaxAgeMs: 60_000 }, now: () => 0 });
    await expect(loader.load('support', './app')).rejects.toMatchObject({ reason: 'load' });
    modules['mfe_support/app'] = parcel;
    loader.reset('support', './app');
    await expect(loader.load('support', './app')).resolves.toMatchObject({ config: parcel });
    expect(manifestReads).toBe(2);
    // an ordinary load within the max age does not read it again
    await loader.load('support', './app');
    expect(manifestReads).toBe(2);
  });

  it('registers the container with the entry resolved against the manifest URL and loads the parcel once', async () => {
    const { runtime, registered, loads } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime);
    const [a, b] = await Promise.all([loader.load('support', './app'), loader.load('support', './app')]);
    expect(a.config).toBe(parcel);
    expect(b).toBe(a);
    expect(a.version).toBe('1.0.0');
    expect(registered).toEqual([
      {
        remotes: [
          {
            name: 'mfe_support',
            entry: 'http://localhost/remotes/support/1.0.0/remoteEntry.js',
            integrity: ENTRY_DIGEST,
          },
        ],
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

  it('fails the load when the build manifest cannot be read, and reads it again on retry', async () => {
    server.use(
      http.get(
        'http://localhost/remotes/support/1.0.0/mf-manifest.json',
        () => new HttpResponse(null, { status: 500 }),
        { once: true },
      ),
    );
    const { runtime, registered, loads } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime);
    await expect(loader.load('support', './app')).rejects.toMatchObject({ reason: 'load', version: '1.0.0' });
    expect(registered).toEqual([]);
    expect(loads).toEqual([]);
    loader.reset('support', './app');
    await expect(loader.load('support', './app')).resolves.toMatchObject({ config: parcel });
  });

  it("asks for the exposed module's scripts from the build manifest alongside its container", async () => {
    const { runtime, preloaded } = fakeRuntime({ 'mfe_support/widgets/LatestTickets': parcel });
    await makeLoader(runtime).load('support', './widgets/LatestTickets');
    expect(preloaded).toEqual([
      [
        { href: 'http://localhost/remotes/support/1.0.0/855.a1.js', integrity: digest('855.a1.js') },
        {
          href: 'http://localhost/remotes/support/1.0.0/__widgets_LatestTickets.b2.js',
          integrity: digest('__widgets_LatestTickets.b2.js'),
        },
      ],
    ]);
  });

  it('starts loading the shared modules the shell provides on demand with an area, not with a widget', async () => {
    const { runtime } = fakeRuntime({
      'mfe_support/widgets/LatestTickets': parcel,
      'mfe_support/app': parcel,
    });
    const asked: string[] = [];
    runtime.preloadOnDemandShares = () => asked.push('shares');
    const loader = makeLoader(runtime);
    await loader.load('support', './widgets/LatestTickets');
    expect(asked).toEqual([]);
    await loader.load('support', './app');
    expect(asked).toEqual(['shares']);
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

describe('staged rollout in the loader', () => {
  const entry = (v: string) => `/remotes/support/${v}/mf-manifest.json`;
  const rollout = {
    schemaVersion: 1,
    remotes: {
      support: {
        stable: { version: '1.0.0', entry: entry('1.0.0'), integrity: digest('1.0.0') },
        canary: { version: '1.1.0', entry: entry('1.1.0'), integrity: digest('1.1.0'), percentage: 30 },
        versions: [
          {
            version: '1.1.0',
            entry: entry('1.1.0'),
            integrity: digest('1.1.0'),
            publishedAt: '2025-01-02',
            contentHash: 'b',
          },
          {
            version: '1.0.0',
            entry: entry('1.0.0'),
            integrity: digest('1.0.0'),
            publishedAt: '2025-01-01',
            contentHash: 'a',
          },
          {
            version: '0.9.0',
            entry: entry('0.9.0'),
            integrity: digest('0.9.0'),
            publishedAt: '2024-12-01',
            contentHash: 'z',
          },
        ],
      },
    },
  };
  const userWith = (test: (cohort: number) => boolean) => {
    for (let id = 1; ; id += 1) if (test(cohortOf(id, 'support'))) return id;
  };
  const canaryUser = userWith((c) => c < 30);
  const stableUser = userWith((c) => c >= 30);

  beforeEach(() => {
    server.use(
      http.get('http://localhost/remotes/manifest.json', () => HttpResponse.json(rollout)),
      http.get('http://localhost/remotes/support/:version/mf-manifest.json', () =>
        HttpResponse.json(buildManifest('./app')),
      ),
    );
  });

  it('serves the canary to its cohort and stable to everyone else', async () => {
    const { runtime, registered } = fakeRuntime({ 'mfe_support/app': parcel });
    await expect(makeLoader(runtime, { userId: canaryUser }).load('support', './app')).resolves.toMatchObject(
      { version: '1.1.0', channel: 'canary' },
    );
    await expect(makeLoader(runtime, { userId: stableUser }).load('support', './app')).resolves.toMatchObject(
      { version: '1.0.0', channel: 'stable' },
    );
    expect(registered.map((r) => r.remotes[0]?.entry)).toEqual([
      'http://localhost/remotes/support/1.1.0/remoteEntry.js',
      'http://localhost/remotes/support/1.0.0/remoteEntry.js',
    ]);
  });

  it('falls back from a failing canary to stable at once, reports it, and remembers it for the tab', async () => {
    const modules: Record<string, unknown> = {};
    const { runtime, registered, forgotten } = fakeRuntime(modules);
    const storage = memoryStorage();
    const loader = makeLoader(runtime, { userId: canaryUser, storage });
    const error = await loader.load('support', './app').catch((e: RemoteLoadError) => e);
    expect(error).toMatchObject({ reason: 'load', version: '1.1.0' });

    expect(loader.fallBack('support', '1.1.0', 'load', error)).toBe(true);
    expect(loader.reports).toEqual([
      expect.objectContaining({
        remote: 'support',
        version: '1.1.0',
        channel: 'canary',
        outcome: 'failed',
        phase: 'load',
        userId: canaryUser,
      }),
    ]);
    modules['mfe_support/app'] = parcel;
    await expect(loader.load('support', './app')).resolves.toMatchObject({
      version: '1.0.0',
      channel: 'stable',
    });
    expect(registered.at(-1)).toEqual({
      remotes: [
        {
          name: 'mfe_support',
          entry: 'http://localhost/remotes/support/1.0.0/remoteEntry.js',
          integrity: ENTRY_DIGEST,
        },
      ],
      force: true,
    });
    // the canary's chunks must not be adopted by the stable container
    expect(forgotten).toEqual(['mfe_support']);
    // a second host of the same remote failing on the canary retries without a second report
    expect(loader.fallBack('support', '1.1.0', 'mount', error)).toBe(true);
    expect(loader.reports).toHaveLength(1);

    // the same tab after a reload: straight to stable
    expect(JSON.parse(storage.map.get(FAILED_KEY) ?? '{}')).toEqual({ support: ['1.1.0'] });
    const again = makeLoader(fakeRuntime({ 'mfe_support/app': parcel }).runtime, {
      userId: canaryUser,
      storage,
    });
    await expect(again.load('support', './app')).resolves.toMatchObject({ version: '1.0.0' });
  });

  it('does not fall back when stable itself fails: the host shows the error', async () => {
    const { runtime } = fakeRuntime({});
    const loader = makeLoader(runtime, { userId: stableUser });
    const error = await loader.load('support', './app').catch((e: unknown) => e);
    expect(loader.fallBack('support', '1.0.0', 'load', error)).toBe(false);
    expect(loader.reports).toEqual([]);
  });

  it('reports a canary that mounted, once', async () => {
    const { runtime } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime, { userId: canaryUser });
    await loader.load('support', './app');
    loader.mounted('support', '1.1.0');
    loader.mounted('support', '1.1.0');
    expect(loader.reports).toEqual([
      expect.objectContaining({
        outcome: 'loaded',
        version: '1.1.0',
        cohort: cohortOf(canaryUser, 'support'),
      }),
    ]);
  });

  it('serves a QA override the manifest lists, remembers it for the tab and says so', async () => {
    const storage = memoryStorage();
    const { runtime } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime, {
      userId: stableUser,
      storage,
      page: 'http://localhost/support?mfe_support=0.9.0',
    });
    await expect(loader.load('support', './app')).resolves.toMatchObject({
      version: '0.9.0',
      channel: 'override',
    });
    expect(loader.notices()).toEqual([{ remote: 'support', status: 'active', version: '0.9.0' }]);
    const later = makeLoader(runtime, {
      userId: stableUser,
      storage,
      page: 'http://localhost/support/tickets',
    });
    await expect(later.load('support', './app')).resolves.toMatchObject({ version: '0.9.0' });
    later.clearOverride('support');
    expect(later.notices()).toEqual([]);
    await expect(later.load('support', './app')).resolves.toMatchObject({ version: '1.0.0' });
  });

  it('refuses an unknown version or a URL with a notice, and serves the usual version', async () => {
    const { runtime, registered } = fakeRuntime({ 'mfe_support/app': parcel });
    const unknown = makeLoader(runtime, {
      userId: stableUser,
      page: 'http://localhost/support?mfe_support=9.9.9',
    });
    await expect(unknown.load('support', './app')).resolves.toMatchObject({ version: '1.0.0' });
    expect(unknown.notices()).toEqual([
      { remote: 'support', status: 'refused', requested: '9.9.9', reason: 'unknown' },
    ]);

    const url = makeLoader(runtime, {
      userId: stableUser,
      page: `http://localhost/support?mfe_support=${encodeURIComponent('https://evil.example.com/remoteEntry.js')}`,
    });
    await expect(url.load('support', './app')).resolves.toMatchObject({ version: '1.0.0' });
    expect(url.notices()).toEqual([expect.objectContaining({ status: 'refused', reason: 'url' })]);
    expect(
      registered.every((r) => r.remotes[0]?.entry.startsWith('http://localhost/remotes/support/1.0.0/')),
    ).toBe(true);
  });

  it('picks up a new stable on the next area load once the manifest copy is old', async () => {
    let clock = 0;
    const { runtime, registered } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime, {
      userId: stableUser,
      now: () => clock,
      settings: { manifestMaxAgeMs: 15_000 },
    });
    await expect(loader.load('support', './app')).resolves.toMatchObject({ version: '1.0.0' });
    const promoted = {
      ...rollout,
      remotes: {
        support: {
          ...rollout.remotes.support,
          stable: { version: '1.1.0', entry: entry('1.1.0'), integrity: digest('1.1.0') },
        },
      },
    };
    delete (promoted.remotes.support as { canary?: unknown }).canary;
    server.use(http.get('http://localhost/remotes/manifest.json', () => HttpResponse.json(promoted)));
    clock = 5_000;
    await expect(loader.load('support', './app')).resolves.toMatchObject({ version: '1.0.0' });
    clock = 20_000;
    await expect(loader.load('support', './app')).resolves.toMatchObject({ version: '1.1.0' });
    expect(registered.map((r) => r.force)).toEqual([false, true]);
  });

  it('reports a canary made stable as stable without loading it again', async () => {
    let clock = 0;
    const { runtime, registered, loads } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime, {
      userId: canaryUser,
      now: () => clock,
      settings: { manifestMaxAgeMs: 0 },
    });
    await expect(loader.load('support', './app')).resolves.toMatchObject({
      version: '1.1.0',
      channel: 'canary',
    });
    const promoted = {
      ...rollout,
      remotes: {
        support: {
          ...rollout.remotes.support,
          stable: { version: '1.1.0', entry: entry('1.1.0'), integrity: digest('1.1.0') },
        },
      },
    };
    delete (promoted.remotes.support as { canary?: unknown }).canary;
    server.use(http.get('http://localhost/remotes/manifest.json', () => HttpResponse.json(promoted)));
    clock = 1;
    await expect(loader.load('support', './app')).resolves.toMatchObject({
      version: '1.1.0',
      channel: 'stable',
    });
    expect(registered).toHaveLength(1);
    expect(loads).toHaveLength(1);
    expect(loader.fallBack('support', '1.1.0', 'mount', new Error('x'))).toBe(false);
  });

  it('keeps the last good manifest when a refresh fails', async () => {
    let clock = 0;
    const { runtime } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime, {
      userId: stableUser,
      now: () => clock,
      settings: { manifestMaxAgeMs: 1 },
    });
    await loader.load('support', './app');
    server.use(
      http.get('http://localhost/remotes/manifest.json', () => new HttpResponse(null, { status: 503 })),
    );
    clock = 10;
    await expect(loader.load('support', './app')).resolves.toMatchObject({ version: '1.0.0' });
  });

  it('forgets a failed preload so the real load tries again', async () => {
    const modules: Record<string, unknown> = {};
    const { runtime, loads } = fakeRuntime(modules);
    const loader = makeLoader(runtime, { userId: stableUser });
    await loader.preload('support');
    modules['mfe_support/app'] = parcel;
    await expect(loader.load('support', './app')).resolves.toMatchObject({ config: parcel });
    expect(loads).toEqual(['mfe_support/app', 'mfe_support/app']);
  });
});

describe('what the remotes contribute, as the loader chooses', () => {
  const entry = (v: string) => `/remotes/support/${v}/mf-manifest.json`;
  const contributions = (label: string) => ({
    schemaVersion: 1,
    routes: [{ path: '/support/*', title: { fa: label, en: label } }],
    menus: [
      { menu: 'side', key: 'tickets', label: { fa: label, en: label }, to: '/support/tickets', order: 300 },
    ],
    tiles: [],
    widgets: [],
    dialogs: [],
  });
  const versions = ['1.1.0', '1.0.0', '0.9.0'].map((version) => ({
    version,
    entry: entry(version),
    integrity: digest(version),
    publishedAt: version,
    contentHash: 'x',
    contributions: contributions(version),
  }));
  const rollout = {
    schemaVersion: 1,
    remotes: {
      support: {
        stable: {
          version: '1.0.0',
          entry: entry('1.0.0'),
          integrity: digest('1.0.0'),
          contributions: contributions('1.0.0'),
        },
        canary: {
          version: '1.1.0',
          entry: entry('1.1.0'),
          integrity: digest('1.1.0'),
          percentage: 30,
          contributions: contributions('1.1.0'),
        },
        versions,
      },
      cdn: {
        stable: {
          version: '2.0.0',
          entry: '/remotes/cdn/2.0.0/mf-manifest.json',
          integrity: digest('2.0.0'),
        },
      },
    },
  };
  const userWith = (test: (cohort: number) => boolean) => {
    for (let id = 1; ; id += 1) if (test(cohortOf(id, 'support'))) return id;
  };
  const label = (loader: {
    contributions(): {
      remotes: { support?: { contributions: { menus: Array<{ label: { en: string } }> } } };
    };
  }) => loader.contributions().remotes.support?.contributions.menus[0]?.label.en;

  beforeEach(() => {
    server.use(
      http.get('http://localhost/remotes/manifest.json', () => HttpResponse.json(rollout)),
      http.get('http://localhost/remotes/support/:version/mf-manifest.json', () =>
        HttpResponse.json(buildManifest('./app')),
      ),
    );
  });

  it('gives each customer the contributions of the version their cohort gets, and nothing for a version without any', async () => {
    const canary = makeLoader(fakeRuntime({}).runtime, { userId: userWith((c) => c < 30) });
    expect(canary.contributions()).toEqual({ status: 'loading', remotes: {} });
    await canary.refreshContributions();
    expect(canary.contributions()).toMatchObject({
      status: 'ready',
      remotes: { support: { version: '1.1.0', channel: 'canary' } },
    });
    expect(label(canary)).toBe('1.1.0');
    expect(canary.contributions().remotes.cdn).toMatchObject({
      version: '2.0.0',
      contributions: { menus: [] },
    });

    const stable = makeLoader(fakeRuntime({}).runtime, { userId: userWith((c) => c >= 30) });
    await stable.refreshContributions();
    expect(label(stable)).toBe('1.0.0');
  });

  it("follows the tab's choices: a QA override's version, a failed canary's fall-back to stable", async () => {
    const storage = memoryStorage();
    const override = makeLoader(fakeRuntime({}).runtime, {
      userId: userWith((c) => c >= 30),
      storage,
      page: 'http://localhost/?mfe_support=0.9.0',
    });
    await override.refreshContributions();
    expect(label(override)).toBe('0.9.0');
    expect(override.notices()).toEqual([{ remote: 'support', status: 'active', version: '0.9.0' }]);
    // the same tab on another page: the override is remembered until cleared
    const later = makeLoader(fakeRuntime({}).runtime, {
      userId: userWith((c) => c >= 30),
      storage,
      page: 'http://localhost/support/tickets',
    });
    await later.refreshContributions();
    expect(label(later)).toBe('0.9.0');
    const told = jest.fn();
    later.subscribe(told);
    later.clearOverride('support');
    expect(label(later)).toBe('1.0.0');
    expect(told).toHaveBeenCalled();

    const { runtime } = fakeRuntime({});
    const canary = makeLoader(runtime, { userId: userWith((c) => c < 30) });
    await canary.refreshContributions();
    const error = await canary.load('support', './app').catch((e: unknown) => e);
    expect(canary.fallBack('support', '1.1.0', 'load', error)).toBe(true);
    expect(canary.contributions().remotes.support).toMatchObject({ version: '1.0.0', channel: 'stable' });
  });

  it('picks up what a new release contributes when an area load reads the manifest again', async () => {
    let clock = 0;
    const loader = makeLoader(fakeRuntime({ 'mfe_support/app': parcel }).runtime, {
      userId: userWith((c) => c >= 30),
      now: () => clock,
      settings: { manifestMaxAgeMs: 10 },
    });
    await loader.refreshContributions();
    const first = loader.contributions();
    const promoted = {
      ...rollout,
      remotes: {
        ...rollout.remotes,
        support: {
          stable: {
            version: '1.1.0',
            entry: entry('1.1.0'),
            integrity: digest('1.1.0'),
            contributions: contributions('1.1.0'),
          },
          versions,
        },
      },
    };
    server.use(http.get('http://localhost/remotes/manifest.json', () => HttpResponse.json(promoted)));
    clock = 20;
    await loader.load('support', './app');
    expect(loader.contributions()).not.toBe(first);
    expect(label(loader)).toBe('1.1.0');
  });

  it('says when the manifest cannot be read, and fills in once it can', async () => {
    server.use(
      http.get('http://localhost/remotes/manifest.json', () => new HttpResponse(null, { status: 503 }), {
        once: true,
      }),
    );
    const loader = makeLoader(fakeRuntime({ 'mfe_support/app': parcel }).runtime, { userId: 1 });
    await loader.refreshContributions();
    expect(loader.contributions()).toEqual({ status: 'unavailable', remotes: {} });
    await loader.refreshContributions();
    expect(loader.contributions().status).toBe('ready');
  });
});

describe('development overrides', () => {
  const devEntry = 'http://localhost:3103/mf-manifest.json';
  const devPortal = {
    devOverrides: { allowed: true, entries: { support: devEntry } },
    remoteOrigins: ['http://localhost:3103'],
  };
  const devBuild = {
    ...buildManifest('./app'),
    metaData: {
      ...buildManifest('./app').metaData,
      portal: {
        contributions: {
          schemaVersion: 1,
          routes: [],
          menus: [
            {
              menu: 'side',
              key: 'drafts',
              label: { fa: 'پیش‌نویس', en: 'Drafts' },
              to: '/support/drafts',
              order: 310,
            },
          ],
          tiles: [],
          widgets: [],
          dialogs: [],
        },
      },
    },
  };

  beforeEach(() => {
    server.use(http.get(devEntry, () => HttpResponse.json(devBuild)));
  });

  it('loads the development build in a development portal, remembered in this browser, until cleared', async () => {
    const devStorage = memoryStorage();
    const { runtime, registered } = fakeRuntime({ 'mfe_support/app': parcel });
    const make = (page: string) =>
      createRemoteLoader({
        runtime,
        pageUrl: () => page,
        storage: memoryStorage(),
        devStorage,
        report: () => undefined,
      });
    const loader = make('http://localhost/support?mfe_support=dev');
    loader.configure({ manifestUrl: '/remotes/manifest.json', getUser: () => ({ id: 1 }), ...devPortal });
    await expect(loader.load('support', './app')).resolves.toMatchObject({ version: 'dev', channel: 'dev' });
    expect(registered.at(-1)?.remotes).toEqual([
      { name: 'mfe_support', entry: 'http://localhost:3103/remoteEntry.js' },
    ]);
    expect(loader.notices()).toEqual([{ remote: 'support', status: 'dev', origin: 'http://localhost:3103' }]);
    // the other remotes keep their released versions
    await loader.refreshContributions();
    expect(loader.contributions().remotes.cdn).toMatchObject({ version: '1.0.0', channel: 'stable' });

    // another page of this browser, without the parameter: still the development build
    const later = make('http://localhost/support/tickets');
    later.configure({ manifestUrl: '/remotes/manifest.json', getUser: () => ({ id: 1 }), ...devPortal });
    await expect(later.load('support', './app')).resolves.toMatchObject({ channel: 'dev' });
    later.clearOverride('support');
    expect(later.notices()).toEqual([]);
    await expect(later.load('support', './app')).resolves.toMatchObject({
      version: '1.0.0',
      channel: 'stable',
    });
    expect(devStorage.map.size).toBe(0);
  });

  it('shows what the development build contributes, read from its own mf-manifest.json', async () => {
    const loader = makeLoader(fakeRuntime({}).runtime, {
      page: 'http://localhost/?mfe_support=dev',
      settings: devPortal,
    });
    const changed = new Promise<void>((resolve) =>
      loader.subscribe(() => loader.contributions().remotes.support?.contributions.menus.length && resolve()),
    );
    await loader.refreshContributions();
    await changed;
    expect(loader.contributions().remotes.support).toMatchObject({
      version: 'dev',
      channel: 'dev',
      contributions: { menus: [{ key: 'drafts', to: '/support/drafts' }] },
    });
  });

  it('is refused by a production config: the released version, and a notice saying why', async () => {
    const { runtime, registered } = fakeRuntime({ 'mfe_support/app': parcel });
    const loader = makeLoader(runtime, {
      page: 'http://localhost/support?mfe_support=dev',
      settings: { devOverrides: { allowed: false, entries: { support: devEntry } } },
    });
    await expect(loader.load('support', './app')).resolves.toMatchObject({
      version: '1.0.0',
      channel: 'stable',
    });
    expect(loader.notices()).toEqual([
      { remote: 'support', status: 'refused', requested: 'dev', reason: 'dev-not-allowed' },
    ]);
    expect(registered.flatMap((r) => r.remotes.map((x) => x.entry))).toEqual([
      'http://localhost/remotes/support/1.0.0/remoteEntry.js',
    ]);
  });
});
