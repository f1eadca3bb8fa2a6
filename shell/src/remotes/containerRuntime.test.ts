import { createContainerRuntime, loadScript, type RemoteContainer } from './containerRuntime';

/** A page where each entry script, when run, defines the container `name` with the modules given. */
function page(scripts: Record<string, { name: string; modules: Record<string, unknown> } | 'fails'>) {
  const globals: Record<string, unknown> = {};
  const loaded: string[] = [];
  const inits: unknown[] = [];
  const scope = { react: {} };
  const deps = {
    globals,
    shareScope: async () => scope,
    loadScript: async (url: string) => {
      loaded.push(url);
      const script = scripts[url];
      if (!script || script === 'fails') throw new Error(`${url} could not be loaded`);
      const container: RemoteContainer = {
        init: (shareScope) => {
          inits.push({ url, shareScope });
        },
        get: async (module) => {
          if (!(module in script.modules)) throw new Error(`no ${module}`);
          return () => script.modules[module];
        },
      };
      globals[script.name] = container;
    },
  };
  return { globals, loaded, inits, scope, runtime: createContainerRuntime(deps) };
}

describe('container runtime', () => {
  it('runs a container entry once, initialises it with the page share scope and gets each module from it', async () => {
    const { runtime, loaded, inits, scope } = page({ '/b/1/remoteEntry.js': { name: 'mfe_billing', modules: { './app': 'app', './widgets/Balance': 'balance' } } });
    runtime.registerRemotes([{ name: 'mfe_billing', entry: '/b/1/remoteEntry.js' }]);
    await expect(runtime.loadRemote('mfe_billing/widgets/Balance')).resolves.toBe('balance');
    await expect(runtime.loadRemote('mfe_billing/app')).resolves.toBe('app');
    expect(loaded).toEqual(['/b/1/remoteEntry.js']);
    expect(inits).toEqual([{ url: '/b/1/remoteEntry.js', shareScope: scope }]);
  });

  it('starts afresh from a new entry, or the same one by force, and forgets the old container meanwhile', async () => {
    const { runtime, loaded, globals } = page({
      '/b/1/remoteEntry.js': { name: 'mfe_billing', modules: { './app': 'v1' } },
      '/b/2/remoteEntry.js': { name: 'mfe_billing', modules: { './app': 'v2' } },
    });
    runtime.registerRemotes([{ name: 'mfe_billing', entry: '/b/1/remoteEntry.js' }]);
    await runtime.loadRemote('mfe_billing/app');
    runtime.registerRemotes([{ name: 'mfe_billing', entry: '/b/2/remoteEntry.js' }]);
    expect(globals.mfe_billing).toBeUndefined();
    await expect(runtime.loadRemote('mfe_billing/app')).resolves.toBe('v2');
    runtime.registerRemotes([{ name: 'mfe_billing', entry: '/b/2/remoteEntry.js' }], { force: true });
    await expect(runtime.loadRemote('mfe_billing/app')).resolves.toBe('v2');
    expect(loaded).toEqual(['/b/1/remoteEntry.js', '/b/2/remoteEntry.js', '/b/2/remoteEntry.js']);
  });

  it('fails a load whose entry cannot be run, and tries the entry again next time', async () => {
    const scripts: Parameters<typeof page>[0] = { '/c/1/remoteEntry.js': 'fails' };
    const { runtime, loaded } = page(scripts);
    runtime.registerRemotes([{ name: 'mfe_cdn', entry: '/c/1/remoteEntry.js' }]);
    await expect(runtime.loadRemote('mfe_cdn/app')).rejects.toThrow('could not be loaded');
    scripts['/c/1/remoteEntry.js'] = { name: 'mfe_cdn', modules: { './app': 'cdn' } };
    await expect(runtime.loadRemote('mfe_cdn/app')).resolves.toBe('cdn');
    expect(loaded).toHaveLength(2);
  });

  it('refuses an unregistered container, an entry that defines none and a module it does not expose', async () => {
    const { runtime } = page({ '/s/1/remoteEntry.js': { name: 'mfe_other', modules: {} }, '/a/1/remoteEntry.js': { name: 'mfe_account', modules: {} } });
    await expect(runtime.loadRemote('mfe_support/app')).rejects.toThrow('mfe_support is not registered');
    runtime.registerRemotes([{ name: 'mfe_support', entry: '/s/1/remoteEntry.js' }]);
    await expect(runtime.loadRemote('mfe_support/app')).rejects.toThrow('did not define the container mfe_support');
    runtime.registerRemotes([{ name: 'mfe_account', entry: '/a/1/remoteEntry.js' }]);
    await expect(runtime.loadRemote('mfe_account/app')).rejects.toThrow('no ./app');
  });
});

describe('loadScript', () => {
  it('resolves when the script ran and rejects when it failed, leaving no script behind', async () => {
    const ok = loadScript('/ok.js');
    const script = document.head.querySelector('script[src="/ok.js"]') as HTMLScriptElement;
    script.dispatchEvent(new Event('load'));
    await expect(ok).resolves.toBeUndefined();
    const bad = loadScript('/missing.js');
    (document.head.querySelector('script[src="/missing.js"]') as HTMLScriptElement).dispatchEvent(new Event('error'));
    await expect(bad).rejects.toThrow('/missing.js could not be loaded');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
