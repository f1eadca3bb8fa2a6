import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';
import { demoDomains } from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const list = (lang = 'en', bearer = DEMO_BEARER) =>
  t.http.get('/api/v1/cdn/ng/domains').set('Authorization', bearer).set('Accept-Language', lang);

describe('GET /api/v1/cdn/ng/domains', () => {
  it('gives the seeded domains newest first with status, plan and nameservers', async () => {
    const res = await list().expect(200);
    expect(res.body.success).toBe(true);
    const now = Math.floor(t.clock.now.getTime() / 1000);
    expect(res.body.data).toEqual(demoDomains({ now }));
    expect(res.body.data.map((d: { name: string; status: string }) => [d.name, d.status])).toEqual([
      ['my-blog.com', 'pending'],
      ['example-shop.ir', 'active'],
      ['old-portfolio.net', 'suspend'],
    ]);
    // the pending domain still points at its old host
    expect(res.body.data[0].current_nameservers).toEqual(['ns1.oldhost.example', 'ns2.oldhost.example']);
  });

  it('answers what the OpenAPI document describes', async () => {
    const res = await list().expect(200);
    expect(responseErrors('get', '/cdn/ng/domains', res.body)).toEqual([]);
    // and the check is real: a domain with an unknown status or no plan is refused
    const broken = { ...res.body, data: [{ ...res.body.data[0], status: 'deleted', plan: undefined }] };
    expect(responseErrors('get', '/cdn/ng/domains', JSON.parse(JSON.stringify(broken)))).toEqual(
      expect.arrayContaining([expect.stringContaining('/data/0/status'), expect.stringContaining("must have required property 'plan'")]),
    );
  });

  it('localizes the plan titles', async () => {
    const res = await list('fa').expect(200);
    expect(res.body.data).toEqual(demoDomains({ now: Math.floor(t.clock.now.getTime() / 1000), lang: 'fa' }));
    expect(res.body.data.map((d: { plan: { title: string } }) => d.plan.title)).toEqual(['رایگان', 'اقتصادی', 'تجاری']);
  });

  it("never shows another user's domains", async () => {
    t.sandbox.db
      .prepare(
        `INSERT INTO domains (user_id, name, status, plan_id, plan_started_at, added_at, new_ns1, new_ns2)
         VALUES (2, 'someone-else.ir', 'admin-suspend', 1, 0, 100, 'ns1.x', 'ns2.x')`,
      )
      .run();
    const mine = await list().expect(200);
    expect(mine.body.data.map((d: { name: string }) => d.name)).not.toContain('someone-else.ir');
    expect(mine.body.data).toHaveLength(3);
    const theirs = await list('en', `Bearer ${OTP_DEMO.apiToken}`).expect(200);
    expect(theirs.body.data).toEqual([expect.objectContaining({ name: 'someone-else.ir', status: 'admin-suspend', current_nameservers: [] })]);
    expect(responseErrors('get', '/cdn/ng/domains', theirs.body)).toEqual([]);
  });

  it('gives an empty list to a user without domains', async () => {
    const res = await list('en', `Bearer ${OTP_DEMO.apiToken}`).expect(200);
    expect(res.body.data).toEqual([]);
  });

  it('needs a token', async () => {
    const res = await t.http.get('/api/v1/cdn/ng/domains').set('Accept-Language', 'en').expect(401);
    expect(res.body).toEqual({ success: false, message: 'Please login again' });
  });
});
