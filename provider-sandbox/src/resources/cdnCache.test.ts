import { DEFAULT_CACHE_SETTINGS, demoCacheSettings } from '@portal/api-cdn/factories';
import { OTP_DEMO } from '../db/seed';
import { responseErrors } from '../testing/responseSchema';
import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { MONITOR_TOKEN, sdkCalls } from '../testing/sdkCalls';

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

const SHOP = 1;
const BLOG = 2;
const nowSec = () => Math.floor(t.clock.now.getTime() / 1000);
const purges = () =>
  (t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM cache_purges').get() as { n: number }).n;

const url = (domainId: number, path: string) => `/api/v1/cdn/ng/domains/${domainId}/${path}`;
const get = (domainId: number, bearer = DEMO_BEARER) =>
  t.http.get(url(domainId, 'cache')).set('Authorization', bearer).set('Accept-Language', 'en');
const post = (domainId: number, path: string, body: object = {}, lang = 'en') =>
  t.http
    .post(url(domainId, path))
    .set('Authorization', DEMO_BEARER)
    .set('Accept-Language', lang)
    .type('form')
    .send(body);

describe('GET /cdn/ng/domains/{id}/cache', () => {
  it('gives example-shop.ir’s settings, and the defaults of a domain nobody changed', async () => {
    const res = await get(SHOP).expect(200);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/cache', res.body)).toEqual([]);
    expect(res.body.data).toEqual(expect.objectContaining(demoCacheSettings()));
    expect((await get(BLOG).expect(200)).body.data).toEqual(expect.objectContaining(DEFAULT_CACHE_SETTINGS));
    await get(SHOP, `Bearer ${OTP_DEMO.apiToken}`).expect(404);
  });

  it("answers the same settings under the names the provider's SDK and WordPress plugin read", async () => {
    const s = (await get(SHOP).expect(200)).body.data;
    expect(s).toMatchObject({
      mode: { WITH_QUERY_STRING: 'standard', NO_QUERY_STRING: 'aggressive', OFF: 'off' }[
        s.cache_mode as string
      ],
      ttl: s.cache_ttl,
      browser_mode: s.browser_cache_mode,
      browser_ttl: s.browser_cache_ttl,
      error_cache_ttl: s.errors_cache_ttl,
      minify: { html: s.minify_html, css: s.minify_css, js: s.minify_js },
      image_to_webp: s.image_optimization,
    });
  });
});

describe("changes in other clients' names", () => {
  const sdk = () => sdkCalls(t);
  const path = (p: string) => `/cdn/ng/domains/${SHOP}/${p}`;

  it.each([
    ['standard', 'WITH_QUERY_STRING'],
    ['aggressive', 'NO_QUERY_STRING'],
    ['bypass', 'OFF'],
    ['no-cache', 'OFF'],
  ])('reads the edge mode %p as %p', async (mode, stored) => {
    const res = await sdk().post(path('cache/edge/change-mode'), { mode }).expect(200);
    expect(res.body.data.cache_mode).toBe(stored);
  });

  it('refuses an edge mode no client names, and keeps the mode', async () => {
    const before = (await get(SHOP).expect(200)).body.data.cache_mode;
    const res = await sdk().post(path('cache/edge/change-mode'), { mode: 'turbo' }).expect(422);
    expect(Object.keys(res.body.fields)).toEqual(['mode']);
    expect((await get(SHOP).expect(200)).body.data.cache_mode).toBe(before);
  });

  it("switches with the WordPress plugin's ON and OFF, and the CLI's webp", async () => {
    expect(
      (await sdk().post(path('cache/edge/developer-mode'), { mode: 'ON' }).expect(200)).body.data
        .developer_mode,
    ).toBe(true);
    expect(
      (await sdk().post(path('cache/edge/developer-mode'), { mode: 'OFF' }).expect(200)).body.data
        .developer_mode,
    ).toBe(false);
    expect(
      (await sdk().post(path('acceleration/images/optimize'), { webp: false }).expect(200)).body.data
        .image_to_webp,
    ).toBe(false);
    const bad = await sdk().post(path('cache/edge/always-online'), { mode: 'MAYBE' }).expect(422);
    expect(Object.keys(bad.body.fields)).toEqual(['enabled']);
  });

  it("minifies by the WordPress plugin's names", async () => {
    const res = await sdk()
      .post(path('acceleration/assets/minify'), { minify_js: false, minify_css: true })
      .expect(200);
    expect(res.body.data.minify).toMatchObject({ js: false, css: true });
  });

  it("sets the browser's TTL on its own, from the browser list only", async () => {
    const res = await sdk().post(path('cache/browser/change-ttl'), { ttl: 7200 }).expect(200);
    expect(res.body.data).toMatchObject({ browser_cache_ttl: 7200, browser_ttl: 7200 });
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/cache/browser/change-ttl', res.body)).toEqual(
      [],
    );
    const bad = await sdk().post(path('cache/browser/change-ttl'), { ttl: 1234 }).expect(422);
    expect(Object.keys(bad.body.fields)).toEqual(['ttl']);
    expect((await get(SHOP).expect(200)).body.data.browser_cache_ttl).toBe(7200);
    const monitor = await sdkCalls(t, MONITOR_TOKEN)
      .post(path('cache/browser/change-ttl'), { ttl: 3600 })
      .expect(403);
    expect(monitor.body.message).toBe('This API token does not have the cdn.cache.write permission');
  });

  it("purges the SDK's urls with purge_all 0, and the WordPress plugin's paths", async () => {
    const urls = await sdk()
      .post(path('cache/edge/purge-cache'), { purge_all: 0, urls: ['example-shop.ir/index.html'] })
      .expect(200);
    expect(urls.body.data).toMatchObject({ purge_all: false, urls: ['example-shop.ir/index.html'] });
    const paths = await sdk()
      .post(path('cache/edge/purge-cache'), { paths: ['/css/site.css'] })
      .expect(200);
    expect(paths.body.data).toMatchObject({ purge_all: false, urls: ['example-shop.ir/css/site.css'] });
  });

  it.each(['tags', 'prefixes'])(
    'refuses a purge by %s, which is not offered, and purges nothing',
    async (field) => {
      const before = purges();
      const res = await sdk()
        .post(path('cache/edge/purge-cache'), { purge_all: 0, [field]: ['static'] }, 'fa')
        .expect(422);
      expect(Object.keys(res.body.fields)).toEqual([field]);
      expect(purges()).toBe(before);
    },
  );
});

