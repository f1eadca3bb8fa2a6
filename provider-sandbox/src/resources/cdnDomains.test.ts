import { demoDomains } from '@portal/api-cdn/factories';
import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';
import { OTP_DEMO } from '../db/seed';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const OTP_BEARER = `Bearer ${OTP_DEMO.apiToken}`;
const nowSec = () => Math.floor(t.clock.now.getTime() / 1000);
const get = (path: string, lang = 'en', bearer = DEMO_BEARER) =>
  t.http.get(`/api/v1${path}`).set('Authorization', bearer).set('Accept-Language', lang);
const post = (path: string, body: object, lang = 'en', bearer = DEMO_BEARER) =>
  t.http
    .post(`/api/v1${path}`)
    .set('Authorization', bearer)
    .set('Accept-Language', lang)
    .type('form')
    .send(body);
const names = async (bearer = DEMO_BEARER) =>
  (await get('/cdn/ng/domains', 'en', bearer).expect(200)).body.data.map((d: { name: string }) => d.name);
const count = (table: string) =>
  (t.sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const wallet = async () =>
  (await get('/financial/billing/balance').expect(200)).body.data as { balance: number; debt: number };

describe('GET /api/v1/cdn/ng/domains', () => {
  it('gives the seeded domains newest first with status, plan and nameservers', async () => {
    const res = await get('/cdn/ng/domains').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual(demoDomains({ now: nowSec() }).map((d) => expect.objectContaining(d)));
    expect(
      res.body.data.map((d: { name: string; status: string; plan: { name: string } }) => [
        d.name,
        d.status,
        d.plan.name,
      ]),
    ).toEqual([
      ['my-blog.com', 'pending', 'free'],
      ['pro-store.com', 'active', 'pro'],
      ['example-shop.ir', 'active', 'eco'],
      ['old-portfolio.net', 'suspend', 'com'],
    ]);
    // the pending domain still points at its old host
    expect(res.body.data[0].current_nameservers).toEqual(['ns1.oldhost.example', 'ns2.oldhost.example']);
  });

  it('answers what the OpenAPI document describes', async () => {
    const res = await get('/cdn/ng/domains').expect(200);
    expect(responseErrors('get', '/cdn/ng/domains', res.body)).toEqual([]);
    // and the check is real: a domain with an unknown status or no plan is refused
    const broken = { ...res.body, data: [{ ...res.body.data[0], status: 'deleted', plan: undefined }] };
    expect(responseErrors('get', '/cdn/ng/domains', JSON.parse(JSON.stringify(broken)))).toEqual(
      expect.arrayContaining([
        expect.stringContaining('/data/0/status'),
        expect.stringContaining("must have required property 'plan'"),
      ]),
    );
  });

  it('localizes the plan titles', async () => {
    const res = await get('/cdn/ng/domains', 'fa').expect(200);
    expect(res.body.data).toEqual(
      demoDomains({ now: nowSec(), lang: 'fa' }).map((d) => expect.objectContaining(d)),
    );
    expect(res.body.data.map((d: { plan: { title: string } }) => d.plan.title)).toEqual([
      'رایگان',
      'حرفه‌ای',
      'اقتصادی',
      'تجاری',
    ]);
  });

  it("never shows another user's domains, and gives an empty list to a user without any", async () => {
    expect(await names(OTP_BEARER)).toEqual([]);
    t.sandbox.db
      .prepare(
        `INSERT INTO domains (user_id, name, status, plan_id, plan_started_at, added_at, new_ns1, new_ns2) VALUES (2, 'someone-else.ir', 'admin-suspend', 1, 0, 100, 'ns1.x', 'ns2.x')`,
      )
      .run();
    expect(await names()).not.toContain('someone-else.ir');
    const theirs = await get('/cdn/ng/domains', 'en', OTP_BEARER).expect(200);
    expect(theirs.body.data).toEqual([
      expect.objectContaining({ name: 'someone-else.ir', status: 'admin-suspend', current_nameservers: [] }),
    ]);
    expect(responseErrors('get', '/cdn/ng/domains', theirs.body)).toEqual([]);
  });

  it('needs a token', async () => {
    const res = await t.http.get('/api/v1/cdn/ng/domains').set('Accept-Language', 'en').expect(401);
    expect(res.body).toEqual({ success: false, message: 'Please login again' });
  });
});

describe('POST /api/v1/cdn/ng/domains', () => {
  it('adds the name, normalised, as a pending domain on the free plan with both sets of nameservers', async () => {
    const res = await post('/cdn/ng/domains', { domain: '  https://www.New-Site.IR/ ' }).expect(200);
    expect(res.body.message).toBe(
      'The domain new-site.ir has been added; point it to our nameservers to activate it',
    );
    expect(res.body.data).toMatchObject({
      name: 'new-site.ir',
      status: 'pending',
      plan: { id: 1, name: 'free', title: 'Free' },
      plan_started_at: nowSec(),
      added_at: nowSec(),
      mc_nameservers: ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'],
      current_nameservers: ['ns1.irnic-parking.example', 'ns2.irnic-parking.example'],
    });
    expect(responseErrors('post', '/cdn/ng/domains', res.body)).toEqual([]);
    expect((await names())[0]).toBe('new-site.ir');
  });

  it("takes the free plan's id, as the provider's SDK may send it, and refuses any other plan", async () => {
    await post('/cdn/ng/domains', { domain: 'sdk-site.ir', plan_id: 1 }).expect(200);
    const before = count('domains');
    const res = await post('/cdn/ng/domains', { domain: 'other-site.ir', plan_id: 3 }, 'fa').expect(422);
    expect(res.body.fields).toEqual({
      plan_id: ['دامنهٔ تازه با پلن رایگان شروع می‌شود؛ پس از افزودن، پلن دیگری انتخاب کنید'],
    });
    expect(count('domains')).toBe(before);
  });

  it('takes Persian letters and JSON bodies', async () => {
    const res = await t.http
      .post('/api/v1/cdn/ng/domains')
      .set('Authorization', DEMO_BEARER)
      .send({ domain: 'فروشگاه.ir' })
      .expect(200);
    expect(res.body.data.name).toBe('فروشگاه.ir');
  });

  it.each([
    ['', 'Enter a domain name'],
    ['not a domain', 'The domain name is not valid'],
    ['example.comcom', 'The domain name is not valid'],
    ['WWW.Example-Shop.ir', 'Domain exists!'],
  ])('refuses %p with %p next to the field and stores nothing', async (domain, message) => {
    const before = count('domains');
    const res = await post('/cdn/ng/domains', { domain }).expect(422);
    expect(res.body).toEqual({ success: false, message, fields: { domain: [message] } });
    expect(count('domains')).toBe(before);
  });

  it("refuses a domain another user already has on the CDN, in the user's language", async () => {
    const res = await post('/cdn/ng/domains', { domain: 'my-blog.com' }, 'fa', OTP_BEARER).expect(422);
    expect(res.body.fields.domain).toEqual(['دامنه وجود دارد!']);
  });

  it('needs the field', async () => {
    const res = await post('/cdn/ng/domains', {}).expect(422);
    expect(res.body.fields.domain).toEqual(['This field is required']);
  });

  it("turns active once its owner's nameserver change is seen, half an hour later", async () => {
    const { body } = await post('/cdn/ng/domains', { domain: 'soon-live.com' }).expect(200);
    t.clock.now = new Date(t.clock.now.getTime() + 29 * 60_000);
    expect((await get(`/cdn/ng/domains/${body.data.id}`).expect(200)).body.data.status).toBe('pending');
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const later = (await get(`/cdn/ng/domains/${body.data.id}`).expect(200)).body.data;
    expect(later).toMatchObject({ status: 'active', current_nameservers: later.mc_nameservers });
    // the seeded pending domain's owner never changed them
    expect((await get('/cdn/ng/domains/2').expect(200)).body.data.status).toBe('pending');
  });
});

describe('GET /api/v1/cdn/ng/domains/{id}, usage and whois', () => {
  it('gives one domain, as the document describes', async () => {
    const res = await get('/cdn/ng/domains/1').expect(200);
    expect(res.body.data).toEqual(
      expect.objectContaining(demoDomains({ now: nowSec() }).find((d) => d.id === 1)),
    );
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}', res.body)).toEqual([]);
  });

  it("carries the names the provider's SDK reads, and when the domain last changed", async () => {
    const before = (await get('/cdn/ng/domains/1').expect(200)).body.data;
    expect(before).toMatchObject({
      user_id: 1,
      plan_id: before.plan.id,
      created_at: before.added_at,
      updated_at: before.plan_started_at,
    });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await post('/cdn/ng/domains/1/redirect-mode', { mode: 'www' }).expect(200);
    expect((await get('/cdn/ng/domains/1').expect(200)).body.data.updated_at).toBe(nowSec());
  });

  it("answers another user's domain exactly like an unknown one", async () => {
    const theirs = await get('/cdn/ng/domains/1', 'en', OTP_BEARER).expect(404);
    const unknown = await get('/cdn/ng/domains/999').expect(404);
    expect(theirs.body).toEqual({ success: false, message: 'no domain exists' });
    expect(unknown.body).toEqual(theirs.body);
    await get('/cdn/ng/domains/1/usage', 'en', OTP_BEARER).expect(404);
    await get('/cdn/ng/domains/1/whois', 'en', OTP_BEARER).expect(404);
  });

  it('refuses an id that is not a number', async () => {
    const res = await get('/cdn/ng/domains/abc').expect(422);
    expect(res.body.fields).toHaveProperty('domain_id');
  });

  it("gives this month's traffic and requests against the plan's traffic", async () => {
    const res = await get('/cdn/ng/domains/1/usage').expect(200);
    expect(res.body.data).toMatchObject({
      traffic: 85 * 1024 ** 3,
      requests: 1_250_000,
      traffic_limit: 500,
      period: { from: Date.UTC(2025, 2, 1) / 1000, to: nowSec() },
    });
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/usage', res.body)).toEqual([]);
  });

  it('adds what the cache and the WAF did this month, the same figures the reports give', async () => {
    const usage = (await get('/cdn/ng/domains/1/usage').expect(200)).body.data;
    const from = Date.UTC(2025, 2, 1) / 1000;
    const report = (type: string) =>
      post('/cdn/ng/domains/1/reports', { type, period: 'custom', since: from, until: nowSec() }).expect(200);
    const traffic = (await report('traffic')).body.data.statistics;
    expect(usage.cached_bandwidth).toBe(traffic.saved);
    expect(usage.threats_blocked).toBe((await report('attacks')).body.data.statistics.total);
    const requests = (await report('status')).body.data.statistics.total;
    expect(usage.cached_requests).toBe(Math.round((requests * traffic.saved) / traffic.served));
    expect(usage.cached_requests).toBeGreaterThan(0);
    expect(usage.cached_requests).toBeLessThan(requests);
  });

  it('gives a stable whois record with the registrar, dates and nameservers', async () => {
    const first = await get('/cdn/ng/domains/1/whois').expect(200);
    expect(first.body.data).toMatchObject({
      domain: 'example-shop.ir',
      registrar: 'IRNIC',
      name_servers: ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'],
      status: ['ok'],
    });
    expect(first.body.data.creation_date).toBeLessThan(first.body.data.expiration_date);
    expect(first.body.data.expiration_date).toBeGreaterThan(nowSec());
    expect((await get('/cdn/ng/domains/1/whois').expect(200)).body.data).toEqual(first.body.data);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/whois', first.body)).toEqual([]);
  });
});

