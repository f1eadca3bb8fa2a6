import type { BuildInfo } from './buildInfo';
import { createContainerRegistry } from './containerRegistry';
import type { FederationRuntime } from './loaderTypes';

const origins = { allowed: [] as string[], page: 'http://portal' };
const MANIFEST_DIGEST = 'sha384-manifestDigestOfTheBuild';
const ENTRY_DIGEST = 'sha384-entryDigestOfTheBuild';
const picked = (version: string, channel: 'stable' | 'canary' | 'dev' = 'stable') => ({
  version,
  entry: `http://portal/remotes/cdn/${version}/mf-manifest.json`,
  channel,
  cohort: 1,
  ...(channel === 'dev' ? {} : { integrity: MANIFEST_DIGEST }),
});
const info = (url: string, digests = true): BuildInfo => {
  const remoteEntry = url.replace('mf-manifest.json', 'remoteEntry.js');
  return {
    remoteEntry,
    exposes: new Map(),
    shares: [],
    integrity: new Map(digests ? [[remoteEntry, ENTRY_DIGEST]] : []),
  };
};

function setup(
  buildInfo: (url: string, integrity?: string) => Promise<BuildInfo> = async (url) => info(url),
) {
  const calls: Array<{ entry: string; force: boolean; integrity?: string }> = [];
  const forgotten: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) =>
      calls.push({
        entry: remotes[0]!.entry,
        force: !!options?.force,
        ...(remotes[0]!.integrity ? { integrity: remotes[0]!.integrity } : {}),
      }),
    loadRemote: async () => null,
    forgetChunks: (container) => forgotten.push(container),
  };
  return { registry: createContainerRegistry(runtime, buildInfo), calls, forgotten };
}

describe('the container registry', () => {
  it('registers a build by the entry its mf-manifest.json names, with the digest it records, once', async () => {
    const read: Array<[string, string | undefined]> = [];
    const { registry, calls } = setup(async (url, integrity) => {
      read.push([url, integrity]);
      return info(url);
    });
    await registry.register('cdn', picked('1.0.0'), origins);
    await registry.register('cdn', picked('1.0.0'), origins);
    // mf-manifest.json is read against the digest the release manifest holds
    expect(read).toEqual([['http://portal/remotes/cdn/1.0.0/mf-manifest.json', MANIFEST_DIGEST]]);
    expect(calls).toEqual([
      { entry: 'http://portal/remotes/cdn/1.0.0/remoteEntry.js', force: false, integrity: ENTRY_DIGEST },
    ]);
    expect(registry.current('cdn')?.version).toBe('1.0.0');
  });

  it('refuses a released version without a digest to check its files against, before anything of it runs', async () => {
    const { registry, calls } = setup(async (url) => info(url, false));
    const { integrity: _none, ...unsigned } = picked('1.0.0');
    await expect(registry.register('cdn', unsigned, origins)).rejects.toMatchObject({
      reason: 'integrity',
      version: '1.0.0',
    });
    // a build whose mf-manifest.json records no digest of its entry (built without the checks)
    await expect(registry.register('cdn', picked('1.0.0'), origins)).rejects.toMatchObject({
      reason: 'integrity',
      message: 'http://portal/remotes/cdn/1.0.0/remoteEntry.js: no digest',
    });
    await expect(registry.register('cdn', picked('1.0.0', 'canary'), origins)).rejects.toMatchObject({
      reason: 'integrity',
    });
    expect(calls).toEqual([]);
  });

  it('loads a development build unchecked (development portals only), and an entry given directly against its own digest', async () => {
    const { registry, calls } = setup(async (url, integrity) => {
      if (integrity) throw new Error('a development build has no digest to check');
      return info(url, false);
    });
    await registry.register('cdn', picked('dev', 'dev'), origins);
    expect(calls).toEqual([{ entry: 'http://portal/remotes/cdn/dev/remoteEntry.js', force: false }]);
    await registry.register(
      'support',
      { ...picked('2.0.0'), entry: 'http://portal/remotes/support/2.0.0/remoteEntry.js' },
      origins,
    );
    expect(calls[1]).toEqual({
      entry: 'http://portal/remotes/support/2.0.0/remoteEntry.js',
      force: false,
      integrity: MANIFEST_DIGEST,
    });
  });

  it('registers the same version again when the release manifest names another digest for it', async () => {
    const { registry, calls } = setup();
    await registry.register('cdn', picked('1.0.0'), origins);
    await registry.register('cdn', { ...picked('1.0.0'), integrity: 'sha384-anotherDigest' }, origins);
    expect(calls.map((c) => c.force)).toEqual([false, true]);
  });

  it('registers another version with force, dropping the chunks of the one it replaces', async () => {
    const { registry, calls, forgotten } = setup();
    await registry.register('cdn', picked('1.0.0'), origins);
    await registry.register('cdn', picked('1.1.0'), origins);
    expect(calls.map((c) => c.force)).toEqual([false, true]);
    expect(forgotten).toEqual(['mfe_cdn']);
  });

  it('forces the next registration of a remote marked stale, and keeps a channel up to date without registering', async () => {
    const { registry, calls } = setup();
    await registry.register('cdn', picked('1.1.0', 'canary'), origins);
    await expect(registry.register('cdn', picked('1.1.0', 'stable'), origins)).resolves.toMatchObject({
      channel: 'stable',
    });
    expect(calls).toHaveLength(1);
    registry.markStale('cdn');
    expect(registry.stale('cdn')).toBe(true);
    await registry.register('cdn', picked('1.1.0'), origins);
    expect(calls.map((c) => c.force)).toEqual([false, true]);
    expect(registry.stale('cdn')).toBe(false);
  });

  it('refuses an entry from an origin that is not allowed, and a build manifest it cannot read', async () => {
    const { registry, calls } = setup(async () => {
      throw new Error('HTTP 503');
    });
    await expect(
      registry.register(
        'cdn',
        { ...picked('1.0.0'), entry: 'https://evil.example.com/mf-manifest.json' },
        origins,
      ),
    ).rejects.toMatchObject({ reason: 'refused' });
    await expect(registry.register('cdn', picked('1.0.0'), origins)).rejects.toMatchObject({
      reason: 'load',
      version: '1.0.0',
    });
    expect(calls).toEqual([]);
    registry.markStale('cdn');
    expect(registry.stale('cdn')).toBe(false);
  });
});
