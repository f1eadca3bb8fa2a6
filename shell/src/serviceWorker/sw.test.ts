import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const SCRIPT = fs.readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://portal.example.com';

interface Worker {
  strategyFor(request: { url: string; method: string; mode: string }, origin: string): string;
  storable(url: string, status: number, contentType: string | null): boolean;
  pageKey(url: string): string;
  namedFiles(html: string, origin: string): string[];
}

/** The worker's pure functions, from public/sw.js run where there is no worker scope (no `caches`). */
function load(): Worker {
  const scope: Record<string, unknown> = { URL };
  vm.runInNewContext(SCRIPT, scope);
  return scope as unknown as Worker;
}

const sw = load();
const strategy = (pathAndQuery: string, init: { method?: string; mode?: string; origin?: string } = {}) =>
  sw.strategyFor(
    {
      url: (init.origin ?? ORIGIN) + pathAndQuery,
      method: init.method ?? 'GET',
      mode: init.mode ?? 'no-cors',
    },
    ORIGIN,
  );

describe('the service worker: which request gets which answer', () => {
  it('serves a page (a navigation) from the cache, revalidated behind it', () => {
    expect(strategy('/', { mode: 'navigate' })).toBe('page');
    expect(strategy('/cdn/domains', { mode: 'navigate' })).toBe('page');
    expect(strategy('/force-set-token?token=abc', { mode: 'navigate' })).toBe('page');
  });

  it('leaves navigations to files and to the API or the rollout view to the network', () => {
    expect(strategy('/config.json', { mode: 'navigate' })).toBe('network');
    expect(strategy('/main.918415eb.js', { mode: 'navigate' })).toBe('network');
    expect(strategy('/api/v1/auth/profile', { mode: 'navigate' })).toBe('network');
    expect(strategy('/rollout/view', { mode: 'navigate' })).toBe('network');
    expect(strategy('/gateway/pay', { mode: 'navigate' })).toBe('network');
  });

  it('serves the versioned files cache first: the shell content-hashed files, its assets, a remote version folder', () => {
    expect(strategy('/main.918415eb.js')).toBe('versioned');
    expect(strategy('/first-paint.4af9280e.js')).toBe('versioned');
    expect(strategy('/122.5f5408a2.css')).toBe('versioned');
    expect(strategy('/assets/vazirmatn-latin-400-normal.f470f561.woff2')).toBe('versioned');
    expect(strategy('/remotes/cdn/1.0.0+dd090efd/remoteEntry.js')).toBe('versioned');
    expect(strategy('/remotes/cdn/1.0.0+dd090efd/mf-manifest.json')).toBe('versioned');
  });

  it('never caches the API, config.json, the release manifest, this worker or unversioned files', () => {
    for (const file of [
      '/api/v1/financial/billing/balance',
      '/config.json',
      '/remotes/manifest.json',
      '/sw.js',
      '/favicon.ico',
      '/rollout/reports',
      '/__sandbox/reset',
      '/submit/form',
    ]) {
      expect([file, strategy(file)]).toEqual([file, 'network']);
    }
    // the release store's lock and half-written files are not for browsers
    expect(strategy('/remotes/manifest.json.lock')).toBe('network');
    expect(strategy('/remotes/cdn/1.0.0+dd090efd/x.js.tmp')).toBe('network');
  });

  it('leaves other methods, other origins and versioned files with a query to the network', () => {
    expect(strategy('/api/v1/auth/login', { method: 'POST' })).toBe('network');
    expect(strategy('/', { method: 'POST', mode: 'navigate' })).toBe('network');
    expect(strategy('/main.918415eb.js', { origin: 'https://cdn.example.com' })).toBe('network');
    expect(strategy('/', { origin: 'https://other.example.com', mode: 'navigate' })).toBe('network');
    expect(strategy('/main.918415eb.js?v=2')).toBe('network');
  });

  it('leaves a file under a versioned folder whose name says no script, style, font or image to the network', () => {
    expect(strategy('/assets/notes.3f2a0398.txt')).toBe('network');
    expect(strategy('/main.918415eb.js.map')).toBe('network');
    expect(strategy('/remotes/cdn/1.0.0+dd090efd/index.html')).toBe('network');
    expect(strategy('/remotes/cdn/1.0.0+dd090efd/other.json')).toBe('network');
    expect(strategy('/assets/logo.1a2b3c4d.svg')).toBe('versioned');
  });

  it("keeps a versioned file only as the type its name says: never an HTML answer under a script's name", () => {
    const at = (file: string) => ORIGIN + file;
    expect(sw.storable(at('/main.918415eb.js'), 200, 'application/javascript; charset=utf-8')).toBe(true);
    expect(sw.storable(at('/main.918415eb.js'), 200, 'text/javascript')).toBe(true);
    expect(sw.storable(at('/122.5f5408a2.css'), 200, 'text/css')).toBe(true);
    expect(sw.storable(at('/assets/a.3f2a0398.woff2'), 200, 'font/woff2')).toBe(true);
    expect(sw.storable(at('/assets/logo.1a2b3c4d.svg'), 200, 'image/svg+xml')).toBe(true);
    expect(sw.storable(at('/remotes/cdn/1.0.0+dd090efd/mf-manifest.json'), 200, 'application/json')).toBe(
      true,
    );
    // the shell's page from a history fallback, an error page, a missing type, a failure
    expect(sw.storable(at('/main.918415eb.js'), 200, 'text/html; charset=utf-8')).toBe(false);
    expect(sw.storable(at('/remotes/cdn/1.0.0+dd090efd/remoteEntry.js'), 200, 'text/html')).toBe(false);
    expect(sw.storable(at('/assets/a.3f2a0398.woff2'), 200, 'text/html')).toBe(false);
    expect(sw.storable(at('/122.5f5408a2.css'), 200, null)).toBe(false);
    expect(sw.storable(at('/main.918415eb.js'), 404, 'application/javascript')).toBe(false);
    expect(sw.storable(at('/remotes/cdn/1.0.0+dd090efd/mf-manifest.json'), 200, 'text/html')).toBe(false);
  });

  it('keeps a page under its path, whatever its query', () => {
    expect(sw.pageKey(`${ORIGIN}/cdn/domains?page=2#top`)).toBe(`${ORIGIN}/cdn/domains`);
    expect(sw.pageKey(`${ORIGIN}/`)).toBe(`${ORIGIN}/`);
  });

  it('finds the versioned files an HTML names: scripts, styles, preloads and the font lists', () => {
    const html = [
      '<meta name="fp-fonts-fa" content="/assets/a.3f2a0398.woff2 /assets/b.65b27964.woff2" />',
      '<meta name="fp-fonts-en" content="/assets/c.11042366.woff2 /assets/b.65b27964.woff2" />',
      '<script src=/color-mode.49843885.js></script><script src="/first-paint.4af9280e.js"></script>',
      '<script defer src=/main.918415eb.js></script><link rel="modulepreload" href="/remotes/cdn/1.0.0+dd090efd/remoteEntry.js">',
      '<link rel="icon" href="/favicon.ico"><script src="https://cdn.example.com/x.12345678.js"></script><a href="/cdn/domains">',
    ].join('\n');
    expect(sw.namedFiles(html, ORIGIN).sort()).toEqual(
      [
        '/assets/a.3f2a0398.woff2',
        '/assets/b.65b27964.woff2',
        '/assets/c.11042366.woff2',
        '/color-mode.49843885.js',
        '/first-paint.4af9280e.js',
        '/main.918415eb.js',
        '/remotes/cdn/1.0.0+dd090efd/remoteEntry.js',
      ].map((file) => ORIGIN + file),
    );
  });
});

