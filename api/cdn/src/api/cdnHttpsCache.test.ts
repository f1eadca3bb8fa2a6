import { HttpResponse, http } from 'msw';
import { setToken } from '@portal/shared-sdk';
import {
  DEFAULT_CACHE_SETTINGS,
  DEFAULT_HTTPS_CONFIGS,
  DEMO_CERTIFICATES,
  demoSslCertificate,
} from '../factories';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { cdnApi } from './index';
import { API_V1, resetApiSession, server, useTestServer } from '@portal/shared-sdk/testing';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

const DOMAIN = `${API_V1}/cdn/ng/domains/1`;

/** Records every POST to the domain's paths and answers each with `data`. */
function recordPosts(data: unknown) {
  const seen: { path: string; body: Record<string, string | string[]> }[] = [];
  server.use(
    http.post(`${DOMAIN}/*`, async ({ request }) => {
      const params = new URLSearchParams(await request.text());
      const body: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys()))
        body[key] = params.getAll(key).length > 1 ? params.getAll(key) : (params.get(key) as string);
      seen.push({ path: new URL(request.url).pathname.replace('/api/v1/cdn/ng/domains/1/', ''), body });
      return HttpResponse.json({ success: true, message: 'Settings successfully applied', data });
    }),
  );
  return seen;
}

describe('cdnApi.https', () => {
  it('lists the certificates and reads the settings', async () => {
    const cert = demoSslCertificate(1, FACTORY_NOW);
    server.use(
      http.get(`${DOMAIN}/https/ssl`, () =>
        HttpResponse.json({ success: true, message: 'OK', data: [cert] }),
      ),
      http.get(`${DOMAIN}/https/ssl/get-configs`, () =>
        HttpResponse.json({ success: true, message: 'OK', data: DEFAULT_HTTPS_CONFIGS }),
      ),
    );
    await expect(cdnApi.https.certificates(1)).resolves.toEqual([cert]);
    await expect(cdnApi.https.configs(1)).resolves.toEqual(DEFAULT_HTTPS_CONFIGS);
  });

  it('sends each change to its path with its body', async () => {
    const seen = recordPosts(DEFAULT_HTTPS_CONFIGS);
    await cdnApi.https.addCertificate(1, DEMO_CERTIFICATES.wildcard);
    await cdnApi.https.requestFreeCertificate(1);
    await cdnApi.https.attach(1, 3);
    await cdnApi.https.detach(1);
    await cdnApi.https.attachDefault(1);
    await cdnApi.https.detachDefault(1);
    await cdnApi.https.setTlsVersion(1, '1.3');
    await cdnApi.https.setHsts(1, {
      enabled: true,
      max_age: 31536000,
      include_subdomains: true,
      preload: false,
    });
    await cdnApi.https.setRedirect(1, true);
    await cdnApi.https.setCspOverride(1, false);
    await cdnApi.https.setBackendProtocol(1, 'https');
    const result = await cdnApi.https.setHttp3(1, true);
    expect(result).toEqual({ message: 'Settings successfully applied', data: DEFAULT_HTTPS_CONFIGS });
    expect(seen).toEqual([
      { path: 'https/ssl/add', body: DEMO_CERTIFICATES.wildcard },
      { path: 'https/ssl/free', body: {} },
      { path: 'https/attach', body: { ssl_id: '3' } },
      { path: 'https/detach', body: {} },
      { path: 'https/attach-default', body: {} },
      { path: 'https/detach-default', body: {} },
      { path: 'https/ssl/tls-version', body: { version: '1.3' } },
      {
        path: 'https/hsts',
        body: { enabled: '1', max_age: '31536000', include_subdomains: '1', preload: '0' },
      },
      { path: 'https/redirect', body: { enabled: '1' } },
      { path: 'https/csp-override', body: { enabled: '0' } },
      { path: 'https/backend-protocol', body: { protocol: 'https' } },
      { path: 'https/h3', body: { enabled: '1' } },
    ]);
  });

  it('deletes a certificate', async () => {
    const seen = recordPosts(null);
    await cdnApi.https.deleteCertificate(1, 4);
    expect(seen).toEqual([{ path: 'https/ssl/4', body: { _method: 'DELETE' } }]);
  });
});

describe('cdnApi.cache', () => {
  it('reads the settings and sends each change to its path', async () => {
    server.use(
      http.get(`${DOMAIN}/cache`, () =>
        HttpResponse.json({ success: true, message: 'OK', data: DEFAULT_CACHE_SETTINGS }),
      ),
    );
    await expect(cdnApi.cache.settings(1)).resolves.toEqual(DEFAULT_CACHE_SETTINGS);
    const seen = recordPosts(DEFAULT_CACHE_SETTINGS);
    await cdnApi.cache.setMode(1, 'NO_QUERY_STRING');
    await cdnApi.cache.setDeveloperMode(1, true);
    await cdnApi.cache.setAlwaysOnline(1, false);
    await cdnApi.cache.setCacheCookies(1, true);
    await cdnApi.cache.setEdgeTtl(1, 3600);
    await cdnApi.cache.setBrowserCache(1, { mode: 'override', ttl: 86400 });
    await cdnApi.cache.setErrorsTtl(1, 0);
    await cdnApi.cache.purge(1, { all: true });
    await cdnApi.cache.purge(1, { urls: ['example-shop.ir/a', 'example-shop.ir/b'] });
    await cdnApi.cache.setMinify(1, { html: true, css: false, js: true });
    await cdnApi.cache.setImageResize(1, true);
    await cdnApi.cache.setImageOptimization(1, false);
    expect(seen).toEqual([
      { path: 'cache/edge/change-mode', body: { mode: 'NO_QUERY_STRING' } },
      { path: 'cache/edge/developer-mode', body: { enabled: '1' } },
      { path: 'cache/edge/always-online', body: { enabled: '0' } },
      { path: 'cache/edge/cache-cookies', body: { enabled: '1' } },
      { path: 'cache/edge/change-ttl', body: { ttl: '3600' } },
      { path: 'cache/browser/change-mode', body: { mode: 'override', ttl: '86400' } },
      { path: 'cache/errors/cache-ttl', body: { ttl: '0' } },
      { path: 'cache/edge/purge-cache', body: { purge_all: '1' } },
      {
        path: 'cache/edge/purge-cache',
        body: { purge_all: '0', 'urls[0]': 'example-shop.ir/a', 'urls[1]': 'example-shop.ir/b' },
      },
      { path: 'acceleration/assets/minify', body: { html: '1', css: '0', js: '1' } },
      { path: 'acceleration/images/resize', body: { enabled: '1' } },
      { path: 'acceleration/images/optimize', body: { enabled: '0' } },
    ]);
  });
});
