import {
  createContainerRuntime,
  loadScript,
  type RemoteContainer,
  type ScriptOptions,
} from './containerRuntime';
import { DEADLINE_GLOBAL } from './loadDeadline';

/** A page where each entry script, when run, defines the container `name` with the modules given. */
function page(
  scripts: Record<string, { name: string; modules: Record<string, unknown> } | 'fails' | 'hangs'>,
) {
  const globals: Record<string, unknown> = {};
  const loaded: string[] = [];
  const options: ScriptOptions[] = [];
  const inits: unknown[] = [];
  const scope = { react: {} };
  const deps = {
    globals,
    shareScope: async () => scope,
    loadScript: async (address: string, given: ScriptOptions) => {
      loaded.push(address);
      options.push(given);
      // a retry's address carries its attempt; the script is the same file
      const url = address.replace(/\?attempt=\d+$/, '');
      const script = scripts[url];
      if (script === 'hangs') throw new Error(`${url}: timeout`);
      if (!script || script === 'fails') throw new Error(`${url}: error`);
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
  return { globals, loaded, options, inits, scope, runtime: createContainerRuntime(deps) };
}

describe('container runtime', () => {
  it('runs a container entry once, initialises it with the page share scope and gets each module from it', async () => {
    const { runtime, loaded, inits, scope } = page({
      '/b/1/remoteEntry.js': {
        name: 'mfe_billing',
        modules: { './app': 'app', './widgets/Balance': 'balance' },
      },
    });
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
    expect(loaded).toEqual(['/b/1/remoteEntry.js', '/b/2/remoteEntry.js', '/b/2/remoteEntry.js?attempt=1']);
  });

  it('fails a load whose entry cannot be run, and tries the entry again next time', async () => {
    const scripts: Parameters<typeof page>[0] = { '/c/1/remoteEntry.js': 'fails' };
    const { runtime, loaded } = page(scripts);
    runtime.registerRemotes([{ name: 'mfe_cdn', entry: '/c/1/remoteEntry.js' }]);
    await expect(runtime.loadRemote('mfe_cdn/app')).rejects.toThrow('/c/1/remoteEntry.js: error');
    scripts['/c/1/remoteEntry.js'] = { name: 'mfe_cdn', modules: { './app': 'cdn' } };
    await expect(runtime.loadRemote('mfe_cdn/app')).resolves.toBe('cdn');
    expect(loaded).toHaveLength(2);
  });

  it('loads an entry against the digest it was registered with, within the deadline it hands the remotes too', async () => {
    const { runtime, options, globals } = page({
      '/b/1/remoteEntry.js': { name: 'mfe_billing', modules: { './app': 'app' } },
    });
    runtime.setLoadDeadline?.(4_000);
    expect(globals[DEADLINE_GLOBAL]).toBe(4_000);
    runtime.registerRemotes([
      { name: 'mfe_billing', entry: '/b/1/remoteEntry.js', integrity: 'sha384-entry' },
    ]);
    await runtime.loadRemote('mfe_billing/app');
    expect(options).toEqual([{ integrity: 'sha384-entry', deadlineMs: 4_000 }]);
  });

  it('asks for an entry started again at a new address (its runtime gives its chunks the same): no cached copy or hung request is reused', async () => {
    const scripts: Parameters<typeof page>[0] = {
      '/c/1/remoteEntry.js': 'fails',
      '/s/1/remoteEntry.js': 'hangs',
    };
    const { runtime, loaded } = page(scripts);
    runtime.registerRemotes([
      { name: 'mfe_cdn', entry: '/c/1/remoteEntry.js', integrity: 'sha384-c' },
      { name: 'mfe_support', entry: '/s/1/remoteEntry.js', integrity: 'sha384-s' },
    ]);
    await expect(runtime.loadRemote('mfe_support/app')).rejects.toThrow('timeout');
    await expect(runtime.loadRemote('mfe_cdn/app')).rejects.toThrow('error');
    scripts['/c/1/remoteEntry.js'] = { name: 'mfe_cdn', modules: { './app': 'cdn' } };
    scripts['/s/1/remoteEntry.js'] = { name: 'mfe_support', modules: { './app': 'support' } };
    await expect(runtime.loadRemote('mfe_cdn/app')).resolves.toBe('cdn');
    await expect(runtime.loadRemote('mfe_support/app')).resolves.toBe('support');
    runtime.registerRemotes([{ name: 'mfe_cdn', entry: '/c/1/remoteEntry.js', integrity: 'sha384-c' }], {
      force: true,
    });
    await runtime.loadRemote('mfe_cdn/app');
    expect(loaded).toEqual([
      '/s/1/remoteEntry.js',
      '/c/1/remoteEntry.js',
      '/c/1/remoteEntry.js?attempt=1',
      '/s/1/remoteEntry.js?attempt=1',
      '/c/1/remoteEntry.js?attempt=2',
    ]);
  });

  it('refuses an unregistered container, an entry that defines none and a module it does not expose', async () => {
    const { runtime } = page({
      '/s/1/remoteEntry.js': { name: 'mfe_other', modules: {} },
      '/a/1/remoteEntry.js': { name: 'mfe_account', modules: {} },
    });
    await expect(runtime.loadRemote('mfe_support/app')).rejects.toThrow('mfe_support is not registered');
    runtime.registerRemotes([{ name: 'mfe_support', entry: '/s/1/remoteEntry.js' }]);
    await expect(runtime.loadRemote('mfe_support/app')).rejects.toThrow(
      'did not define the container mfe_support',
    );
    runtime.registerRemotes([{ name: 'mfe_account', entry: '/a/1/remoteEntry.js' }]);
    await expect(runtime.loadRemote('mfe_account/app')).rejects.toThrow('no ./app');
  });
});

describe('loadScript', () => {
  afterEach(() => jest.useRealTimers());

  it('gives a script its digest (a CORS request), and fails one that passes its deadline, leaving no script behind', async () => {
    jest.useFakeTimers();
    const hung = loadScript('/hung.js', { integrity: 'sha384-abc', deadlineMs: 5_000 });
    const script = document.head.querySelector('script[src="/hung.js"]') as HTMLScriptElement;
    expect(script.getAttribute('integrity')).toBe('sha384-abc');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    jest.advanceTimersByTime(4_999);
    expect(document.head.querySelector('script[src="/hung.js"]')).not.toBeNull();
    jest.advanceTimersByTime(1);
    await expect(hung).rejects.toThrow('/hung.js: timeout');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    // a late answer changes nothing
    script.dispatchEvent(new Event('load'));
  });

  it('resolves when the script ran and rejects when it failed, leaving no script behind', async () => {
    const ok = loadScript('/ok.js');
    const script = document.head.querySelector('script[src="/ok.js"]') as HTMLScriptElement;
    script.dispatchEvent(new Event('load'));
    await expect(ok).resolves.toBeUndefined();
    const bad = loadScript('/missing.js');
    (document.head.querySelector('script[src="/missing.js"]') as HTMLScriptElement).dispatchEvent(
      new Event('error'),
    );
    await expect(bad).rejects.toThrow('/missing.js: error');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
  });
});
