import {
  DEMO_BEARER,
  loginDemo,
  solveCaptcha,
  startTestSandbox,
  type TestSandbox,
} from '../testing/testSandbox';
import { DEMO } from '../db/seed';
import { cloudCalls } from '../testing/cloudServerCalls';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const audit = async (query = '') =>
  (
    await t.http
      .get(`/api/v1/auth/profile/user_reports${query}`)
      .set('Authorization', DEMO_BEARER)
      .expect(200)
  ).body.data;

describe('login history', () => {
  it('lists attempts newest first with device and result, a page at a time', async () => {
    const captcha = await solveCaptcha(t);
    await t.http
      .post('/api/v1/auth/login')
      .set('User-Agent', 'curl/8.5.0')
      .set('X-Forwarded-For', '203.0.113.77')
      .type('form')
      .send({ username: DEMO.email, password: 'Wrong@1', ...captcha })
      .expect(422);
    await loginDemo(t);
    const res = await t.http
      .get('/api/v1/auth/profile/history?per_page=2')
      .set('Authorization', DEMO_BEARER)
      .expect(200);
    expect(res.body.data).toMatchObject({ total: 5, page: 1, per_page: 2 });
    expect(res.body.data.items).toMatchObject([
      { result: 'success', reason: null },
      { ip: '203.0.113.77', device: 'curl 8.5.0', result: 'failed', reason: 'password' },
    ]);
    const last = await t.http
      .get('/api/v1/auth/profile/history?per_page=2&page=3')
      .set('Authorization', DEMO_BEARER)
      .expect(200);
    expect(last.body.data.items).toHaveLength(1);
  });
});

describe('audit log', () => {
  it('records a domain added and deleted, and a server powered off, by the session that did it', async () => {
    const added = await t.http
      .post('/api/v1/cdn/ng/domains')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ domain: 'audited-shop.ir' })
      .expect(200);
    await cloudCalls(t).power(1, 'off').expect(200);
    await t.http
      .get('/api/v1/cdn/ng/domains/1/send-confirm-code')
      .set('Authorization', DEMO_BEARER)
      .expect(200);
    const outbox = (await t.http.get('/__sandbox/outbox').query({ purpose: 'domain-delete:1' }).expect(200))
      .body.data as Array<{ code: string }>;
    await t.http
      .post('/api/v1/cdn/ng/domains/1')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'DELETE', phrase: 'example-shop.ir', confirm_code: outbox[0]!.code })
      .expect(200);

    const entries = (await audit('?period=24h')).items.slice(0, 3);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'domain.delete',
        resource_kind: 'domain',
        resource_id: '1',
        resource_name: 'example-shop.ir',
      }),
      expect.objectContaining({
        action: 'server.power_off',
        resource_kind: 'server',
        resource_id: '1',
        resource_name: 'web-1',
      }),
      expect.objectContaining({
        action: 'domain.create',
        resource_kind: 'domain',
        resource_id: String(added.body.data.id),
        resource_name: 'audited-shop.ir',
      }),
    ]);
    expect(
      (await audit('?resource_kind=server&period=24h')).items.map((e: { action: string }) => e.action),
    ).toEqual(['server.power_off']);
  });

  it('records what the customer does in any area, by which token, and filters it', async () => {
    const before = await audit();
    expect(before.items.map((e: { action: string }) => e.action)).toContain('ticket.create');
    // a portal session creates a token (only a session may), then the API token sends a ticket
    const session = await loginDemo(t);
    const made = await t.http
      .post('/api/v1/auth/api-token')
      .set('Authorization', `Bearer ${session}`)
      .set('X-Forwarded-For', '203.0.113.8')
      .type('form')
      .send({ name: 'CI', permissions: ['cdn.domains.read'] })
      .expect(200);
    await t.http
      .post('/api/v1/support/tickets')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ subject: 'Audit me', department: 'OTHER', message: 'Please look at this' })
      .expect(200);

    const all = await audit();
    expect(all.total).toBe(before.total + 2);
    expect(all.items[1]).toMatchObject({
      action: 'api_token.create',
      resource_kind: 'api_token',
      resource_id: String(made.body.data.id),
      resource_name: 'CI',
      actor: { kind: 'session' },
      ip: '203.0.113.8',
    });
    expect(all.items[0]).toMatchObject({
      action: 'ticket.create',
      resource_kind: 'ticket',
      resource_name: 'Audit me',
      actor: { kind: 'api_token', id: 1, name: 'Demo API token' },
    });

    const tickets = await audit('?resource_kind=ticket&period=24h');
    expect(tickets.items[0].resource_name).toBe('Audit me');
    expect(new Set(tickets.items.map((e: { resource_kind: string }) => e.resource_kind))).toEqual(
      new Set(['ticket']),
    );
    expect((await audit('?action=api_token.create&period=24h')).total).toBe(1);
    const page2 = await audit('?per_page=2&page=2');
    expect(page2).toMatchObject({ page: 2, per_page: 2 });
    expect((await audit('?export=true&per_page=1')).items).toHaveLength(all.total);
  });

  it('refuses a period it does not know', async () => {
    await t.http
      .get('/api/v1/auth/profile/user_reports?period=1y')
      .set('Authorization', DEMO_BEARER)
      .expect(422);
  });
});
