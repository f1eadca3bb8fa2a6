import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { createPortalServer } from './app';

function fixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-server-'));
  const shellDir = path.join(dir, 'shell');
  // a dot folder, like the real .releases: express refuses dot paths unless told otherwise
  const releasesDir = path.join(dir, '.releases');
  fs.mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(releasesDir, 'cdn/1.0.0'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>portal</title>');
  // the lean login app's page (build/webpack.login.cjs)
  fs.writeFileSync(path.join(shellDir, 'login.html'), '<!doctype html><title>login</title>');
  fs.writeFileSync(path.join(shellDir, 'main.0123abcd.js'), 'console.log(1)');
  // a script the page runs before its first paint, named by its content as the build names it
  fs.writeFileSync(path.join(shellDir, 'first-paint.89abcdef.js'), 'document.documentElement.lang = "fa"');
  fs.writeFileSync(
    path.join(shellDir, 'config.json'),
    JSON.stringify({ apiBaseUrl: '', manifestUrl: '/remotes/manifest.json' }),
  );
  fs.writeFileSync(
    path.join(releasesDir, 'manifest.json'),
    JSON.stringify({ schemaVersion: 1, remotes: {} }),
  );
  fs.writeFileSync(path.join(releasesDir, 'cdn/1.0.0/remoteEntry.js'), 'var mfe_cdn;');
  // precompressed copies as build/PrecompressPlugin.cjs writes them (distinct bodies, to tell them apart)
  fs.writeFileSync(path.join(shellDir, 'main.0123abcd.js.br'), zlib.brotliCompressSync('console.log("br")'));
  fs.writeFileSync(path.join(shellDir, 'main.0123abcd.js.gz'), zlib.gzipSync('console.log("gz")'));
  fs.writeFileSync(
    path.join(releasesDir, 'cdn/1.0.0/remoteEntry.js.br'),
    zlib.brotliCompressSync('var mfe_cdn; // br'),
  );
  fs.writeFileSync(path.join(releasesDir, 'cdn/1.0.0/.release.json'), '{}');
  fs.writeFileSync(path.join(releasesDir, 'manifest.json.lock'), '{}');
  fs.writeFileSync(path.join(releasesDir, 'manifest.json.123.tmp'), '{}');
  return { shellDir, releasesDir };
}

