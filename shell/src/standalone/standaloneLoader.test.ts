import type { FederationRuntime } from '../remotes/loaderTypes';
import { createStandaloneLoader } from './standaloneLoader';

const parcel = { bootstrap: async () => {}, mount: async () => {}, unmount: async () => {} };

function fakeRuntime(modules: Record<string, unknown>) {
  const registered: Array<{ entry: string; force: boolean }> = [];
  const runtime: Pick<FederationRuntime, 'registerRemotes' | 'loadRemote'> = {
    registerRemotes: (remotes, options) =>
      remotes.forEach((r) => registered.push({ entry: r.entry, force: !!options?.force })),
    loadRemote: async <T>(id: string) => {
      if (!(id in modules)) throw new Error(`no ${id}`);
      return modules[id] as T;
    },
  };
  return { runtime, registered };
}

describe('the standalone page loader', () => {
  it("mounts the development server's own container, registered once, as the development build", async () => {
    const { runtime, registered } = fakeRuntime({ 'mfe_support/app': { default: parcel } });
    const loader = createStandaloneLoader('support', runtime, 'http://localhost:3103/remoteEntry.js');
    await expect(loader.load('support', './app')).resolves.toEqual({
      config: parcel,
      version: 'dev',
      channel: 'dev',
    });
    await loader.load('support', './app');
    expect(registered).toEqual([{ entry: 'http://localhost:3103/remoteEntry.js', force: false }]);
  });

  it('registers again with force after a failure, so retry works once the server is back', async () => {
    const modules: Record<string, unknown> = {};
    const { runtime, registered } = fakeRuntime(modules);
    const loader = createStandaloneLoader('support', runtime, 'http://localhost:3103/remoteEntry.js');
    await expect(loader.load('support', './app')).rejects.toThrow('no mfe_support/app');
    loader.reset('support', './app');
    modules['mfe_support/app'] = { app: 1 };
    await expect(loader.load('support', './app')).rejects.toThrow('mfe_support/app is not a parcel');
    loader.reset('support', './app');
    modules['mfe_support/app'] = parcel;
    await expect(loader.load('support', './app')).resolves.toMatchObject({ config: parcel });
    expect(registered.map((r) => r.force)).toEqual([false, true, true]);
  });

  it('serves its own remote only', async () => {
    const loader = createStandaloneLoader(
      'support',
      fakeRuntime({}).runtime,
      'http://localhost:3103/remoteEntry.js',
    );
    await expect(loader.load('cdn', './app')).rejects.toThrow('this page serves support only, not cdn');
  });
});
