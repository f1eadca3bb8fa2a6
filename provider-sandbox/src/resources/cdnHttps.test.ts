import {
  DEFAULT_HTTPS_CONFIGS,
  DEMO_CERTIFICATES,
  demoHttpsConfigs,
  demoSslCertificate,
} from '@portal/api-cdn/factories';
import { OTP_DEMO } from '../db/seed';
import { MONITOR_TOKEN } from '../testing/sdkCalls';
import { responseErrors } from '../testing/responseSchema';
import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { FREE_CERTIFICATE_ISSUE_SECONDS } from './cdnHttps';

// one sandbox for the file, its seed restored before each test
let t: TestSandbox;
const START = new Date('2025-03-15T10:00:00Z');
beforeAll(() => {
  t = startTestSandbox();
});
beforeEach(() => {
  t.clock.now = START;
  t.sandbox.reset();
});
afterAll(() => t.close());

const SHOP = 1; // example-shop.ir: its custom certificate (id 1) serves it
const BLOG = 2; // my-blog.com: the defaults
const nowSec = () => Math.floor(t.clock.now.getTime() / 1000);
const later = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};
const certificates = () =>
  (t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM ssl_certificates').get() as { n: number }).n;

const url = (domainId: number, path: string) => `/api/v1/cdn/ng/domains/${domainId}/https/${path}`;
const get = (domainId: number, path: string, bearer = DEMO_BEARER) =>
  t.http.get(url(domainId, path)).set('Authorization', bearer).set('Accept-Language', 'en');
const post = (domainId: number, path: string, body: object = {}, lang = 'en') =>
  t.http
    .post(url(domainId, path))
    .set('Authorization', DEMO_BEARER)
    .set('Accept-Language', lang)
    .type('form')
    .send(body);

describe('certificates', () => {
  it('lists example-shop.ir’s custom certificate, serving it', async () => {
    const res = await get(SHOP, 'ssl').expect(200);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/https/ssl', res.body)).toEqual([]);
    expect(res.body.data).toEqual([{ ...demoSslCertificate(1, nowSec()), domain_id: SHOP }]);
    expect((await get(BLOG, 'ssl').expect(200)).body.data).toEqual([]);
    await get(SHOP, 'ssl', `Bearer ${OTP_DEMO.apiToken}`).expect(404);
  });

  it('uploads a custom certificate whose key matches and that names the domain', async () => {
    const res = await post(SHOP, 'ssl/add', DEMO_CERTIFICATES.wildcard).expect(200);
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/https/ssl/add', res.body)).toEqual([]);
    expect(res.body.message).toBe('The certificate has been added');
    expect(res.body.data).toMatchObject({
      type: 'custom',
      status: 'active',
      common_name: 'example-shop.ir',
      domains: ['example-shop.ir', '*.example-shop.ir'],
      valid_from: 1_704_067_200,
      expires_at: 2_082_758_400,
      attached: false,
    });
    expect((await get(SHOP, 'ssl').expect(200)).body.data.map((c: { id: number }) => c.id)).toEqual([
      res.body.data.id,
      1,
    ]);
  });

  it.each([
    [
      'a certificate that does not parse',
      { certificate: 'hello', private_key: DEMO_CERTIFICATES.wildcard.private_key },
      'certificate',
    ],
    ['a certificate of another domain', DEMO_CERTIFICATES.otherSite, 'certificate'],
    ['an expired certificate', DEMO_CERTIFICATES.expired, 'certificate'],
    [
      'a key of another certificate',
      {
        certificate: DEMO_CERTIFICATES.wildcard.certificate,
        private_key: DEMO_CERTIFICATES.shop.private_key,
      },
      'private_key',
    ],
    [
      'a key that does not parse',
      { certificate: DEMO_CERTIFICATES.wildcard.certificate, private_key: 'nope' },
      'private_key',
    ],
  ])('refuses %s with "SSL is not valid" and stores nothing', async (_what, body, field) => {
    const res = await post(SHOP, 'ssl/add', body).expect(422);
    expect(res.body).toEqual({
      success: false,
      message: 'SSL is not valid',
      fields: { [field]: ['SSL is not valid'] },
    });
    expect(certificates()).toBe(1);
  });

  it('refuses a certificate already added, and a missing field', async () => {
    const again = await post(SHOP, 'ssl/add', DEMO_CERTIFICATES.shop).expect(422);
    expect(again.body.fields).toEqual({ certificate: ['This certificate has already been added'] });
    const missing = await post(SHOP, 'ssl/add', {
      certificate: DEMO_CERTIFICATES.wildcard.certificate,
    }).expect(422);
    expect(Object.keys(missing.body.fields)).toEqual(['private_key']);
    const fa = await post(SHOP, 'ssl/add', DEMO_CERTIFICATES.otherSite, 'fa').expect(422);
    expect(fa.body.message).toBe('SSL معتبر نیست');
    expect(certificates()).toBe(1);
  });

  it('issues a free certificate: pending, then active by the sandbox clock; one at a time', async () => {
    const res = await post(BLOG, 'ssl/free').expect(200);
    expect(res.body.message).toBe(
      'The free certificate has been requested; it is issued within a few minutes',
    );
    expect(res.body.data).toMatchObject({
      type: 'free',
      status: 'pending',
      valid_from: null,
      expires_at: null,
      domains: ['my-blog.com', '*.my-blog.com'],
    });
    expect((await post(BLOG, 'ssl/free').expect(409)).body.message).toBe(
      'A free certificate has already been requested for this domain',
    );
    // a pending certificate cannot serve the domain yet
    const early = await post(BLOG, 'attach', { ssl_id: res.body.data.id }).expect(422);
    expect(early.body.fields).toEqual({ ssl_id: ['The certificate has not been issued yet'] });
    later(FREE_CERTIFICATE_ISSUE_SECONDS);
    const issued = (await get(BLOG, 'ssl').expect(200)).body.data[0];
    expect(issued).toMatchObject({
      status: 'active',
      valid_from: nowSec(),
      expires_at: nowSec() + 90 * 86400,
    });
    const attached = await post(BLOG, 'attach', { ssl_id: issued.id }).expect(200);
    expect(attached.body.data.ssl_id).toBe(issued.id);
  });

  it('deletes a certificate; one that served the domain stops serving it', async () => {
    const res = await post(SHOP, 'ssl/1', { _method: 'DELETE' }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'The certificate has been deleted', data: null });
    expect((await get(SHOP, 'ssl/get-configs').expect(200)).body.data.ssl_id).toBeNull();
    await post(SHOP, 'ssl/1', { _method: 'DELETE' }).expect(404);
    // another domain's certificate is not found from here
    await post(BLOG, 'ssl/1', { _method: 'DELETE' }).expect(404);
  });
});