/** A CacheStorage of Maps, enough for the worker: open, match, put, keys, delete. */
function fakeCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: Request | string) => (typeof request === 'string' ? request : request.url);
  const store = (name: string) => {
    if (!stores.has(name)) stores.set(name, new Map());
    const entries = stores.get(name)!;
    return {
      entries,
      match: async (request: Request | string) => entries.get(keyOf(request))?.clone(),
      put: async (request: Request | string, response: Response) =>
        void entries.set(keyOf(request), response),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
      delete: async (request: Request | string) => entries.delete(keyOf(request)),
    };
  };
  return {
    stores,
    open: async (name: string) => store(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: Request | string, options: { cacheName: string }) =>
      store(options.cacheName).match(request),
  };
}

/** The worker's script run in a worker-like scope whose network answers `answers` (path → [type, body]). */
function runWorker(answers: Record<string, [string, string]>) {
  const listeners: Record<string, (event: unknown) => void> = {};
  const caches = fakeCaches();
  const fetchFake = async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url);
    const [type, body] = answers[url.pathname] ?? ['application/json', '{"success":false}'];
    const res = new Response(body, {
      status: answers[url.pathname] ? 200 : 404,
      headers: { 'Content-Type': type },
    });
    // a same-origin answer, as the browser types it
    Object.defineProperty(res, 'type', { value: 'basic' });
    return res;
  };
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
    skipWaiting: async () => undefined,
  };
  vm.runInNewContext(SCRIPT, { URL, Request, Response, Headers, fetch: fetchFake, caches, self, Promise });
  /** Dispatches a fetch event; resolves with the answer once the worker's own work is done. */
  const dispatch = async (path: string, mode: RequestMode = 'no-cors') => {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    const request = { url: ORIGIN + path, method: 'GET', mode };
    listeners.fetch!({
      request,
      respondWith: (p: Promise<Response>) => (answer = p),
      waitUntil: (p: Promise<unknown>) => waits.push(p),
    });
    const response = await answer;
    await Promise.all(waits);
    return response;
  };
  const kept = () =>
    [...caches.stores.values()]
      .flatMap((entries) => [...entries.keys()])
      .map((url) => url.slice(ORIGIN.length))
      .sort();
  return { dispatch, kept };
}

describe('the service worker at work', () => {
  const PAGE = '<!doctype html><title>portal</title><script defer src="/main.0123abcd.js"></script>';

  it("passes an HTML answer under a script's name to the page but never keeps it; the script itself it keeps", async () => {
    const worker = runWorker({
      '/main.0123abcd.js': ['text/html; charset=utf-8', PAGE],
      '/122.5f5408a2.css': ['text/css', 'a{}'],
    });
    const html = await worker.dispatch('/main.0123abcd.js');
    expect(await html?.text()).toBe(PAGE);
    expect(await worker.dispatch('/122.5f5408a2.css')).toBeDefined();
    expect(worker.kept()).toEqual(['/122.5f5408a2.css']);
  });

  it('keeps no page whose script answers HTML: the next visit asks the network again', async () => {
    const worker = runWorker({ '/': ['text/html', PAGE], '/main.0123abcd.js': ['text/html', PAGE] });
    const page = await worker.dispatch('/', 'navigate');
    expect(await page?.text()).toBe(PAGE);
    expect(worker.kept()).toEqual([]);
    // with the real script, the page and its script are kept
    const good = runWorker({
      '/': ['text/html', PAGE],
      '/main.0123abcd.js': ['application/javascript', 'console.log(1)'],
    });
    await good.dispatch('/', 'navigate');
    expect(good.kept()).toEqual(['/', '/main.0123abcd.js']);
  });
});
