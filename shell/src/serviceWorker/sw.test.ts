import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

const SCRIPT = fs.readFileSync(path.join(__dirname, '../../public/sw.js'), 'utf8');
const ORIGIN = 'https://portal.example.com';

interface Worker {
  strategyFor(request: { url: string; method: string; mode: string }, origin: string): string;
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
  sw.strategyFor({ url: (init.origin ?? ORIGIN) + pathAndQuery, method: init.method ?? 'GET', mode: init.mode ?? 'no-cors' }, ORIGIN);

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
    for (const file of ['/api/v1/financial/billing/balance', '/config.json', '/remotes/manifest.json', '/sw.js', '/favicon.ico', '/rollout/reports', '/__sandbox/reset', '/submit/form']) {
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