describe('serving certificate and settings', () => {
  it('reads the settings: example-shop.ir’s, and the defaults of a domain nobody changed', async () => {
    const shop = await get(SHOP, 'ssl/get-configs').expect(200);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/https/ssl/get-configs', shop.body)).toEqual([]);
    // with the names the provider's SDK reads: HTTP/2 always, HTTP/3 as h3_enabled, no policy of its own
    const sdkNames = (h3: boolean) => ({ http2_enabled: true, http3_enabled: h3, csp_policy: null });
    expect(shop.body.data).toEqual({ ...demoHttpsConfigs(1), ...sdkNames(true) });
    expect((await get(BLOG, 'ssl/get-configs').expect(200)).body.data).toEqual({
      ...DEFAULT_HTTPS_CONFIGS,
      ...sdkNames(DEFAULT_HTTPS_CONFIGS.h3_enabled),
    });
  });

  it('tells which certificate serves the domain: its own, the shared one, or none', async () => {
    const own = await get(SHOP, 'ssl/get-info').expect(200);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/https/ssl/get-info', own.body)).toEqual([]);
    expect(own.body.data).toMatchObject({
      has_ssl: true,
      type: 'custom',
      common_name: 'example-shop.ir',
      san: ['example-shop.ir', 'www.example-shop.ir'],
      expires_at: demoSslCertificate(1, nowSec()).expires_at,
    });
    await post(SHOP, 'detach').expect(200);
    expect((await get(SHOP, 'ssl/get-info').expect(200)).body.data).toMatchObject({
      has_ssl: true,
      type: 'default',
      issuer: null,
    });
    await post(SHOP, 'detach-default').expect(200);
    expect((await get(SHOP, 'ssl/get-info').expect(200)).body.data).toMatchObject({
      has_ssl: false,
      type: null,
      san: [],
    });
    await get(SHOP, 'ssl/get-info', `Bearer ${OTP_DEMO.apiToken}`).expect(404);
    // an API token needs the HTTPS permission to read it
    const monitor = await get(SHOP, 'ssl/get-info', `Bearer ${MONITOR_TOKEN}`).expect(403);
    expect(monitor.body.message).toBe('This API token does not have the cdn.https.read permission');
  });

  it("sends a whole Content-Security-Policy, as the provider's SDK sets it, and the portal's switch drops it", async () => {
    const set = await post(SHOP, 'csp-override', { csp: "default-src 'self'; img-src https: data:" }).expect(
      200,
    );
    expect(set.body.data).toMatchObject({
      csp_override: true,
      csp_policy: "default-src 'self'; img-src https: data:",
    });
    expect((await post(SHOP, 'csp-override', { csp: '' }).expect(200)).body.data).toMatchObject({
      csp_override: false,
      csp_policy: null,
    });
    await post(SHOP, 'csp-override', { csp: "default-src 'self'" }).expect(200);
    expect((await post(SHOP, 'csp-override', { enabled: '1' }).expect(200)).body.data).toMatchObject({
      csp_override: true,
      csp_policy: null,
    });
  });

  it.each([["default-src 'self'\r\nSet-Cookie: x=1"], ['default-src ' + 'a'.repeat(4100)], ['; ;; 42 bad']])(
    'refuses %p as a policy on the field and keeps the settings',
    async (csp) => {
      const before = (await get(SHOP, 'ssl/get-configs').expect(200)).body.data;
      const res = await post(SHOP, 'csp-override', { csp }, 'fa').expect(422);
      expect(Object.keys(res.body.fields)).toEqual(['csp']);
      expect(res.body.message).toMatch(/CSP/);
      expect((await get(SHOP, 'ssl/get-configs').expect(200)).body.data).toEqual(before);
    },
  );

  it('needs the switch or a policy', async () => {
    const res = await post(SHOP, 'csp-override', {}).expect(422);
    expect(Object.keys(res.body.fields)).toEqual(['enabled']);
  });

  it('attaches and detaches, and the default certificate', async () => {
    const cert = (await post(SHOP, 'ssl/add', DEMO_CERTIFICATES.wildcard).expect(200)).body.data;
    const attached = await post(SHOP, 'attach', { ssl_id: cert.id }).expect(200);
    expect(attached.body).toMatchObject({
      message: 'Settings successfully applied',
      data: { ssl_id: cert.id },
    });
    const list = (await get(SHOP, 'ssl').expect(200)).body.data;
    expect(list.map((c: { id: number; attached: boolean }) => [c.id, c.attached])).toEqual([
      [cert.id, true],
      [1, false],
    ]);
    expect((await post(SHOP, 'detach').expect(200)).body.data.ssl_id).toBeNull();
    expect((await post(SHOP, 'detach-default').expect(200)).body.data.default_ssl).toBe(false);
    expect((await post(SHOP, 'attach-default').expect(200)).body.data.default_ssl).toBe(true);
    await post(SHOP, 'attach', { ssl_id: 999 }).expect(404);
    await post(SHOP, 'attach', {}).expect(422);
  });

  it('left without any certificate, the redirect and HSTS turn off', async () => {
    await post(SHOP, 'hsts', { enabled: 1, max_age: 31536000 }).expect(200);
    await post(SHOP, 'detach-default').expect(200);
    const res = await post(SHOP, 'detach').expect(200);
    expect(res.body.data).toMatchObject({
      ssl_id: null,
      default_ssl: false,
      https_redirect: false,
      hsts_enabled: false,
    });
    // and they cannot come back until a certificate serves the domain
    const redirect = await post(SHOP, 'redirect', { enabled: 1 }).expect(422);
    expect(redirect.body.fields).toEqual({ enabled: ['Serve the domain with a certificate first'] });
    await post(SHOP, 'hsts', { enabled: 1, max_age: 31536000 }).expect(422);
  });

  it('changes each setting with "Settings successfully applied"', async () => {
    const steps: [string, object, object][] = [
      ['ssl/tls-version', { version: '1.3' }, { tls_version: '1.3' }],
      ['redirect', { enabled: 1 }, { https_redirect: true }],
      ['csp-override', { enabled: 'true' }, { csp_override: true }],
      ['backend-protocol', { protocol: 'https' }, { backend_protocol: 'https' }],
      ['h3', { enabled: 1 }, { h3_enabled: true }],
      [
        'hsts',
        { enabled: 1, max_age: 63072000, include_subdomains: 1, preload: 1 },
        { hsts_enabled: true, hsts_max_age: 63072000, hsts_include_subdomains: true, hsts_preload: true },
      ],
    ];
    for (const [path, body, expected] of steps) {
      const res = await post(BLOG, path, body).expect(200);
      expect(res.body.message).toBe('Settings successfully applied');
      expect(res.body.data).toMatchObject(expected);
      expect(responseErrors('post', `/cdn/ng/domains/{domain_id}/https/${path}`, res.body)).toEqual([]);
    }
    expect((await get(BLOG, 'ssl/get-configs').expect(200)).body.data).toMatchObject({
      tls_version: '1.3',
      https_redirect: true,
      hsts_preload: true,
    });
  });

  it.each([
    ['ssl/tls-version', { version: '1.4' }, 'version'],
    ['backend-protocol', { protocol: 'ftp' }, 'protocol'],
    ['h3', { enabled: 'maybe' }, 'enabled'],
    ['hsts', { enabled: 1, max_age: 100 }, 'max_age'],
    ['hsts', { enabled: 1, max_age: 15552000, include_subdomains: 1, preload: 1 }, 'preload'],
  ])('refuses a bad %s and changes nothing', async (path, body, field) => {
    const before = (await get(BLOG, 'ssl/get-configs').expect(200)).body.data;
    const res = await post(BLOG, path, body).expect(422);
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect((await get(BLOG, 'ssl/get-configs').expect(200)).body.data).toEqual(before);
  });

  it('says what preload needs, in both languages', async () => {
    const en = await post(BLOG, 'hsts', {
      enabled: 1,
      max_age: 15552000,
      include_subdomains: 0,
      preload: 1,
    }).expect(422);
    expect(en.body.message).toBe('Preload needs the subdomains included and a max-age of at least one year');
    const fa = await post(
      BLOG,
      'hsts',
      { enabled: 1, max_age: 15552000, include_subdomains: 0, preload: 1 },
      'fa',
    ).expect(422);
    expect(fa.body.message).toBe('پیش‌بارگذاری (preload) به زیردامنه‌ها و max-age دست‌کم یک‌ساله نیاز دارد');
  });
});
