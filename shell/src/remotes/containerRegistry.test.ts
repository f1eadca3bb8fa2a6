import type { BuildInfo } from './buildInfo';
import { createContainerRegistry } from './containerRegistry';
import type { FederationRuntime } from './loaderTypes';

const origins = { allowed: [] as string[], page: 'http://portal' };
const picked = (version: string, channel: 'stable' | 'canary' = 'stable') => ({ version, entry: `http://portal/remotes/cdn/${version}/mf-manifest.json`, channel, cohort: 1 });
const info = (url: string): BuildInfo => ({ remoteEntry: url.replace('mf-manifest.json', 'remoteEntry.js'), exposes: new Map(), shares: [] });

function setup(buildInfo: (url: string) => Promise<BuildInfo | null> = async (url) => info(url)) {
  const calls: Array<{ entry: string; force: boolean }> = [];
  const forgotten: string[] = [];
  const runtime: FederationRuntime = {
    registerRemotes: (remotes, options) => calls.push({ entry: remotes[0]!.entry, force: !!options?.force }),
    loadRemote: async () => null,
    forgetChunks: (container) => forgotten.push(container),
  };
  return { registry: createContainerRegistry(runtime, buildInfo), calls, forgotten };
}

describe('the container registry', () => {
  it('registers a build by the entry its mf-manifest.json names, once', async () => {
    const { registry, calls } = setup();
    await registry.register('cdn', picked('1.0.0'), origins);
    await registry.register('cdn', picked('1.0.0'), origins);
    expect(calls).toEqual([{ entry: 'http://portal/remotes/cdn/1.0.0/remoteEntry.js', force: false }]);
    expect(registry.current('cdn')?.version).toBe('1.0.0');
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
    await expect(registry.register('cdn', picked('1.1.0', 'stable'), origins)).resolves.toMatchObject({ channel: 'stable' });
    expect(calls).toHaveLength(1);
    registry.markStale('cdn');
    expect(registry.stale('cdn')).toBe(true);
    await registry.register('cdn', picked('1.1.0'), origins);
    expect(calls.map((c) => c.force)).toEqual([false, true]);
    expect(registry.stale('cdn')).toBe(false);
  });

  it('refuses an entry from an origin that is not allowed, and a build manifest it cannot read', async () => {
    const { registry, calls } = setup(async () => null);
    await expect(registry.register('cdn', { ...picked('1.0.0'), entry: 'https://evil.example.com/mf-manifest.json' }, origins)).rejects.toMatchObject({ reason: 'refused' });
    await expect(registry.register('cdn', picked('1.0.0'), origins)).rejects.toMatchObject({ reason: 'load', version: '1.0.0' });
    expect(calls).toEqual([]);
    registry.markStale('cdn');
    expect(registry.stale('cdn')).toBe(false);
  });
});