describe('changes', () => {
  it('applies each caching and acceleration setting with "Settings successfully applied"', async () => {
    const steps: [string, object, object][] = [
      ['cache/edge/change-mode', { mode: 'NO_QUERY_STRING' }, { cache_mode: 'NO_QUERY_STRING' }],
      ['cache/edge/developer-mode', { enabled: 1 }, { developer_mode: true }],
      ['cache/edge/always-online', { enabled: 'true' }, { always_online: true }],
      ['cache/edge/cache-cookies', { enabled: 1 }, { cache_cookies: true }],
      ['cache/edge/change-ttl', { ttl: 3600 }, { cache_ttl: 3600 }],
      ['cache/edge/change-ttl', { time: 600 }, { cache_ttl: 600 }],
      [
        'cache/browser/change-mode',
        { mode: 'override', ttl: 86400 },
        { browser_cache_mode: 'override', browser_cache_ttl: 86400 },
      ],
      [
        'cache/browser/change-mode',
        { mode: 'respect' },
        { browser_cache_mode: 'respect', browser_cache_ttl: 86400 },
      ],
      ['cache/errors/cache-ttl', { ttl: 0 }, { errors_cache_ttl: 0 }],
      [
        'acceleration/assets/minify',
        { html: 1, css: 0 },
        { minify_html: true, minify_css: false, minify_js: false },
      ],
      ['acceleration/images/resize', { enabled: 1 }, { image_resize: true }],
      ['acceleration/images/optimize', { enabled: 1 }, { image_optimization: true }],
    ];
    for (const [path, body, expected] of steps) {
      const res = await post(BLOG, path, body).expect(200);
      expect(res.body.message).toBe('Settings successfully applied');
      expect(res.body.data).toMatchObject(expected);
      expect(responseErrors('post', `/cdn/ng/domains/{domain_id}/${path}`, res.body)).toEqual([]);
    }
    const fa = await post(BLOG, 'cache/edge/developer-mode', { enabled: 0 }, 'fa').expect(200);
    expect(fa.body.message).toBe('تنظیمات با موفقیت اعمال شد');
    expect((await get(BLOG).expect(200)).body.data).toMatchObject({
      developer_mode: false,
      cache_ttl: 600,
      image_optimization: true,
    });
  });

  it.each([
    ['cache/edge/change-mode', { mode: 'AGGRESSIVE' }, 'mode'],
    ['cache/edge/developer-mode', {}, 'enabled'],
    ['cache/edge/change-ttl', { ttl: 61 }, 'ttl'],
    ['cache/edge/change-ttl', {}, 'ttl'],
    ['cache/browser/change-mode', { mode: 'override' }, 'ttl'],
    ['cache/browser/change-mode', { mode: 'override', ttl: 5 }, 'ttl'],
    ['cache/errors/cache-ttl', { ttl: 7 }, 'ttl'],
    ['acceleration/images/optimize', { enabled: 'yes' }, 'enabled'],
  ])('refuses a bad %s and changes nothing', async (path, body, field) => {
    const before = (await get(SHOP).expect(200)).body.data;
    const res = await post(SHOP, path, body).expect(422);
    expect(Object.keys(res.body.fields)).toEqual([field]);
    expect((await get(SHOP).expect(200)).body.data).toEqual(before);
  });

  it('says which TTL it wants', async () => {
    const res = await post(SHOP, 'cache/edge/change-ttl', { ttl: 61 }).expect(422);
    expect(res.body).toEqual({
      success: false,
      message: 'Choose a TTL from the list',
      fields: { ttl: ['Choose a TTL from the list'] },
    });
  });
});