describe('POST /api/v1/cdn/ng/domains/{id}/redirect-mode', () => {
  it('sets www, non-www or none and says the settings were applied', async () => {
    const res = await post('/cdn/ng/domains/1/redirect-mode', { mode: 'www' }).expect(200);
    expect(res.body.message).toBe('Settings successfully applied');
    expect(res.body.data.redirect_mode).toBe('www');
    expect((await get('/cdn/ng/domains/1').expect(200)).body.data.redirect_mode).toBe('www');
  });

  it('refuses another mode and changes nothing', async () => {
    const res = await post('/cdn/ng/domains/1/redirect-mode', { mode: 'naked' }).expect(422);
    expect(res.body.fields).toHaveProperty('mode');
    expect((await get('/cdn/ng/domains/1').expect(200)).body.data.redirect_mode).toBe('non-www');
  });
});

describe('deleting a domain', () => {
  const outbox = async () =>
    (await t.http.get('/__sandbox/outbox').query({ purpose: 'domain-delete:1' }).expect(200)).body
      .data as Array<{ code: string; recipient: string; body_en: string; body_fa: string }>;
  const latestCode = async () => (await outbox())[0]?.code ?? '';
  const del = (body: object, lang = 'en') => post('/cdn/ng/domains/1', { _method: 'DELETE', ...body }, lang);

  it("sends a code to the user's mobile, into the outbox, and asks to wait before another", async () => {
    const sent = await get('/cdn/ng/domains/1/send-confirm-code').expect(200);
    expect(sent.body.message).toBe('A confirmation code was sent to 0912***0001');
    expect(sent.body.data).toEqual({
      channel: 'sms',
      recipient: '0912***0001',
      expires_in: 300,
      resend_in: 60,
    });
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/send-confirm-code', sent.body)).toEqual([]);
    const [message] = await outbox();
    expect(message).toMatchObject({
      recipient: '09120000001',
      body_en: `Your code to delete the domain example-shop.ir from the CDN: ${message?.code}`,
    });
    const again = await get('/cdn/ng/domains/1/send-confirm-code').expect(429);
    expect(again.body.message).toBe('Please wait 60 seconds before asking for another code');
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    await get('/cdn/ng/domains/1/send-confirm-code').expect(200);
    expect(await outbox()).toHaveLength(2);
  });

  it('deletes with the typed name and the code, and the domain leaves the list', async () => {
    await get('/cdn/ng/domains/1/send-confirm-code').expect(200);
    const code = await latestCode();
    const res = await del({ phrase: 'example-shop.ir', confirm_code: code }).expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'The domain example-shop.ir has been deleted',
      data: null,
    });
    expect(await names()).not.toContain('example-shop.ir');
    await get('/cdn/ng/domains/1').expect(404);
  });

  it('refuses a wrong phrase without using up the code, then a wrong code, and deletes nothing', async () => {
    await get('/cdn/ng/domains/1/send-confirm-code').expect(200);
    const code = await latestCode();
    const phrase = await del({ phrase: 'example-shop', confirm_code: code }, 'fa').expect(422);
    expect(phrase.body.fields).toEqual({ phrase: ['عبارت وارد شده صحیح نیست'] });
    const wrong = await del({
      phrase: 'example-shop.ir',
      confirm_code: code === '000000' ? '111111' : '000000',
    }).expect(422);
    expect(wrong.body.fields).toEqual({ confirm_code: ['The code is not valid'] });
    expect(await names()).toContain('example-shop.ir');
    // the right code still works
    await del({ phrase: 'example-shop.ir', confirm_code: code }).expect(200);
  });

  it('refuses a code never asked for, and one that has expired', async () => {
    const none = await del({ phrase: 'example-shop.ir', confirm_code: '123456' }).expect(422);
    expect(none.body.fields).toEqual({ confirm_code: ['Ask for a confirmation code first'] });
    await get('/cdn/ng/domains/1/send-confirm-code').expect(200);
    const code = await latestCode();
    t.clock.now = new Date(t.clock.now.getTime() + 301_000);
    const expired = await del({ phrase: 'example-shop.ir', confirm_code: code }).expect(422);
    expect(expired.body.fields).toEqual({ confirm_code: ['The code has expired; ask for a new one'] });
    expect(await names()).toContain('example-shop.ir');
  });

  it("deletes with the code alone, as the provider's SDK sends it (a real DELETE)", async () => {
    await get('/cdn/ng/domains/1/send-confirm-code').expect(200);
    const code = await latestCode();
    await t.http
      .delete('/api/v1/cdn/ng/domains/1')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ confirm_code: code })
      .expect(200);
    expect(await names()).not.toContain('example-shop.ir');
  });

  it("needs the code, and cannot touch another user's domain", async () => {
    const res = await del({}).expect(422);
    expect(Object.keys(res.body.fields).sort()).toEqual(['confirm_code']);
    await post(
      '/cdn/ng/domains/1',
      { _method: 'DELETE', phrase: 'example-shop.ir', confirm_code: '1' },
      'en',
      OTP_BEARER,
    ).expect(404);
    await get('/cdn/ng/domains/1/send-confirm-code', 'en', OTP_BEARER).expect(404);
    expect(await names()).toContain('example-shop.ir');
  });
});

