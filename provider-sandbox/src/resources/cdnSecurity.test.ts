import { demoFirewallRules, demoRateLimitRoutes } from '@portal/api-cdn/factories';
import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';
import { OTP_DEMO } from '../db/seed';
import { MONITOR_TOKEN, sdkCalls } from '../testing/sdkCalls';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const SHOP = '/cdn/ng/domains/1';
const get = (path: string, lang = 'en', bearer = DEMO_BEARER) =>
  t.http.get(`/api/v1${path}`).set('Authorization', bearer).set('Accept-Language', lang);
const post = (path: string, body: object, lang = 'en') =>
  t.http
    .post(`/api/v1${path}`)
    .set('Authorization', DEMO_BEARER)
    .set('Accept-Language', lang)
    .type('form')
    .send(body);
const postJson = (path: string, body: object) =>
  t.http.post(`/api/v1${path}`).set('Authorization', DEMO_BEARER).send(body);
const count = (table: string) =>
  (t.sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('firewall', () => {
  it('gives the default action, the seeded rules in order and the plan caps, as documented', async () => {
    const res = await get(`${SHOP}/firewall`).expect(200);
    expect(res.body.data).toEqual(
      expect.objectContaining({
        default_action: 'allow',
        rules: demoFirewallRules(),
        max_rules: 20,
        max_ips_per_rule: 20,
      }),
    );
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/firewall', res.body)).toEqual([]);
  });

  it("answers the rules' addresses and countries one by one, as the provider's SDK reads them", async () => {
    const res = await get(`${SHOP}/firewall`).expect(200);
    expect(res.body.data).toMatchObject({
      enabled: true,
      ip_rules: [{ ip: '185.143.232.0/22', action: 'allow', note: 'example-shop.ir/admin/*' }],
      country_rules: [{ country: 'IR', action: 'allow' }],
    });
  });

  it("switches the firewall as the provider's SDK does, with its `block`, and refuses `challenge`", async () => {
    const sdk = sdkCalls(t);
    const res = await sdk.post(`${SHOP}/firewall`, { enabled: false, default_action: 'block' }).expect(200);
    expect(res.body.data).toMatchObject({ enabled: false, default_action: 'deny' });
    // the switch alone keeps the action
    expect((await sdk.post(`${SHOP}/firewall`, { enabled: true }).expect(200)).body.data).toMatchObject({
      enabled: true,
      default_action: 'deny',
    });
    const bad = await sdk
      .post(`${SHOP}/firewall`, { enabled: false, default_action: 'challenge' })
      .expect(422);
    expect(Object.keys(bad.body.fields)).toEqual(['default_action']);
    expect((await get(`${SHOP}/firewall`)).body.data).toMatchObject({
      enabled: true,
      default_action: 'deny',
    });
    await sdk.post(`${SHOP}/firewall`, {}).expect(422);
    await sdkCalls(t, MONITOR_TOKEN).post(`${SHOP}/firewall`, { enabled: false }).expect(403);
  });

  it('sets the default action and refuses another one', async () => {
    const res = await post(`${SHOP}/firewall`, { default_action: 'deny' }).expect(200);
    expect(res.body.data.default_action).toBe('deny');
    const bad = await post(`${SHOP}/firewall`, { default_action: 'maybe' }).expect(422);
    expect(bad.body.fields).toEqual({ default_action: ['Choose an action'] });
    expect((await get(`${SHOP}/firewall`)).body.data.default_action).toBe('deny');
  });

  it('adds a rule at the end (form lists), and refuses bad paths, countries and IPs, storing nothing', async () => {
    const res = await post(`${SHOP}/firewall/rules`, {
      path: 'https://example-shop.ir/login',
      action: 'deny',
      countries: ['de'],
      ips: ['5.6.7.0/24'],
    }).expect(200);
    expect(res.body.data).toEqual({
      id: 3,
      path: 'https://example-shop.ir/login',
      action: 'deny',
      countries: ['DE'],
      ips: ['5.6.7.0/24'],
      priority: 3,
    });
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/firewall/rules', res.body)).toEqual([]);

    const bad = await postJson(`${SHOP}/firewall/rules`, {
      path: '/login',
      action: 'deny',
      countries: ['XX'],
      ips: ['1.1.1.1', '1.1.1'],
    }).expect(422);
    expect(bad.body.fields).toEqual({
      path: ['The path must start with the domain name'],
      countries: ['no country exists'],
      ips: ['Enter a valid IP address or CIDR range'],
      'ips.1': ['Enter a valid IP address or CIDR range'],
    });
    const fa = await post(`${SHOP}/firewall/rules`, { path: 'other.ir/x', action: 'allow' }, 'fa').expect(
      422,
    );
    expect(fa.body.message).toBe('مسیر باید با نام دامنه شروع شود');
    expect(count('cdn_firewall_rules')).toBe(3);
  });

  it("refuses one rule and one IP past the plan's caps", async () => {
    // the free plan (my-blog.com, id 2) allows 5 rules of 5 IPs
    const six = {
      path: 'my-blog.com/x',
      action: 'deny',
      ips: ['1.1.1.1', '1.1.1.2', '1.1.1.3', '1.1.1.4', '1.1.1.5', '1.1.1.6'],
    };
    const tooMany = await post('/cdn/ng/domains/2/firewall/rules', six).expect(422);
    expect(tooMany.body.fields).toEqual({ ips: ['Unfortunately, your plan does not support this feature'] });
    for (let i = 0; i < 5; i += 1)
      await post('/cdn/ng/domains/2/firewall/rules', { path: `my-blog.com/p${i}`, action: 'deny' }).expect(
        200,
      );
    const sixth = await post('/cdn/ng/domains/2/firewall/rules', {
      path: 'my-blog.com/p5',
      action: 'deny',
    }).expect(422);
    expect(sixth.body.message).toBe('Unfortunately, your plan does not support this feature');
    expect((await get('/cdn/ng/domains/2/firewall')).body.data.rules).toHaveLength(5);
  });

  it('reorders the rules, refusing a list that is not every rule once, and a stale rule', async () => {
    const res = await post(`${SHOP}/firewall/priority`, { ids: [2, 1] }).expect(200);
    expect(res.body.data.rules.map((r: { id: number; priority: number }) => [r.id, r.priority])).toEqual([
      [2, 1],
      [1, 2],
    ]);
    expect((await post(`${SHOP}/firewall/priority`, { ids: [2, 2] }).expect(422)).body.message).toBe(
      'The order must list every rule once',
    );
    expect((await post(`${SHOP}/firewall/priority`, { ids: [2, 9] }).expect(404)).body.message).toBe(
      'The desired rule does not exist',
    );
  });

  it('deletes a rule, the ones after it moving up; a stale one does not exist', async () => {
    await post(`${SHOP}/firewall/rules/1`, { _method: 'DELETE' }).expect(200);
    expect((await get(`${SHOP}/firewall`)).body.data.rules).toEqual([
      { ...demoFirewallRules()[1], priority: 1 },
    ]);
    const again = await post(`${SHOP}/firewall/rules/1`, { _method: 'DELETE' }).expect(404);
    expect(again.body.message).toBe('The desired rule does not exist');
    // another user's domain answers like an unknown one
    await get(`${SHOP}/firewall`, 'en', `Bearer ${OTP_DEMO.apiToken}`).expect(404);
  });
});

describe('rate limit', () => {
  it('lists, adds and deletes routes with the plan cap', async () => {
    const list = await get(`${SHOP}/rate-limit`).expect(200);
    expect(list.body.data).toEqual({ routes: demoRateLimitRoutes(), max_routes: 5 });
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/rate-limit', list.body)).toEqual([]);
    const added = await post(`${SHOP}/rate-limit`, {
      path: 'example-shop.ir/login',
      requests: 10,
      period: 60,
      action: 'challenge',
    }).expect(200);
    expect(added.body.data).toEqual({
      id: 2,
      path: 'example-shop.ir/login',
      requests: 10,
      period: 60,
      action: 'challenge',
    });
    await post(`${SHOP}/rate-limit/2`, { _method: 'DELETE' }).expect(200);
    await post(`${SHOP}/rate-limit/2`, { _method: 'DELETE' }).expect(404);
  });

  it('refuses bad input field by field and one route past the plan', async () => {
    const bad = await post(`${SHOP}/rate-limit`, {
      path: 'x',
      requests: 0,
      period: 7,
      action: 'drop',
    }).expect(422);
    expect(Object.keys(bad.body.fields)).toEqual(['path', 'requests', 'period', 'action']);
    // the free plan allows one route
    await post('/cdn/ng/domains/2/rate-limit', {
      path: 'my-blog.com/a',
      requests: 5,
      period: 1,
      action: 'block',
    }).expect(200);
    const second = await post('/cdn/ng/domains/2/rate-limit', {
      path: 'my-blog.com/b',
      requests: 5,
      period: 1,
      action: 'block',
    }).expect(422);
    expect(second.body.message).toBe('Unfortunately, your plan does not support this feature');
    expect(count('cdn_rate_limits')).toBe(2);
  });
});
