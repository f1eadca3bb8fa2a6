import { responseErrors } from '../testing/responseSchema';
import { MONITOR_TOKEN, OTP_DEMO, sdkCalls } from '../testing/sdkCalls';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

// example-shop.ir (eco: 10 page rules): two page rules, a rate-limit route on /api/*, two firewall rules on /admin/*
const SHOP = '/cdn/ng/domains/1';
const sdk = () => sdkCalls(t);
const count = (table: string) =>
  (t.sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const pageRule = (id: number) =>
  t.sandbox.db.prepare('SELECT path, priority, settings FROM cdn_page_rules WHERE id = ?').get(id) as
    { path: string; priority: number; settings: string } | undefined;

describe("a domain's paths by section, as the provider's SDK lists them", () => {
  it('lists the rate-limit routes and the firewall rules as paths with their section', async () => {
    const limits = await sdk().get(`${SHOP}/paths/ratelimit`).expect(200);
    expect(limits.body.data).toEqual([
      expect.objectContaining({
        id: 1,
        domain_id: 1,
        path: 'example-shop.ir/api/*',
        priority: 1,
        enabled: true,
        rules: {
          ratelimit: {
            enabled: true,
            requests_per_second: 1.67,
            burst: 100,
            requests: 100,
            period: 60,
            action: 'block',
          },
        },
      }),
    ]);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/paths/ratelimit', limits.body)).toEqual([]);
    const firewall = await sdk().get(`${SHOP}/paths/firewall`).expect(200);
    expect(
      firewall.body.data.map((p: { path: string; rules: { firewall: { action: string } } }) => [
        p.path,
        p.rules.firewall.action,
      ]),
    ).toEqual([
      ['example-shop.ir/admin/*', 'allow'],
      ['example-shop.ir/admin/*', 'block'],
    ]);
    // no page rule of the seed has a WAF setting or a DDoS level
    expect((await sdk().get(`${SHOP}/paths/waf`).expect(200)).body.data).toEqual([]);
    await sdkCalls(t, OTP_DEMO.apiToken).get(`${SHOP}/paths/firewall`).expect(404);
  });
});

describe("a path first, then its rules (the SDK's way)", () => {
  it('makes a path without rules, moves it, gives it a DDoS level, takes it away and deletes the path', async () => {
    const made = await sdk()
      .post(`${SHOP}/paths`, { path: 'example-shop.ir/api/*', priority: 3 })
      .expect(200);
    const id = made.body.data.id as number;
    expect(made.body.data).toMatchObject({
      path: 'example-shop.ir/api/*',
      priority: 3,
      settings: {},
      rules: {},
      enabled: true,
      domain_id: 1,
    });
    await sdk().put(`${SHOP}/paths/${id}`, { priority: 4 }).expect(200);
    expect(pageRule(id)).toEqual({ path: 'example-shop.ir/api/*', priority: 4, settings: '{}' });
    const rule = await sdk()
      .post(`${SHOP}/paths/${id}/rules`, { section: 'ddos', settings: { enabled: true, mode: 'high' } })
      .expect(200);
    expect(rule.body.data.rules).toEqual({ ddos: { enabled: true, mode: 'high' } });
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/paths/{path_id}/rules', rule.body)).toEqual(
      [],
    );
    expect(
      (await sdk().get(`${SHOP}/paths/ddos`).expect(200)).body.data.map((p: { id: number }) => p.id),
    ).toEqual([id]);
    // a section deleted by its name leaves the path
    await sdk().delete(`${SHOP}/paths/${id}/rules/ddos`).expect(200);
    expect(pageRule(id)).toMatchObject({ settings: '{}' });
    await sdk().delete(`${SHOP}/paths/${id}/rules/ddos`).expect(404);
    await sdk().delete(`${SHOP}/paths/${id}`).expect(200);
    expect(pageRule(id)).toBeUndefined();
  });

  it("adds a rate-limit route on a page rule's path, which paths/ratelimit lists and deletes by its id", async () => {
    const added = await sdk()
      .post(`${SHOP}/paths/1/rules`, { section: 'ratelimit', settings: { requests_per_second: 10 } })
      .expect(200);
    expect(added.body.data).toMatchObject({
      path: 'example-shop.ir/static/**',
      rules: { ratelimit: { requests: 10, period: 1, action: 'block' } },
    });
    const route = added.body.data.id as number;
    expect((await sdk().get(`${SHOP}/paths/ratelimit`).expect(200)).body.data).toHaveLength(2);
    await sdk().delete(`${SHOP}/paths/${route}/rules/ratelimit`).expect(200);
    expect(count('cdn_rate_limits')).toBe(1);
  });

  it("refuses an unknown section or a section's bad setting, naming it as sent, and stores nothing", async () => {
    const before = pageRule(1);
    const section = await sdk()
      .post(`${SHOP}/paths/1/rules`, { section: 'headers', settings: { enabled: true } })
      .expect(422);
    expect(section.body.fields).toEqual({
      section: ['Choose a section: cache, redirect, waf, ddos, ratelimit or firewall'],
    });
    const mode = await sdk()
      .post(`${SHOP}/paths/1/rules`, { section: 'cache', settings: { mode: 'turbo' } })
      .expect(422);
    expect(Object.keys(mode.body.fields)).toEqual(['settings.mode']);
    const limit = await sdk()
      .post(`${SHOP}/paths/1/rules`, { section: 'ratelimit', settings: { requests: 0, period: 7 } })
      .expect(422);
    expect(Object.keys(limit.body.fields).sort()).toEqual(['period', 'requests']);
    expect(pageRule(1)).toEqual(before);
    expect(count('cdn_rate_limits')).toBe(1);
    await sdk()
      .post(`${SHOP}/paths/99/rules`, { section: 'waf', settings: { enabled: true } })
      .expect(404);
  });
});

