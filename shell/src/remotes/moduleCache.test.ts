import { createModuleCache, remoteModuleId } from './moduleCache';
import type { FederationRuntime } from './loaderTypes';

const parcel = {
  bootstrap: async () => undefined,
  mount: async () => undefined,
  unmount: async () => undefined,
};
const picked = {
  version: '1.0.0',
  entry: 'http://portal/remotes/billing/1.0.0/mf-manifest.json',
  channel: 'stable' as const,
  cohort: 1,
  integrity: 'sha384-manifest',
};
const exposes = new Map([
  ['./app', ['http://portal/a.js']],
  ['./widgets/Balance', ['http://portal/w.js', 'http://portal/unrecorded.js']],
  ['./search', ['http://portal/s.js']],
]);
const integrity = new Map([
  ['http://portal/a.js', 'sha384-a'],
  ['http://portal/w.js', 'sha384-w'],
  ['http://portal/s.js', 'sha384-s'],
]);

function setup(modules: Record<string, unknown>) {
  const loads: string[] = [];
  const preloaded: Array<Array<{ href: string; integrity?: string }>> = [];
  const shares: Array<readonly string[] | undefined> = [];
  const runtime: FederationRuntime = {
    registerRemotes: () => undefined,
    loadRemote: async <T>(id: string) => {
      loads.push(id);
      if (!(id in modules)) throw new Error(`no ${id}`);
      return modules[id] as T;
    },
    preloadScripts: (urls) => preloaded.push([...urls]),
    preloadOnDemandShares: (keys) => shares.push(keys),
  };
  const reads: Array<string | undefined> = [];
  const buildInfo = async (_url: string, digest?: string) => {
    reads.push(digest);
    return { remoteEntry: '', exposes, shares: ['react', '@portal/shared-ui'], integrity };
  };
  return { cache: createModuleCache(runtime, buildInfo), loads, preloaded, shares, reads };
}

describe('the module cache', () => {
  it('loads a module once per version, asking for its scripts alongside, and the on-demand shares its build consumes with an area', async () => {
    const { cache, loads, preloaded, shares } = setup({
      'mfe_billing/widgets/Balance': { default: parcel },
      'mfe_billing/app': parcel,
    });
    const [a, b] = await Promise.all([
      cache.load('billing', './widgets/Balance', picked),
      cache.load('billing', './widgets/Balance', picked),
    ]);
    expect(a.config).toBe(parcel);
    expect(b).toEqual(a);
    expect(loads).toEqual(['mfe_billing/widgets/Balance']);
    // with the digest the runtime gives the script; a script the build recorded no digest of gets no hint
    expect(preloaded).toEqual([[{ href: 'http://portal/w.js', integrity: 'sha384-w' }]]);
    expect(shares).toEqual([]);
    await cache.load('billing', './app', picked);
    expect(shares).toEqual([['react', '@portal/shared-ui']]);
    // a bare container entry names no shares: every on-demand one
    await cache.load('billing', './app', {
      ...picked,
      entry: 'http://portal/remotes/billing/0.9.0/remoteEntry.js',
    });
    expect(shares).toEqual([['react', '@portal/shared-ui'], undefined]);
  });

  it("preloads a development build's scripts without digests: it is never checked", async () => {
    const { cache, preloaded, reads } = setup({ 'mfe_billing/search': {} });
    const { integrity: _none, ...unchecked } = picked;
    await cache.loadExports('billing', './search', { ...unchecked, channel: 'dev' });
    expect(reads).toEqual([undefined]);
    expect(preloaded).toEqual([[{ href: 'http://portal/s.js' }]]);
  });

  it('says what failed: a module the build does not expose, one that does not load, one that is not a parcel', async () => {
    const { cache, loads } = setup({ 'mfe_billing/app': { hello: 1 } });
    await expect(cache.load('billing', './widgets/Missing', picked)).rejects.toMatchObject({
      reason: 'not-exposed',
      version: '1.0.0',
    });
    expect(loads).toEqual([]);
    await expect(cache.load('billing', './widgets/Balance', picked)).rejects.toMatchObject({
      reason: 'load',
    });
    await expect(cache.load('billing', './app', picked)).rejects.toMatchObject({ reason: 'not-a-parcel' });
  });

  it("gives a plain module's exports (a remote's ./search), loaded once and forgotten like the others", async () => {
    const search = { search: async () => [] };
    const { cache, loads } = setup({ 'mfe_billing/search': search });
    await expect(cache.loadExports('billing', './search', picked)).resolves.toBe(search);
    await expect(cache.loadExports('billing', './search', picked)).resolves.toBe(search);
    expect(loads).toEqual(['mfe_billing/search']);
    cache.forget('billing', './search');
    await cache.loadExports('billing', './search', picked);
    expect(loads).toHaveLength(2);
  });

  it('keeps a failure until forgotten, and gives a load the channel it is served under now', async () => {
    const modules: Record<string, unknown> = {};
    const { cache, loads } = setup(modules);
    await expect(cache.load('billing', './app', picked)).rejects.toMatchObject({ reason: 'load' });
    modules['mfe_billing/app'] = parcel;
    await expect(cache.load('billing', './app', picked)).rejects.toMatchObject({ reason: 'load' });
    cache.forget('billing', './app');
    await expect(cache.load('billing', './app', { ...picked, channel: 'canary' })).resolves.toMatchObject({
      channel: 'canary',
    });
    await expect(cache.load('billing', './app', picked)).resolves.toMatchObject({ channel: 'stable' });
    expect(loads).toHaveLength(2);
    expect(remoteModuleId('billing', './widgets/Balance')).toBe('mfe_billing/widgets/Balance');
  });
});
