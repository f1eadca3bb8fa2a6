import type { Resource } from '../http/router';
import { RESOURCES } from '.';
import { DEMO_BEARER, loginDemo, startTestSandbox, type TestSandbox } from '../testing/testSandbox';

/** A domain's deletion as the CDN area serves it (answers only when no real one is registered before it). */
const domainDelete: Resource = (routes) => routes.delete('/cdn/ng/domains/{id}', () => null);

let t: TestSandbox;
/** The demo customer's portal session: the token settings take no API token. */
let SESSION: string;
beforeEach(async () => {
  t = startTestSandbox({ resources: [...RESOURCES, domainDelete] });
  SESSION = `Bearer ${await loginDemo(t)}`;
});
afterEach(() => t.close());

const create = (body: object, bearer = SESSION) =>
  t.http.post('/api/v1/auth/api-token').set('Authorization', bearer).type('form').send(body);

describe('API tokens', () => {
  it('lists the tokens without their secrets', async () => {
    const res = await t.http.get('/api/v1/auth/profile/api-keys').set('Authorization', SESSION).expect(200);
    expect(res.body.data.map((k: { name: string }) => k.name)).toEqual([
      'Monitoring (read only)',
      'Demo API token',
    ]);
    expect(res.body.data[1]).toMatchObject({
      token_hint: 'demo…cdef',
      permissions: ['cdn', 'cloud', 'support', 'financial', 'account'],
    });
    expect(JSON.stringify(res.body.data)).not.toContain('demo-0123456789abcdef');
  });

  it("offers the permission catalogue in the request's language", async () => {
    const fa = await t.http
      .get('/api/v1/auth/api-token/permissions')
      .set('Authorization', SESSION)
      .set('Accept-Language', 'fa')
      .expect(200);
    expect(fa.body.data[0]).toEqual({
      key: 'cdn.domains.read',
      group: 'cdn.domains',
      area: 'cdn',
      access: 'read',
      title: 'دامنه‌ها و طرح‌های CDN',
    });
    expect(fa.body.data.map((p: { key: string }) => p.key)).toContain('account.write');
  });

  it('refuses an empty name or permission list, or an unknown permission, storing nothing', async () => {
    const empty = await create({ name: ' ' }).expect(422);
    expect(empty.body.fields).toEqual({
      name: ['This field is required'],
      permissions: ['The permissions list cannot be empty'],
    });
    const unknown = await create({ name: 'CI', permissions: ['cdn.everything'] }).expect(422);
    expect(unknown.body.fields).toEqual({ permissions: ['Choose the permissions from the list'] });
    const list = await t.http.get('/api/v1/auth/profile/api-keys').set('Authorization', SESSION);
    expect(list.body.data).toHaveLength(2);
  });

  it('creates a token shown once that may read domains but not delete them, edits it, deletes it', async () => {
    const res = await create({ name: 'Domain reader', permissions: ['cdn.domains.read'] }).expect(200);
    expect(res.body.message).toBe('The API token has been created; copy it now, it is not shown again');
    const { id, token } = res.body.data;
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    expect(res.body.data.token_hint).toBe(`${token.slice(0, 4)}…${token.slice(-4)}`);
    const again = await t.http.get(`/api/v1/auth/api-token/${id}`).set('Authorization', SESSION).expect(200);
    expect(again.body.data).not.toHaveProperty('token');

    const bearer = `Bearer ${token}`;
    await t.http.get('/api/v1/cdn/ng/domains').set('Authorization', bearer).expect(200);
    const refused = await t.http
      .post('/api/v1/cdn/ng/domains/1')
      .set('Authorization', bearer)
      .type('form')
      .send({ _method: 'DELETE' })
      .expect(403);
    expect(refused.body).toEqual({
      success: false,
      message: 'This API token does not have the cdn.domains.write permission',
    });
    await t.http.get('/api/v1/cloud/servers').set('Authorization', bearer).expect(403);
    await t.http.get('/api/v1/support/tickets').set('Authorization', bearer).expect(403);
    // who the token belongs to, and the static catalogues, any token may ask
    await t.http.get('/api/v1/auth/profile').set('Authorization', bearer).expect(200);
    await t.http.get('/api/v1/static/datacenters').set('Authorization', bearer).expect(200);
    // it cannot give itself more
    await create({ name: 'More', permissions: ['cdn.domains.write'] }, bearer).expect(403);

    const edited = await t.http
      .post(`/api/v1/auth/api-token/${id}`)
      .set('Authorization', SESSION)
      .type('form')
      .send({ _method: 'PUT', id, permissions: ['cdn.domains.read', 'cloud.servers.read'] })
      .expect(200);
    expect(edited.body.data).toMatchObject({
      name: 'Domain reader',
      permissions: ['cdn.domains.read', 'cloud.servers.read'],
    });
    await t.http.get('/api/v1/cloud/servers').set('Authorization', bearer).expect(200);

    await t.http
      .post(`/api/v1/auth/api-token/${id}`)
      .set('Authorization', SESSION)
      .type('form')
      .send({ _method: 'DELETE' })
      .expect(200);
    await t.http.get('/api/v1/cdn/ng/domains').set('Authorization', bearer).expect(401);
    await t.http.get(`/api/v1/auth/api-token/${id}`).set('Authorization', SESSION).expect(404);
  });

  it('refuses every token call to an API token, even one with account.write, storing nothing', async () => {
    const { token, id } = (
      await create({ name: 'Admin', permissions: ['account.write', 'cdn.dns.read'] }).expect(200)
    ).body.data;
    const bearer = `Bearer ${token}`;
    const message = 'This setting can only be changed from a signed-in portal session';
    const calls = [
      t.http.get('/api/v1/auth/profile/api-keys'),
      t.http
        .post('/api/v1/auth/api-token')
        .type('form')
        .send({ name: 'Less', permissions: ['cdn.dns.read'] }),
      t.http.get(`/api/v1/auth/api-token/${id}`),
      t.http
        .post(`/api/v1/auth/api-token/${id}`)
        .type('form')
        .send({ _method: 'PUT', id, permissions: ['cdn.dns.read'] }),
      t.http.post('/api/v1/auth/api-token/1').type('form').send({ _method: 'DELETE' }),
    ];
    for (const call of calls)
      expect((await call.set('Authorization', bearer).expect(403)).body).toEqual({ success: false, message });
    const fa = await t.http
      .get('/api/v1/auth/profile/api-keys')
      .set('Authorization', bearer)
      .set('Accept-Language', 'fa')
      .expect(403);
    expect(fa.body.message).toBe(
      'این تنظیم را فقط از نشستی که با ورود به پورتال باز شده است می‌توان تغییر داد',
    );
    // the seed's full token (every permission) is refused alike
    await t.http.get('/api/v1/auth/profile/api-keys').set('Authorization', DEMO_BEARER).expect(403);
    const list = (await t.http.get('/api/v1/auth/profile/api-keys').set('Authorization', SESSION).expect(200))
      .body.data;
    expect(list.map((k: { name: string; permissions: string[] }) => [k.name, k.permissions])).toEqual([
      ['Admin', ['account.write', 'cdn.dns.read']],
      ['Monitoring (read only)', ['cdn.domains.read', 'cloud.servers.read', 'cdn.reports.read']],
      ['Demo API token', ['cdn', 'cloud', 'support', 'financial', 'account']],
    ]);
    // the catalogue of permissions is no setting: any token may read it
    await t.http.get('/api/v1/auth/api-token/permissions').set('Authorization', bearer).expect(200);
  });

  it('lets a group read the calls its title names, and no neighbour read them', async () => {
    const tokenFor = async (permission: string) =>
      `Bearer ${(await create({ name: permission, permissions: [permission] }).expect(200)).body.data.token}`;
    const cases: Array<[string, string, string]> = [
      // [path, the group whose title names it, a neighbouring group that must not reach it]
      ['/api/v1/cloud/private-networks', 'cloud.networks.read', 'cloud.servers.read'],
      ['/api/v1/cdn/ng/domains/1/rate-limit', 'cdn.security.read', 'cdn.domains.read'],
      ['/api/v1/financial/support-plans', 'support.read', 'financial.read'],
    ];
    for (const [path, allowed, neighbour] of cases) {
      await t.http
        .get(path)
        .set('Authorization', await tokenFor(allowed))
        .expect(200);
      const refused = await t.http
        .get(path)
        .set('Authorization', await tokenFor(neighbour))
        .expect(403);
      expect(refused.body.message).toBe(`This API token does not have the ${allowed} permission`);
    }
  });

  it('stores the lifetime chosen: 30, 90 or 365 days from now, none, and 90 days when none is sent', async () => {
    const now = Math.floor(t.clock.now.getTime() / 1000);
    const cases: Array<[object, number | null]> = [
      [{ expires_in_days: 30 }, now + 30 * 86_400],
      [{ expires_in_days: '90' }, now + 90 * 86_400],
      [{ expires_in_days: 365 }, now + 365 * 86_400],
      // a form sends null as an empty value
      [{ expires_in_days: '' }, null],
      [{}, now + 90 * 86_400],
    ];
    for (const [i, [expiry, expected]] of cases.entries()) {
      const res = await create({ name: `T${i}`, permissions: ['cdn.domains.read'], ...expiry }).expect(200);
      expect(res.body.data.expires_at).toBe(expected);
      const listed = (
        await t.http.get('/api/v1/auth/profile/api-keys').set('Authorization', SESSION)
      ).body.data.find((k: { id: number }) => k.id === res.body.data.id);
      expect(listed.expires_at).toBe(expected);
    }
    // JSON carries the null itself
    const never = await t.http
      .post('/api/v1/auth/api-token')
      .set('Authorization', SESSION)
      .send({ name: 'Never', permissions: ['cdn.domains.read'], expires_in_days: null })
      .expect(200);
    expect(never.body.data.expires_at).toBeNull();
  });

  it.each([0, 1, 45, 366, -30, 'forever'])(
    'refuses a lifetime of %p with a field message, storing nothing',
    async (days) => {
      const res = await create({
        name: 'Odd lifetime',
        permissions: ['cdn.domains.read'],
        expires_in_days: days,
      }).expect(422);
      expect(Object.keys(res.body.fields)).toEqual(['expires_in_days']);
      if (typeof days === 'number')
        expect(res.body.fields.expires_in_days).toEqual(['Choose 30, 90 or 365 days, or no expiry']);
      const fa = await create({
        name: 'Odd lifetime',
        permissions: ['cdn.domains.read'],
        expires_in_days: 45,
      })
        .set('Accept-Language', 'fa')
        .expect(422);
      expect(fa.body.message).toBe('30، 90 یا 365 روز یا بدون انقضا را انتخاب کنید');
      const list = await t.http.get('/api/v1/auth/profile/api-keys').set('Authorization', SESSION);
      expect(list.body.data.map((k: { name: string }) => k.name)).not.toContain('Odd lifetime');
    },
  );

  it('refuses an expired token with 401 "Please login again", as a revoked one, and keeps listing it with its expiry', async () => {
    const {
      id,
      token,
      expires_at: expiresAt,
    } = (await create({ name: 'Month', permissions: ['cdn.domains.read'], expires_in_days: 30 }).expect(200))
      .body.data;
    const bearer = `Bearer ${token}`;
    t.clock.now = new Date((expiresAt - 1) * 1000);
    await t.http.get('/api/v1/cdn/ng/domains').set('Authorization', bearer).expect(200);
    t.clock.now = new Date(expiresAt * 1000);
    const expired = await t.http.get('/api/v1/cdn/ng/domains').set('Authorization', bearer).expect(401);
    // a month on, the customer signs in again (the first session may have ended by then)
    SESSION = `Bearer ${await loginDemo(t)}`;
    const { token: revokedSecret, id: revokedId } = (
      await create({ name: 'Revoked', permissions: ['cdn.domains.read'] }).expect(200)
    ).body.data;
    await t.http.delete(`/api/v1/auth/api-token/${revokedId}`).set('Authorization', SESSION).expect(200);
    const revoked = await t.http
      .get('/api/v1/cdn/ng/domains')
      .set('Authorization', `Bearer ${revokedSecret}`)
      .expect(401);
    expect(expired.body).toEqual(revoked.body);
    expect(expired.body).toEqual({ success: false, message: 'Please login again' });
    const listed = (
      await t.http.get('/api/v1/auth/profile/api-keys').set('Authorization', SESSION)
    ).body.data.find((k: { id: number }) => k.id === id);
    expect(listed).toMatchObject({ name: 'Month', expires_at: expiresAt });
  });

  it("answers another account's token as missing", async () => {
    await t.http.get('/api/v1/auth/api-token/2').set('Authorization', SESSION).expect(404);
    await t.http.delete('/api/v1/auth/api-token/2').set('Authorization', SESSION).expect(404);
  });
});