describe('POST /cdn/ng/domains/{id}/cache/edge/purge-cache', () => {
  it('purges everything', async () => {
    const res = await post(SHOP, 'cache/edge/purge-cache', { purge_all: 1 }).expect(200);
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/cache/edge/purge-cache', res.body)).toEqual(
      [],
    );
    expect(res.body).toEqual({
      success: true,
      message: 'The cache has been purged',
      data: { purge_all: true, urls: [], purged_at: nowSec() },
    });
    expect((await get(SHOP).expect(200)).body.data.purged_at).toBe(nowSec());
    // an empty body, as some clients send it, purges everything too
    expect((await post(SHOP, 'cache/edge/purge-cache').expect(200)).body.data.purge_all).toBe(true);
  });

  it('purges the addresses given, each following the domain name', async () => {
    const res = await post(SHOP, 'cache/edge/purge-cache', {
      purge_all: 0,
      urls: ['example-shop.ir/images/logo.png', 'https://www.example-shop.ir/app.js'],
    }).expect(200);
    expect(res.body.data).toEqual({
      purge_all: false,
      urls: ['example-shop.ir/images/logo.png', 'https://www.example-shop.ir/app.js'],
      purged_at: nowSec(),
    });
  });

  it('names each wrong line with "The entered path is not correct" and purges nothing', async () => {
    const res = await post(SHOP, 'cache/edge/purge-cache', {
      purge_all: 0,
      urls: ['example-shop.ir/ok', '/images/a.png', 'other.com/x'],
    }).expect(422);
    expect(res.body).toEqual({
      success: false,
      message: 'Line 2: The entered path is not correct',
      fields: {
        urls: ['Line 2: The entered path is not correct', 'Line 3: The entered path is not correct'],
      },
    });
    const fa = await post(SHOP, 'cache/edge/purge-cache', { purge_all: 0, urls: ['bad'] }, 'fa').expect(422);
    expect(fa.body.message).toBe('خط 1: مسیر وارد شده صحیح نیست');
    const none = await post(SHOP, 'cache/edge/purge-cache', { purge_all: 0 }).expect(422);
    expect(none.body.fields).toEqual({ urls: ['Enter at least one address'] });
    const many = Array.from({ length: 101 }, (_, i) => `example-shop.ir/${i}`);
    const tooMany = await t.http
      .post(url(SHOP, 'cache/edge/purge-cache'))
      .set('Authorization', DEMO_BEARER)
      .send({ purge_all: false, urls: many })
      .expect(422);
    expect(tooMany.body.fields).toEqual({ urls: ['Up to 100 addresses can be purged at a time'] });
    expect(purges()).toBe(0);
    expect((await get(SHOP).expect(200)).body.data.purged_at).toBeNull();
  });
});
