import fs from 'node:fs';
import path from 'node:path';
import { raw } from './httpGet';
import { readableTempDir, startNginx, type RunningNginx } from './nginxServer';
import { startStandInDns, type StandInDns } from './standInDns';
import { startStandInUpstream, type StandInUpstream } from './standInUpstream';
import { makeTestCa, type TestCa } from './testCertificates';

// A real provider's API as the web tier meets it: HTTPS with a certificate of its own CA, a name
// that only DNS knows, and a base path. The test makes the CA (openssl), a DNS server and the
// upstreams; nginx is the web image's (nginxServer.ts says what differs from the image).

const NAMES = ['api.provider.test', 'later.provider.test'];

async function until<T>(probe: () => Promise<T>, ok: (value: T) => boolean, ms = 8000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (ok(value) || Date.now() - started > ms) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the web tier in front of a real provider API (PROVIDER_API_URL)', () => {
  let root: string;
  let files: { shellDir: string; releasesDir: string };
  let dns: StandInDns;
  let ca: TestCa;
  let otherCa: TestCa;
  let upstream: StandInUpstream;
  let moved: StandInUpstream;
  const started: RunningNginx[] = [];

  const web = async (env: Record<string, string>) => {
    const server = await startNginx({
      ...files,
      env: {
        PORTAL_ORIGIN: 'http://portal.example.test',
        RELEASE_SERVICE_URL: 'http://127.0.0.1:9',
        PROVIDER_API_CA_FILE: ca.caFile,
        NGINX_LOCAL_RESOLVERS: dns.address,
        ...env,
      },
    });
    started.push(server);
    return server;
  };

  beforeAll(async () => {
    root = readableTempDir('portal-provider-');
    files = { shellDir: path.join(root, 'html'), releasesDir: path.join(root, 'remotes') };
    fs.mkdirSync(files.shellDir);
    fs.mkdirSync(files.releasesDir);
    fs.writeFileSync(path.join(files.shellDir, 'index.html'), '<!doctype html>');
    ca = makeTestCa(path.join(root, 'ca'), 'Provider Test CA');
    otherCa = makeTestCa(path.join(root, 'other-ca'), 'Another CA');
    dns = await startStandInDns();
    dns.set('api.provider.test', '127.0.0.1');
    const tls = ca.issue(NAMES);
    upstream = await startStandInUpstream('provider', { tls });
    // the same name and port on another loopback address: where the provider "moves" to
    moved = await startStandInUpstream('provider-moved', { tls, host: '127.0.0.2', port: upstream.port });
  });
  afterAll(async () => {
    for (const server of started) await server.stop();
    await upstream?.close();
    await moved?.close();
    await dns?.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('takes a base URL with a path and a trailing slash: every request path follows the base', async () => {
    const server = await web({ PROVIDER_API_URL: `https://api.provider.test:${upstream.port}/base/` });
    upstream.seen.length = 0;
    const res = await raw(`${server.url}/api/v1/auth/profile?lang=en`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body.toString())).toEqual({
      upstream: 'provider',
      url: '/base/api/v1/auth/profile?lang=en',
    });
    await raw(`${server.url}/submit/financial/add-funds`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'price=1',
    });
    expect(upstream.seen.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /base/api/v1/auth/profile?lang=en',
      'POST /base/submit/financial/add-funds',
    ]);
  });

  it("sends SNI and the upstream's own Host, not the portal's, and says which host the browser asked for", async () => {
    const server = await web({ PROVIDER_API_URL: `https://api.provider.test:${upstream.port}` });
    upstream.seen.length = 0;
    await raw(`${server.url}/api/v1/static/datacenters`, { headers: { Host: 'portal.example.test' } });
    expect(upstream.seen).toHaveLength(1);
    expect(upstream.seen[0]).toMatchObject({
      url: '/api/v1/static/datacenters',
      servername: 'api.provider.test',
      headers: expect.objectContaining({
        host: `api.provider.test:${upstream.port}`,
        'x-forwarded-host': 'portal.example.test',
        'x-forwarded-proto': 'http',
      }),
    });
  });

  it('verifies the upstream certificate: one from a CA it does not trust is refused, nothing reaches the upstream', async () => {
    const server = await web({
      PROVIDER_API_URL: `https://api.provider.test:${upstream.port}`,
      PROVIDER_API_CA_FILE: otherCa.caFile,
    });
    upstream.seen.length = 0;
    const res = await raw(`${server.url}/api/v1/auth/profile`);
    expect(res.status).toBe(502);
    expect(upstream.seen).toEqual([]);
    expect(server.errors()).toMatch(/upstream SSL certificate verify error/);
  });

  it('refuses a certificate for another name, even from the trusted CA', async () => {
    dns.set('wrong-name.provider.test', '127.0.0.1');
    const server = await web({ PROVIDER_API_URL: `https://wrong-name.provider.test:${upstream.port}` });
    upstream.seen.length = 0;
    expect((await raw(`${server.url}/api/v1/auth/profile`)).status).toBe(502);
    expect(upstream.seen).toEqual([]);
  });

  it('resolves the name per request: a name missing at start does not stop nginx, and a moved upstream is followed', async () => {
    const server = await web({ PROVIDER_API_URL: `https://later.provider.test:${upstream.port}/` });
    // the name is unknown: nginx runs, the API call fails on its own, the rest of the portal works
    expect((await raw(`${server.url}/api/v1/auth/profile`)).status).toBe(502);
    expect((await raw(`${server.url}/`)).status).toBe(200);
    dns.set('later.provider.test', '127.0.0.1');
    const found = await until(
      () => raw(`${server.url}/api/v1/auth/profile`),
      (r) => r.status === 200,
    );
    expect(JSON.parse(found.body.toString()).upstream).toBe('provider');
    dns.set('later.provider.test', '127.0.0.2');
    const followed = await until(
      () => raw(`${server.url}/api/v1/auth/profile`),
      (r) => r.status === 200 && JSON.parse(r.body.toString()).upstream === 'provider-moved',
    );
    expect(JSON.parse(followed.body.toString()).upstream).toBe('provider-moved');
    expect(dns.queries.filter((q) => q === 'later.provider.test').length).toBeGreaterThanOrEqual(3);
  });
});