describe("a section's rule directly (without making the path first)", () => {
  it('gives the whole domain a WAF rule, and changes the same rule when asked again', async () => {
    const first = await sdk()
      .post(`${SHOP}/paths/direct-rule/waf`, { enabled: true, mode: 'block' })
      .expect(200);
    expect(first.body.data).toMatchObject({
      path: 'example-shop.ir/*',
      priority: 3,
      rules: { waf: { enabled: true, mode: 'block' } },
    });
    expect(
      responseErrors('post', '/cdn/ng/domains/{domain_id}/paths/direct-rule/{section}', first.body),
    ).toEqual([]);
    await sdk().post(`${SHOP}/paths/direct-rule/cache`, { mode: 'aggressive', ttl: 3600 }).expect(200);
    const waf = (await sdk().get(`${SHOP}/paths/waf`).expect(200)).body.data;
    expect(waf).toEqual([
      expect.objectContaining({
        id: first.body.data.id,
        rules: {
          cache: { enabled: true, mode: 'everything', ttl: 3600 },
          waf: { enabled: true, mode: 'block' },
        },
      }),
    ]);
    expect(count('cdn_page_rules')).toBe(3);
  });

  it('adds a firewall rule on the path sent, the SDK block read as deny', async () => {
    const res = await sdk()
      .post(`${SHOP}/paths/direct-rule/firewall`, {
        path: 'example-shop.ir/login',
        action: 'block',
        countries: ['US'],
      })
      .expect(200);
    expect(res.body.data).toMatchObject({
      path: 'example-shop.ir/login',
      priority: 3,
      rules: { firewall: { action: 'block', countries: ['US'] } },
    });
    expect(
      t.sandbox.db.prepare('SELECT action FROM cdn_firewall_rules WHERE id = ?').get(res.body.data.id),
    ).toEqual({ action: 'deny' });
    // and takes the path's firewall rules away
    await sdk()
      .post(`${SHOP}/paths/direct-rule/firewall`, { path: 'example-shop.ir/login', enabled: false })
      .expect(200);
    expect(count('cdn_firewall_rules')).toBe(2);
  });

  it("refuses a path off the domain and one page rule past the plan's cap, storing nothing", async () => {
    const off = await sdk()
      .post(`${SHOP}/paths/direct-rule/waf`, { path: '/elsewhere', enabled: true })
      .expect(422);
    expect(Object.keys(off.body.fields)).toEqual(['path']);
    // my-blog.com is on the free plan: three page rules
    for (const p of ['a', 'b', 'c'])
      await sdk()
        .post('/cdn/ng/domains/2/paths', { path: `my-blog.com/${p}`, priority: 1 })
        .expect(200);
    const past = await sdk()
      .post('/cdn/ng/domains/2/paths/direct-rule/ddos', { mode: 'high' }, 'fa')
      .expect(422);
    expect(past.body.message).toBe('متأسفانه پلن شما از این قابلیت پشتیبانی نمی‌کند');
    expect(count('cdn_page_rules')).toBe(5);
    const unknown = await sdk().post(`${SHOP}/paths/direct-rule/headers`, { enabled: true }).expect(422);
    expect(Object.keys(unknown.body.fields)).toEqual(['section']);
  });

  it('needs the security permission of an API token', async () => {
    const res = await sdkCalls(t, MONITOR_TOKEN)
      .post(`${SHOP}/paths/direct-rule/waf`, { enabled: true })
      .expect(403);
    expect(res.body.message).toBe('This API token does not have the cdn.security.write permission');
    expect(count('cdn_page_rules')).toBe(2);
  });
});