describe('portal server', () => {
  const sandboxCalls: string[] = [];
  const app = createPortalServer({
    ...fixture(),
    origin: 'http://localhost:8080',
    config: { remoteOrigins: ['http://localhost:8080', 'https://cdn.example.com'] },
    sandbox: (req, res) => {
      sandboxCalls.push(req.path);
      res.json({ success: true, data: { path: req.path } });
    },
  });

  it('serves the shell for any page route so deep links work', async () => {
    const res = await request(app).get('/support/tickets/12').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>portal</title>');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it("serves /login the lean login app's page, with the page's headers, and every other address the shell", async () => {
    const login = await request(app).get('/login').set('Accept', 'text/html');
    expect(login.status).toBe(200);
    expect(login.text).toContain('<title>login</title>');
    expect(login.headers['cache-control']).toBe('no-cache');
    expect(login.headers['content-security-policy']).toContain("script-src 'self'");
    for (const other of ['/', '/login/extra', '/cdn']) {
      const res = await request(app).get(other).set('Accept', 'text/html');
      expect([other, res.text]).toEqual([other, '<!doctype html><title>portal</title>']);
    }
  });

  it('sends hashed shell assets and versioned remote files as immutable', async () => {
    const asset = await request(app).get('/main.0123abcd.js');
    expect(asset.headers['cache-control']).toContain('immutable');
    const beforePaint = await request(app).get('/first-paint.89abcdef.js');
    expect(beforePaint.status).toBe(200);
    expect(beforePaint.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const remote = await request(app).get('/remotes/cdn/1.0.0/remoteEntry.js');
    expect(remote.status).toBe(200);
    expect(remote.headers['cache-control']).toContain('immutable');
  });

  it('sends immutable files with lean headers: nosniff, no document policies, no validators', async () => {
    for (const [url, encoding] of [
      ['/main.0123abcd.js', 'br'],
      ['/main.0123abcd.js', 'identity'],
      ['/remotes/cdn/1.0.0/remoteEntry.js', 'br'],
      ['/remotes/cdn/1.0.0/remoteEntry.js', 'identity'],
    ] as const) {
      const res = await request(app).get(url).set('Accept-Encoding', encoding);
      expect(res.status).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'referrer-policy',
        'etag',
        'last-modified',
        'accept-ranges',
      ]) {
        expect([url, encoding, header, res.headers[header]]).toEqual([url, encoding, header, undefined]);
      }
    }
    // what may be revalidated keeps its validators; documents keep their policies
    const page = await request(app).get('/cdn').set('Accept', 'text/html');
    expect(page.headers['content-security-policy']).toBeDefined();
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('sends the precompressed copy the browser accepts, with the type and cache headers of the plain file', async () => {
    const br = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.text).toBe('console.log("br")');

    const gz = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe('console.log("gz")');

    const plain = await request(app).get('/main.0123abcd.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');

    const remote = await request(app).get('/remotes/cdn/1.0.0/remoteEntry.js').set('Accept-Encoding', 'br');
    expect(remote.headers['content-encoding']).toBe('br');
    expect(remote.headers['cache-control']).toContain('immutable');
    expect(remote.text).toBe('var mfe_cdn; // br');
  });

  it('never lets the manifest or config.json be cached without revalidation', async () => {
    const manifest = await request(app).get('/remotes/manifest.json');
    expect(manifest.body.schemaVersion).toBe(1);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const config = await request(app).get('/config.json');
    expect(config.body).toMatchObject({
      manifestUrl: '/remotes/manifest.json',
      remoteOrigins: expect.arrayContaining(['https://cdn.example.com']),
    });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('answers 404 for a missing remote file instead of the shell page', async () => {
    const res = await request(app).get('/remotes/cdn/9.9.9/remoteEntry.js');
    expect(res.status).toBe(404);
  });

  it('answers 404, uncached, for a missing built file, never the shell page, even to a request that accepts HTML', async () => {
    for (const missing of [
      '/main.89abcdef.js',
      '/first-paint.00000000.js',
      '/122.5f5408a2.css',
      '/assets/vazirmatn.3f2a0398.woff2',
      '/assets/logo.svg',
      '/main.js',
      '/vendors.css',
      '/main.js.map',
      '/remotes/cdn/1.0.0/550.0ec1aded.js',
    ]) {
      for (const accept of ['*/*', 'text/html']) {
        const res = await request(app).get(missing).set('Accept', accept);
        expect([missing, accept, res.status, res.headers['content-type']]).toEqual([
          missing,
          accept,
          404,
          expect.not.stringContaining('html'),
        ]);
        expect([missing, res.headers['cache-control']]).toEqual([missing, 'no-store']);
      }
    }
    // a route with a domain in it is still a page
    expect((await request(app).get('/cdn/example.js.org/12').set('Accept', 'text/html')).text).toContain(
      '<title>portal</title>',
    );
  });

  it("never serves the release store's lock, temporary files or version records", async () => {
    for (const file of ['manifest.json.lock', 'manifest.json.123.tmp', 'cdn/1.0.0/.release.json']) {
      expect((await request(app).get(`/remotes/${file}`)).status).toBe(404);
    }
  });

  it('hands provider paths to the sandbox and nothing else', async () => {
    await request(app).get('/api/v1/auth/profile');
    await request(app).post('/submit/financial/check-coupon');
    await request(app).get('/cdn').set('Accept', 'text/html');
    expect(sandboxCalls).toEqual(['/api/v1/auth/profile', '/submit/financial/check-coupon']);
  });

  it('sends a CSP without inline scripts, and the other security headers', async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/script-src 'self' http:\/\/localhost:8080 https:\/\/cdn\.example\.com(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("form-action 'self'");
    // sockets only to the portal's own origins (the VNC console's goes through this origin), never to any host
    expect(csp).toMatch(
      /connect-src 'self' http:\/\/localhost:8080 https:\/\/cdn\.example\.com ws:\/\/localhost:8080 wss:\/\/cdn\.example\.com(;|$)/,
    );
    expect(csp).not.toMatch(/ wss?:( |;|$)/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('sends no Referer from the page whose address carries a token, so the token reaches no log', async () => {
    const page = await request(app).get('/force-set-token?token=secret-token').set('Accept', 'text/html');
    expect(page.text).toContain('<title>portal</title>');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect((await request(app).get('/cdn').set('Accept', 'text/html')).headers['referrer-policy']).toBe(
      'strict-origin-when-cross-origin',
    );
  });
});

describe('portal server with the release service and a provider API on another origin', () => {
  const releaseCalls: string[] = [];
  const app = createPortalServer({
    ...fixture(),
    origin: 'http://localhost:8080',
    config: { apiBaseUrl: 'https://api.provider.example/v1/base' },
    releaseService: (req, res, next) => {
      if (req.path === '/nothing-here') return next();
      releaseCalls.push(`${req.method} ${req.path}`);
      res.json({ success: true, data: { path: req.path } });
    },
  });

  it('hands the paths nginx proxies to the release service to it, and nothing else', async () => {
    await request(app).get('/remotes/manifest.json').expect(200);
    await request(app).post('/rollout/reports').send({}).expect(200);
    await request(app).get('/rollout?user=1').expect(200);
    await request(app).get('/remotes/cdn/1.0.0/remoteEntry.js').expect(200);
    await request(app).get('/rollouts').set('Accept', 'text/html').expect(200);
    expect(releaseCalls).toEqual(['GET /remotes/manifest.json', 'POST /rollout/reports', 'GET /rollout']);
  });

  it("lets the page call the provider API's origin (connect-src), and only the page's own scripts run", async () => {
    const res = await request(app).get('/').set('Accept', 'text/html');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(
      /connect-src 'self' http:\/\/localhost:8080 https:\/\/api\.provider\.example ws:\/\/localhost:8080 wss:\/\/api\.provider\.example(;|$)/,
    );
    expect(csp).toMatch(/script-src 'self' http:\/\/localhost:8080(;|$)/);
  });
});
