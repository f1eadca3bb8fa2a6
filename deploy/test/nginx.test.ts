import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { raw } from './httpGet';
import { readableTempDir, startNginx, type RunningNginx } from './nginxServer';
import { startStandInUpstream, type StandInUpstream } from './standInUpstream';

const SCRIPT = 'console.log("a versioned script of the shell");'.repeat(40);

function fixture() {
  const root = readableTempDir('portal-web-');
  const shellDir = path.join(root, 'html');
  const releasesDir = path.join(root, 'remotes');
  fs.mkdirSync(path.join(shellDir, 'assets'), { recursive: true });
  fs.mkdirSync(path.join(releasesDir, 'cdn/1.0.0'), { recursive: true });
  fs.writeFileSync(
    path.join(shellDir, 'index.html'),
    `<!doctype html><title>portal</title><script src="/main.0123abcd.js"></script>${' '.repeat(2000)}`,
  );
  // the lean login app's page (build/webpack.login.cjs)
  fs.writeFileSync(
    path.join(shellDir, 'login.html'),
    '<!doctype html><title>login</title><script src="/first-paint.0123abcd.js"></script><script src="/login.0123abcd.js"></script>',
  );
  // a hashed script with the copies build/PrecompressPlugin.cjs writes beside it
  for (const file of [
    path.join(shellDir, 'main.0123abcd.js'),
    path.join(releasesDir, 'cdn/1.0.0/remoteEntry.js'),
  ]) {
    fs.writeFileSync(file, SCRIPT);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(SCRIPT));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(SCRIPT));
  }
  fs.writeFileSync(path.join(shellDir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  fs.writeFileSync(path.join(shellDir, 'assets/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  fs.writeFileSync(path.join(releasesDir, 'cdn/1.0.0/.release.json'), '{}');
  fs.writeFileSync(path.join(releasesDir, 'manifest.json.lock'), '{}');
  fs.writeFileSync(path.join(releasesDir, 'manifest.json.4242.tmp'), '{}');
  return { root, shellDir, releasesDir };
}

const ENV = {
  PORTAL_ORIGIN: 'http://portal.example.test',
  DOCS_URL: 'https://docs.example.com',
  PAYMENT_GATEWAY_ORIGINS: 'https://pay.bank.example',
  PROVIDER_API_CA_FILE: '/etc/ssl/certs/ca-certificates.crt',
  NGINX_LOCAL_RESOLVERS: '127.0.0.1:9',
};

describe("the web image's nginx", () => {
  const files = fixture();
  let provider: StandInUpstream;
  let releaseService: StandInUpstream;
  let web: RunningNginx;

  beforeAll(async () => {
    provider = await startStandInUpstream('provider');
    releaseService = await startStandInUpstream('release-service');
    web = await startNginx({
      ...files,
      env: { ...ENV, PROVIDER_API_URL: provider.url, RELEASE_SERVICE_URL: `${releaseService.url}/` },
    });
  });
  afterAll(async () => {
    await web?.stop();
    await provider?.close();
    await releaseService?.close();
    fs.rmSync(files.root, { recursive: true, force: true });
  });

  it('never caches a 404 under /remotes/, of a hashed file or under /assets/: the file may be published later', async () => {
    for (const missing of ['/remotes/cdn/1.1.0/remoteEntry.js', '/main.89abcdef.js', '/assets/later.svg']) {
      const res = await raw(`${web.url}${missing}`);
      expect([missing, res.status]).toEqual([missing, 404]);
      expect([missing, res.headers['cache-control']]).toEqual([missing, 'no-store']);
    }
    // published now: the same address answers, and only now as immutable
    fs.mkdirSync(path.join(files.releasesDir, 'cdn/1.1.0'));
    fs.writeFileSync(path.join(files.releasesDir, 'cdn/1.1.0/remoteEntry.js'), SCRIPT);
    const published = await raw(`${web.url}/remotes/cdn/1.1.0/remoteEntry.js`);
    expect(published.status).toBe(200);
    expect(published.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends versioned files immutable with lean headers: nosniff, no ETag, no document policies', async () => {
    for (const url of ['/remotes/cdn/1.0.0/remoteEntry.js', '/main.0123abcd.js', '/assets/logo.svg']) {
      const res = await raw(`${web.url}${url}`);
      expect([url, res.status, res.headers['cache-control']]).toEqual([
        url,
        200,
        'public, max-age=31536000, immutable',
      ]);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });

  it('sends the brotli copy to a browser that takes brotli, the gzip copy to one that takes gzip, the plain file otherwise', async () => {
    for (const url of ['/main.0123abcd.js', '/remotes/cdn/1.0.0/remoteEntry.js']) {
      const br = await raw(`${web.url}${url}`, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } });
      expect([url, br.headers['content-encoding']]).toEqual([url, 'br']);
      expect(zlib.brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(br.headers['content-type']).toMatch(/javascript/);
      const gz = await raw(`${web.url}${url}`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect([url, gz.headers['content-encoding']]).toEqual([url, 'gzip']);
      expect(zlib.gunzipSync(gz.body).toString()).toBe(SCRIPT);
      const plain = await raw(`${web.url}${url}`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SCRIPT);
    }
    // what has no copy (the page) is compressed per request, brotli too
    const page = await raw(`${web.url}/`, { headers: { 'Accept-Encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<title>portal</title>');
  });

  it('serves config.json from the environment, uncached', async () => {
    const res = await raw(`${web.url}/config.json`);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body.toString())).toEqual({
      apiBaseUrl: '',
      manifestUrl: '/remotes/manifest.json',
      remoteOrigins: ['http://portal.example.test'],
      docsUrl: 'https://docs.example.com',
      productName: { fa: 'پرتال ابری', en: 'Cloud Portal' },
      rolloutReportUrl: '/rollout/reports',
      manifestMaxAgeSeconds: 15,
      remoteLoadDeadlineSeconds: 10,
      paymentGatewayOrigins: 'https://pay.bank.example',
    });
  });

  it('serves pages with the history fallback and the security headers, no API origin in connect-src when the API is this origin', async () => {
    const res = await raw(`${web.url}/support/tickets/12`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain(
      '<title>portal</title><meta name="fp-api-base" content=""><script src="/main.0123abcd.js">',
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    // WebSockets to the portal's own origin only (the VNC console's), never to any host; forms post here only
    expect(res.headers['content-security-policy']).toContain(
      "connect-src 'self' http://portal.example.test  ws://portal.example.test ;",
    );
    expect(res.headers['content-security-policy']).not.toMatch(/ wss?:( |;|$)/);
    expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it("sends HSTS only when the browser's request came over HTTPS (the TLS edge in front says so)", async () => {
    for (const address of ['/', '/config.json', '/login']) {
      const secure = await raw(`${web.url}${address}`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect([address, secure.headers['strict-transport-security']]).toEqual([
        address,
        'max-age=63072000; includeSubDomains',
      ]);
      const plain = await raw(`${web.url}${address}`);
      expect([address, plain.headers['strict-transport-security']]).toEqual([address, undefined]);
    }
  });

  it('keeps a token out of the access log: the query of /force-set-token and any token parameter, in the request and its Referer', async () => {
    const page = await raw(`${web.url}/force-set-token?token=secret-of-the-link`);
    expect(page.status).toBe(200);
    // the page itself sends no Referer, so its address reaches no log through the requests it makes
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    await raw(`${web.url}/main.0123abcd.js`, {
      headers: { Referer: 'http://portal.example.test/force-set-token?token=secret-in-a-referer' },
    });
    await raw(`${web.url}/api/v1/vnc/socket?server=7&token=secret-console-token`);
    await raw(`${web.url}/cdn?page=2`);
    let log = '';
    for (let i = 0; i < 50 && !log.includes('/cdn?page=2'); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
      log = web.accessLog();
    }
    expect(log).toContain('"GET /force-set-token HTTP/1.1" 200');
    expect(log).toContain('"http://portal.example.test/force-set-token"');
    expect(log).toContain('"GET /api/v1/vnc/socket HTTP/1.1"');
    // what carries no token is logged whole
    expect(log).toContain('"GET /cdn?page=2 HTTP/1.1" 200');
    expect(log).not.toContain('secret');
  });

  it('answers 404 for a missing script or style at the root, never the shell page under its name', async () => {
    for (const missing of ['/main.js', '/later.css', '/main.0123abcd.js.map', '/first-paint.89abcdef.js']) {
      const res = await raw(`${web.url}${missing}`);
      expect([missing, res.status]).toEqual([missing, 404]);
      expect(res.body.toString()).not.toContain('<title>portal</title>');
    }
  });

  it("serves /login the lean login app's page with the page's headers", async () => {
    const res = await raw(`${web.url}/login`);
    expect(res.status).toBe(200);
    expect(res.body.toString()).toContain('<title>login</title>');
    // the API's origin for the before-paint script, before the first script only (this origin: empty)
    expect(res.body.toString()).toContain(
      '<title>login</title><meta name="fp-api-base" content=""><script src="/first-paint.0123abcd.js"></script><script src="/login',
    );
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('serves the service worker as a script, revalidated on every visit', async () => {
    const res = await raw(`${web.url}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.etag).toBeTruthy();
  });

  it("never serves the release store's lock, temporary files or version records", async () => {
    for (const file of ['manifest.json.lock', 'manifest.json.4242.tmp', 'cdn/1.0.0/.release.json']) {
      expect([file, (await raw(`${web.url}/remotes/${file}`)).status]).toEqual([file, 404]);
    }
  });

  it("proxies the manifest and /rollout/* to the release service, with the client's address", async () => {
    releaseService.seen.length = 0;
    await raw(`${web.url}/remotes/manifest.json`);
    await raw(`${web.url}/rollout/reports`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer t' },
      body: '{}',
    });
    await raw(`${web.url}/rollout?user=1`);
    expect(releaseService.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /remotes/manifest.json',
      'POST /rollout/reports',
      'GET /rollout?user=1',
    ]);
    expect(releaseService.seen[1]?.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(releaseService.seen[1]?.headers.authorization).toBe('Bearer t');
  });

  it("proxies the provider paths to the provider API, and never the sandbox's test helpers", async () => {
    provider.seen.length = 0;
    expect((await raw(`${web.url}/api/v1/auth/profile`)).status).toBe(200);
    expect(
      (await raw(`${web.url}/submit/financial/add-funds`, { method: 'POST', body: 'price=1' })).status,
    ).toBe(200);
    expect((await raw(`${web.url}/gateway/pay/1`)).status).toBe(200);
    expect((await raw(`${web.url}/__sandbox/reset`, { method: 'POST' })).status).toBe(404);
    expect((await raw(`${web.url}/__sandbox/captcha/abc`)).status).toBe(404);
    expect(provider.seen.map((r) => r.url)).toEqual([
      '/api/v1/auth/profile',
      '/submit/financial/add-funds',
      '/gateway/pay/1',
    ]);
  });
});

describe("the web image's nginx with the provider API on another origin (API_BASE_URL)", () => {
  const files = fixture();
  let web: RunningNginx;
  beforeAll(async () => {
    web = await startNginx({
      ...files,
      env: {
        ...ENV,
        PROVIDER_API_URL: 'http://127.0.0.1:9',
        RELEASE_SERVICE_URL: 'http://127.0.0.1:9',
        API_BASE_URL: 'https://api.provider.example/portal/v1',
      },
    });
  });
  afterAll(async () => {
    await web?.stop();
    fs.rmSync(files.root, { recursive: true, force: true });
  });

  it('lets the page call that origin (connect-src), and tells the shell to (config.json)', async () => {
    const page = await raw(`${web.url}/`);
    expect(page.headers['content-security-policy']).toContain(
      "connect-src 'self' http://portal.example.test https://api.provider.example ws://portal.example.test wss://api.provider.example;",
    );
    const config = JSON.parse((await raw(`${web.url}/config.json`)).body.toString());
    expect(config.apiBaseUrl).toBe('https://api.provider.example/portal/v1');
    // and every page names it to the before-paint script, as config.json does
    for (const address of ['/', '/cdn', '/login']) {
      expect((await raw(`${web.url}${address}`)).body.toString()).toContain(
        '<meta name="fp-api-base" content="https://api.provider.example/portal/v1"><script',
      );
    }
  });
});

describe("the web image's entrypoint", () => {
  it("refuses an API_BASE_URL that would need escaping in config.json or in the pages' hint", async () => {
    const files = fixture();
    try {
      for (const bad of [
        'https://api.example.com/"><script>x</script>',
        "https://api.example.com/a'b",
        'https://api.example.com/a b',
      ]) {
        await expect(
          startNginx({
            ...files,
            env: {
              ...ENV,
              PROVIDER_API_URL: 'http://127.0.0.1:9',
              RELEASE_SERVICE_URL: 'http://127.0.0.1:9',
              API_BASE_URL: bad,
            },
          }),
        ).rejects.toThrow(/API_BASE_URL must be a plain URL/);
      }
    } finally {
      fs.rmSync(files.root, { recursive: true, force: true });
    }
  });
});
