import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';
import { MONITOR_TOKEN, sdkCalls } from '../testing/sdkCalls';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const SHOP = '/cdn/ng/domains/1';
const get = (path: string, lang = 'en') =>
  t.http.get(`/api/v1${path}`).set('Authorization', DEMO_BEARER).set('Accept-Language', lang);
const post = (path: string, body: object) =>
  t.http.post(`/api/v1${path}`).set('Authorization', DEMO_BEARER).type('form').send(body);
const advance = (seconds: number) => {
  t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
};

describe('WAF', () => {
  it('is on by default, as documented', async () => {
    const res = await get(`${SHOP}/waf`).expect(200);
    expect(res.body.data).toEqual({
      mode: 'on',
      debug_ends_at: null,
      seconds_left: 0,
      enabled: true,
      sensitivity: 'medium',
    });
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/waf', res.body)).toEqual([]);
  });

  it('turns debug off by itself 30 minutes after it started, by the sandbox clock', async () => {
    const started = Math.floor(t.clock.now.getTime() / 1000);
    const res = await post(`${SHOP}/waf`, { mode: 'debug' }).expect(200);
    expect(res.body.data).toMatchObject({ mode: 'debug', debug_ends_at: started + 1800, seconds_left: 1800 });
    advance(29 * 60);
    expect((await get(`${SHOP}/waf`)).body.data).toMatchObject({ mode: 'debug', seconds_left: 60 });
    advance(60);
    expect((await get(`${SHOP}/waf`)).body.data).toMatchObject({
      mode: 'off',
      debug_ends_at: null,
      seconds_left: 0,
      enabled: false,
    });
    expect((await post(`${SHOP}/waf`, { mode: 'simulate' }).expect(422)).body.fields).toEqual({
      mode: ['Choose off, on or debug'],
    });
  });

  it('stops a custom rule made in debug mode after 30 minutes; one made when on stays', async () => {
    await post(`${SHOP}/waf/rules`, { path: 'example-shop.ir/api/*', action: 'passthrough' }).expect(200);
    await post(`${SHOP}/waf`, { mode: 'debug' }).expect(200);
    const debugRule = await post(`${SHOP}/waf/rules`, {
      path: 'example-shop.ir/test/*',
      action: 'protect',
    }).expect(200);
    expect(debugRule.body.data.expires_at).toBe(Math.floor(t.clock.now.getTime() / 1000) + 1800);
    expect((await get(`${SHOP}/waf/rules`)).body.data).toHaveLength(2);
    advance(30 * 60);
    const left = await get(`${SHOP}/waf/rules`).expect(200);
    expect(left.body.data.map((r: { path: string }) => r.path)).toEqual(['example-shop.ir/api/*']);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/waf/rules', left.body)).toEqual([]);
    // the stopped rule no longer exists
    await post(`${SHOP}/waf/rules/${debugRule.body.data.id}`, { _method: 'DELETE' }).expect(404);
    const bad = await post(`${SHOP}/waf/rules`, { path: '/x', action: 'allow' }).expect(422);
    expect(Object.keys(bad.body.fields)).toEqual(['path', 'action']);
  });

  it('switches groups and rules off and on, lists the disabled rules, and refuses an unknown one', async () => {
    await post(`${SHOP}/waf/switch-group`, { group_id: 'xss', enabled: 0 }).expect(200);
    await post(`${SHOP}/waf/switch-rule`, { rule_id: '930100', enabled: false }).expect(200);
    const disabled = await get(`${SHOP}/waf/disabled-rules`).expect(200);
    expect(disabled.body.data.map((r: { id: string }) => r.id)).toEqual(['941100', '941160', '930100']);
    const layers = await get(`${SHOP}/waf/layers`, 'fa').expect(200);
    expect(layers.body.data[0].groups[1]).toMatchObject({
      id: 'xss',
      enabled: false,
      name: 'اسکریپت‌نویسی میان‌وبگاهی (XSS)',
    });
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/waf/layers', layers.body)).toEqual([]);
    await post(`${SHOP}/waf/switch-group`, { group_id: 'xss', enabled: 1 }).expect(200);
    expect((await get(`${SHOP}/waf/disabled-rules`)).body.data.map((r: { id: string }) => r.id)).toEqual([
      '930100',
    ]);
    const stale = await post(`${SHOP}/waf/switch-rule`, { rule_id: '999999', enabled: 1 }).expect(404);
    expect(stale.body.message).toBe('The desired rule does not exist');
  });

  describe("as the provider's SDK sets and reads it", () => {
    const sdk = () => sdkCalls(t);

    it('sets off, simulate (debug) and block (on) by PUT, with the sensitivity', async () => {
      const started = Math.floor(t.clock.now.getTime() / 1000);
      const simulate = await sdk()
        .put(`${SHOP}/waf`, { enabled: true, mode: 'simulate', sensitivity: 'high' })
        .expect(200);
      expect(simulate.body.data).toMatchObject({
        mode: 'debug',
        debug_ends_at: started + 1800,
        enabled: true,
        sensitivity: 'high',
      });
      expect(responseErrors('put', '/cdn/ng/domains/{domain_id}/waf', simulate.body)).toEqual([]);
      expect((await sdk().put(`${SHOP}/waf`, { enabled: false }).expect(200)).body.data).toMatchObject({
        mode: 'off',
        enabled: false,
        sensitivity: 'high',
      });
      // on again, the mode not named: the WAF protects
      expect((await sdk().put(`${SHOP}/waf`, { enabled: true }).expect(200)).body.data).toMatchObject({
        mode: 'on',
      });
      expect(
        (await sdk().put(`${SHOP}/waf`, { mode: 'block', sensitivity: 'paranoid' }).expect(200)).body.data,
      ).toMatchObject({ mode: 'on', sensitivity: 'paranoid' });
    });

    it('refuses a mode or sensitivity it does not know, naming each, and changes nothing', async () => {
      const res = await sdk().put(`${SHOP}/waf`, { mode: 'debug', sensitivity: 'extreme' }).expect(422);
      expect(res.body.fields).toEqual({
        mode: ['Choose off, simulate or block'],
        sensitivity: ['Choose a sensitivity: low, medium, high or paranoid'],
      });
      expect((await get(`${SHOP}/waf`)).body.data).toMatchObject({ mode: 'on', sensitivity: 'medium' });
      await sdkCalls(t, MONITOR_TOKEN).put(`${SHOP}/waf`, { enabled: false }).expect(403);
    });

    it('switches a group and a rule by PUT; a layer tells whether it is on and how many rules it has', async () => {
      await sdk().put(`${SHOP}/waf/switch-group`, { group_id: 'xss', enabled: 0 }).expect(200);
      await sdk().put(`${SHOP}/waf/switch-rule`, { rule_id: '942100', enabled: 0 }).expect(200);
      const layers = (await get(`${SHOP}/waf/layers`)).body.data;
      expect(layers[0]).toMatchObject({ id: 'owasp', enabled: true, rules_count: 4 });
      const disabled = (await get(`${SHOP}/waf/disabled-rules`)).body.data;
      expect(
        disabled.map((r: { id: string; layer_id: string; enabled: boolean }) => [
          r.id,
          r.layer_id,
          r.enabled,
        ]),
      ).toEqual([
        ['942100', 'owasp', false],
        ['941100', 'owasp', false],
        ['941160', 'owasp', false],
      ]);
      const unknown = await sdk().put(`${SHOP}/waf/switch-rule`, { rule_id: 'nope', enabled: 0 }).expect(404);
      expect(unknown.body.message).toBe('The desired rule does not exist');
    });

    it("answers a custom rule with a name, a layer and whether it applies (pro-store.com's seeded one)", async () => {
      const res = await get('/cdn/ng/domains/4/waf/rules').expect(200);
      expect(res.body.data).toEqual([
        expect.objectContaining({
          path: 'pro-store.com/health',
          action: 'passthrough',
          name: 'pro-store.com/health',
          enabled: true,
          layer_id: 'custom',
        }),
      ]);
    });
  });
});