describe('CDN plans', () => {
  it('lists the plans cheapest first with their features, titles localized', async () => {
    const res = await get('/cdn/ng/plans', 'fa').expect(200);
    expect(
      res.body.data.map((p: { name: string; title: string; current: boolean }) => [
        p.name,
        p.title,
        p.current,
      ]),
    ).toEqual([
      ['free', 'رایگان', false],
      ['eco', 'اقتصادی', false],
      ['com', 'تجاری', false],
      ['pro', 'حرفه‌ای', false],
    ]);
    expect(res.body.data[3].features).toMatchObject({
      traffic: 3000,
      dnssec: true,
      dedicated_name_server: true,
    });
    // the provider's SDK reads a price (rials a 30-day month from the user's price list) and the caps
    expect(res.body.data[0]).toMatchObject({
      price: 0,
      limits: { bandwidth: 200, page_rules: 3, firewall_rules: 5 },
    });
    expect(res.body.data[2].price).toBe(45_000_000);
    expect(responseErrors('get', '/cdn/ng/plans', res.body)).toEqual([]);
  });

  it("marks a domain's plan, and knows only the user's own domains", async () => {
    const res = await get('/cdn/ng/plans?domain_id=1').expect(200);
    expect(
      res.body.data.filter((p: { current: boolean }) => p.current).map((p: { name: string }) => p.name),
    ).toEqual(['eco']);
    await get('/cdn/ng/plans?domain_id=1', 'en', OTP_BEARER).expect(404);
  });

  it('upgrades at once and charges the rest of the month to the wallet, with a transaction', async () => {
    const before = await wallet();
    const res = await post('/cdn/ng/plans', { domain_id: 1, plan_id: 3 }).expect(200);
    // 15 March 10:00 UTC: 16 days 14 hours of March's 31 are left; com is 62,500 rials an hour
    const left = (Date.UTC(2025, 3, 1) / 1000 - nowSec()) / (31 * 86_400);
    const charged = Math.round(62_500 * 24 * 30 * left);
    expect(res.body.message).toBe('The plan of example-shop.ir is now Commercial');
    expect(res.body.data).toMatchObject({
      charged,
      paid_until: Date.UTC(2025, 3, 1) / 1000,
      domain: { plan: { name: 'com' }, plan_started_at: nowSec() },
    });
    expect(responseErrors('post', '/cdn/ng/plans', res.body)).toEqual([]);
    expect((await wallet()).balance).toBe(before.balance - charged);
    const transactions = (await get('/financial/transactions').expect(200)).body.data;
    expect(transactions[0]).toMatchObject({
      amount: charged,
      payment_method: 'wallet',
      result: 'success',
      description: 'CDN plan Commercial for example-shop.ir, to the end of the month',
    });
  });

  it('refuses a downgrade within 15 days of the purchase, with the date it becomes possible, and changes nothing', async () => {
    const before = await wallet();
    const res = await post('/cdn/ng/plans', { domain_id: 4, plan_id: 2 }).expect(422);
    expect(res.body.fields.plan_id).toEqual([
      'A plan can be downgraded only 15 days after it was bought; this domain can be downgraded from 2025/03/25',
    ]);
    expect((await get('/cdn/ng/domains/4').expect(200)).body.data.plan.name).toBe('pro');
    expect(await wallet()).toEqual(before);
    // ten days later it goes through
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 86_400_000);
    await post('/cdn/ng/plans', { domain_id: 4, plan_id: 2 }).expect(200);
  });

  it('allows a downgrade after 15 days, and a free plan charges nothing', async () => {
    const before = await wallet();
    const res = await post('/cdn/ng/plans', { domain_id: 1, plan_id: 1 }).expect(200);
    expect(res.body.data.charged).toBe(0);
    expect(await wallet()).toEqual(before);
  });

  it("refuses the domain's own plan, an unknown plan and another user's domain", async () => {
    expect(
      (await post('/cdn/ng/plans', { domain_id: 1, plan_id: 2 }).expect(422)).body.fields.plan_id,
    ).toEqual(['This is already the plan of this domain']);
    expect(
      (await post('/cdn/ng/plans', { domain_id: 1, plan_id: 9 }).expect(422)).body.fields.plan_id,
    ).toEqual(['The selected plan does not exist']);
    await post('/cdn/ng/plans', { domain_id: 1, plan_id: 3 }, 'en', OTP_BEARER).expect(404);
    expect((await post('/cdn/ng/plans', { plan_id: 3 }).expect(422)).body.fields).toHaveProperty('domain_id');
  });
});
