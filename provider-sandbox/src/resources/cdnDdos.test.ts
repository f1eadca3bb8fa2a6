import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';
import { MONITOR_TOKEN, sdkCalls } from '../testing/sdkCalls';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

// example-shop.ir is on eco (cookie and JavaScript, at most 1800 s); pro-store.com on pro (all three, at most 600 s)
const SHOP = '/cdn/ng/domains/1';
const PRO = '/cdn/ng/domains/4';
const get = (path: string, lang = 'en') =>
  t.http.get(`/api/v1${path}`).set('Authorization', DEMO_BEARER).set('Accept-Language', lang);
const post = (path: string, body: object, lang = 'en') =>
  t.http
    .post(`/api/v1${path}`)
    .set('Authorization', DEMO_BEARER)
    .set('Accept-Language', lang)
    .type('form')
    .send(body);
const postJson = (path: string, body: object) =>
  t.http.post(`/api/v1${path}`).set('Authorization', DEMO_BEARER).send(body);

describe('DDoS protection', () => {
  it("shows each module, offered by the plan or not, with the plan's longest validity", async () => {
    const res = await get(`${SHOP}/ddos`).expect(200);
    expect(res.body.data).toEqual({
      challenges: [
        { type: 'cookie', offered: true, ttl: 1800 },
        { type: 'js', offered: true, ttl: 1800 },
        { type: 'captcha', offered: false, ttl: null },
      ],
      captcha_module: null,
      min_ttl: 60,
      max_ttl: 1800,
      // the level and validities under the names the provider's SDK reads
      mode: 'medium',
      cookie_challenge_ttl: 1800,
      js_challenge_ttl: 1800,
      captcha_challenge_ttl: null,
    });
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/ddos', res.body)).toEqual([]);
  });

  describe("several settings at once, as the provider's SDK sets them", () => {
    const sdk = () => sdkCalls(t);

    it('stores the level, the captcha service and the validities sent', async () => {
      const res = await sdk()
        .post(`${PRO}/ddos`, {
          mode: 'under_attack',
          captcha_module: 'turnstile',
          captcha_challenge_ttl: 300,
        })
        .expect(200);
      expect(res.body.message).toBe('The DDoS protection settings have been saved');
      expect(res.body.data).toMatchObject({
        mode: 'under_attack',
        captcha_module: 'turnstile',
        captcha_challenge_ttl: 300,
        cookie_challenge_ttl: 600,
      });
      expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/ddos', res.body)).toEqual([]);
      // the CLI's level and field names
      expect(
        (await sdk().post(`${SHOP}/ddos`, { mode: 'normal', cookie_ttl: 120 }).expect(200)).body.data,
      ).toMatchObject({ mode: 'medium', cookie_challenge_ttl: 120 });
    });

    it('refuses any setting against its rule, names each, and stores none of them', async () => {
      const before = (await get(`${SHOP}/ddos`).expect(200)).body.data;
      const res = await sdk()
        .post(`${SHOP}/ddos`, {
          mode: 'maximum',
          js_challenge_ttl: 5000,
          captcha_challenge_ttl: 300,
          cookie_challenge_ttl: 900,
        })
        .expect(422);
      expect(res.body.fields).toEqual({
        mode: ['Choose a protection level: off, low, medium, high or under attack'],
        js_challenge_ttl: ['Enter a validity from 60 to 1800 seconds'],
        captcha_challenge_ttl: ['Unfortunately, your plan does not support this feature'],
      });
      expect((await get(`${SHOP}/ddos`).expect(200)).body.data).toEqual(before);
      const empty = await sdk().post(`${SHOP}/ddos`, {}, 'fa').expect(422);
      expect(empty.body.fields).toEqual({ mode: ['تنظیمی برای تغییر بفرستید'] });
    });

    it('needs the security permission of an API token', async () => {
      const res = await sdkCalls(t, MONITOR_TOKEN).post(`${SHOP}/ddos`, { mode: 'high' }).expect(403);
      expect(res.body.message).toBe('This API token does not have the cdn.security.write permission');
      expect((await get(`${SHOP}/ddos`).expect(200)).body.data.mode).toBe('medium');
    });
  });

  it('saves a validity within the plan and refuses one beyond it, storing nothing', async () => {
    const saved = await post(`${SHOP}/ddos/set-ttl/js`, { ttl: '900' }).expect(200);
    expect(saved.body.message).toBe('The challenge validity has been saved');
    expect(saved.body.data.challenges[1]).toEqual({ type: 'js', offered: true, ttl: 900 });
    const beyond = await postJson(`${SHOP}/ddos/set-ttl/js`, { ttl: 1801 }).expect(422);
    expect(beyond.body.fields).toEqual({ ttl: ['Enter a validity from 60 to 1800 seconds'] });
    const fa = await post(`${SHOP}/ddos/set-ttl/cookie`, { ttl: 30 }, 'fa').expect(422);
    expect(fa.body.fields).toEqual({ ttl: ['اعتبار را از 60 تا 1800 ثانیه وارد کنید'] });
    await post(`${SHOP}/ddos/set-ttl/cookie`, { ttl: '' }).expect(422);
    expect(
      (await get(`${SHOP}/ddos`)).body.data.challenges.map((c: { ttl: number | null }) => c.ttl),
    ).toEqual([1800, 900, null]);
  });

  it('refuses a module the plan does not offer, and an unknown one', async () => {
    const captcha = await post(`${SHOP}/ddos/set-ttl/captcha`, { ttl: 600 }).expect(422);
    expect(captcha.body).toMatchObject({
      success: false,
      message: 'Unfortunately, your plan does not support this feature',
      fields: { challenge: ['Unfortunately, your plan does not support this feature'] },
    });
    const unknown = await post(`${SHOP}/ddos/set-ttl/javascript`, { ttl: 600 }).expect(422);
    expect(Object.keys(unknown.body.fields)).toEqual(['challenge']);
    const service = await post(`${SHOP}/ddos/captcha-module`, { module: 'hcaptcha' }).expect(422);
    expect(service.body.fields).toEqual({
      module: ['Unfortunately, your plan does not support this feature'],
    });
    const rule = await post(`${SHOP}/ddos/rules`, {
      path: 'example-shop.ir/login',
      challenge: 'captcha',
    }).expect(422);
    expect(rule.body.fields).toEqual({
      challenge: ['Unfortunately, your plan does not support this feature'],
    });
    expect((await get(`${SHOP}/ddos/rules`)).body.data).toEqual([]);
  });

  it('chooses the captcha service on a plan with the captcha module', async () => {
    expect((await get(`${PRO}/ddos`)).body.data).toMatchObject({ captcha_module: 'recaptcha', max_ttl: 600 });
    const res = await post(`${PRO}/ddos/captcha-module`, { module: 'turnstile' }).expect(200);
    expect(res.body.data.captcha_module).toBe('turnstile');
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/ddos/captcha-module', res.body)).toEqual([]);
    const bad = await post(`${PRO}/ddos/captcha-module`, { module: 'google' }).expect(422);
    expect(bad.body.fields).toEqual({ module: ['Choose a captcha service'] });
    expect((await get(`${PRO}/ddos`)).body.data.captcha_module).toBe('turnstile');
  });

  it('adds, edits and deletes a direct rule by path; a bad path or a stale rule is refused', async () => {
    const bad = await post(`${SHOP}/ddos/rules`, { path: '/api/*', challenge: 'cookies' }).expect(422);
    expect(bad.body.fields).toEqual({
      path: ['The path must start with the domain name'],
      challenge: ['Choose a challenge: cookie, JavaScript or captcha'],
    });
    const made = await post(`${SHOP}/ddos/rules`, { path: 'example-shop.ir/api/*', challenge: 'js' }).expect(
      200,
    );
    expect(made.body).toMatchObject({
      message: 'The DDoS rule has been saved',
      data: { path: 'example-shop.ir/api/*', challenge: 'js' },
    });
    const id = made.body.data.id as number;
    const edited = await post(`${SHOP}/ddos/rules/${id}`, {
      _method: 'PUT',
      path: 'example-shop.ir/api/**',
      challenge: 'cookie',
    }).expect(200);
    expect(edited.body.data).toEqual({ id, path: 'example-shop.ir/api/**', challenge: 'cookie' });
    await post(`${SHOP}/ddos/rules/${id}`, {
      _method: 'PUT',
      path: 'other.com/x',
      challenge: 'cookie',
    }).expect(422);
    const list = await get(`${SHOP}/ddos/rules`).expect(200);
    expect(list.body.data).toEqual([{ id, path: 'example-shop.ir/api/**', challenge: 'cookie' }]);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/ddos/rules', list.body)).toEqual([]);
    // another domain's rule is not this one's
    await post(`${PRO}/ddos/rules/${id}`, { _method: 'DELETE' }).expect(404);
    await post(`${SHOP}/ddos/rules/${id}`, { _method: 'DELETE' }).expect(200);
    const stale = await post(`${SHOP}/ddos/rules/${id}`, { _method: 'DELETE' }).expect(404);
    expect(stale.body.message).toBe('The desired rule does not exist');
    expect((await get(`${SHOP}/ddos/rules`)).body.data).toEqual([]);
  });
});
