import { authenticator } from 'otplib';
import { DEMO } from '../db/seed';
import { hashToken } from '../security/tokens';
import {
  DEMO_BEARER,
  loginDemo,
  solveCaptcha,
  startTestSandbox,
  type TestSandbox,
} from '../testing/testSandbox';

// The IP whitelist on every request: sessions from outside it end, API tokens are held to it as the
// customer chose, and no change may lock the asking session out.

const INSIDE = '203.0.113.7';
const OUTSIDE = '198.51.100.9';
const ENDED = {
  success: false,
  message: 'Your session ended: this address is not in your IP whitelist',
  code: 'session_ended',
  reason: 'ip_not_allowed',
};

let t: TestSandbox;
/** The demo customer's portal session, used from INSIDE to change the settings. */
let SESSION: string;
beforeEach(async () => {
  t = startTestSandbox();
  SESSION = `Bearer ${await loginDemo(t)}`;
});
afterEach(() => t.close());

const post = (path: string, body: object, bearer = SESSION, ip = INSIDE, lang = 'en') =>
  t.http
    .post(`/api/v1/auth/profile/${path}`)
    .set('Authorization', bearer)
    .set('X-Forwarded-For', ip)
    .set('Accept-Language', lang)
    .type('form')
    .send(body);
const get = (path: string, bearer: string, ip: string, lang = 'en') =>
  t.http
    .get(`/api/v1${path}`)
    .set('Authorization', bearer)
    .set('X-Forwarded-For', ip)
    .set('Accept-Language', lang);
const security = async () => (await get('/auth/profile/security', SESSION, INSIDE).expect(200)).body.data;

/** The whitelist holds 203.0.113.0/24 and login by it is on. */
async function turnOn() {
  await post('ip-whitelist', { ips: ['203.0.113.0/24'] }).expect(200);
  await post('auth-by-ip', { enabled: '1' }).expect(200);
}

const tokenRow = (bearer: string) =>
  t.sandbox.db
    .prepare('SELECT revoked_at, end_reason, end_ip FROM tokens WHERE token_hash = ?')
    .get(hashToken(bearer.replace('Bearer ', ''))) as {
    revoked_at: number | null;
    end_reason: string | null;
    end_ip: string | null;
  };

describe('a portal session and the whitelist', () => {
  it('ends a session used from outside the list, stores why, and says so on every later request', async () => {
    const other = `Bearer ${await loginDemo(t)}`;
    await get('/auth/profile', other, OUTSIDE).expect(200);
    await turnOn();

    const refused = await get('/auth/profile', other, OUTSIDE).expect(401);
    expect(refused.body).toEqual(ENDED);
    expect(tokenRow(other)).toEqual({
      revoked_at: Math.floor(t.clock.now.getTime() / 1000),
      end_reason: 'ip_not_allowed',
      end_ip: OUTSIDE,
    });
    // ended for good: from inside the list too, and a call with a body (read only once its caller is known)
    expect((await get('/auth/profile', other, INSIDE).expect(401)).body).toEqual(ENDED);
    expect((await post('max-sessions', { max_sessions: '3' }, other, INSIDE).expect(401)).body).toEqual(
      ENDED,
    );
    expect((await security()).max_sessions).toBeNull();
    // in Persian for a Persian page
    expect((await get('/auth/profile', other, INSIDE, 'fa').expect(401)).body).toEqual({
      ...ENDED,
      message: 'نشست شما پایان یافت: این نشانی در فهرست سفید IP شما نیست',
    });
    // it is no longer listed among the active sessions
    const sessions = (await get('/auth/tokens', SESSION, INSIDE).expect(200)).body.data as { id: number }[];
    const otherId = (
      t.sandbox.db
        .prepare('SELECT id FROM tokens WHERE token_hash = ?')
        .get(hashToken(other.replace('Bearer ', ''))) as { id: number }
    ).id;
    expect(sessions.map((s) => s.id)).not.toContain(otherId);
  });

  it('keeps a session from inside the list working, and ends nothing while the whitelist is off', async () => {
    const other = `Bearer ${await loginDemo(t)}`;
    await post('ip-whitelist', { ips: ['203.0.113.0/24'] }).expect(200);
    // the list alone (login by it off) binds nobody
    await get('/auth/profile', other, OUTSIDE).expect(200);
    await post('auth-by-ip', { enabled: '1' }).expect(200);
    await get('/auth/profile', other, '203.0.113.200').expect(200);
    await get('/auth/profile', SESSION, INSIDE).expect(200);
    expect(tokenRow(other)).toEqual({ revoked_at: null, end_reason: null, end_ip: null });
  });

  it('answers a token that was only logged out with the plain "Please login again"', async () => {
    const other = `Bearer ${await loginDemo(t)}`;
    await turnOn();
    await t.http.post('/api/v1/auth/logout').set('Authorization', other).set('X-Forwarded-For', INSIDE);
    const res = await get('/auth/profile', other, OUTSIDE).expect(401);
    expect(res.body).toEqual({ success: false, message: 'Please login again' });
  });
});

describe('turning the whitelist on without locking oneself out', () => {
  it('refuses to turn it on from an address outside the list, storing nothing', async () => {
    await post('ip-whitelist', { ips: ['198.51.100.0/24'] }).expect(200);
    const res = await post('auth-by-ip', { enabled: '1' }).expect(422);
    expect(res.body).toEqual({
      success: false,
      message: `Your current address ${INSIDE} is not in the list`,
      fields: { enabled: [`Your current address ${INSIDE} is not in the list`] },
    });
    const fa = await post('auth-by-ip', { enabled: '1' }, SESSION, INSIDE, 'fa').expect(422);
    expect(fa.body.fields).toEqual({ enabled: [`نشانی کنونی شما ${INSIDE} در فهرست نیست`] });
    expect((await security()).auth_by_ip).toBe(false);
    // from an address in the list it goes through
    await post('auth-by-ip', { enabled: '1' }, SESSION, '198.51.100.20').expect(200);
  });

  it('refuses, while it is on, a list that leaves the asking address out', async () => {
    await turnOn();
    const res = await post('ip-whitelist', { ips: ['198.51.100.0/24'] }).expect(422);
    expect(res.body.fields).toEqual({ ips: [`Your current address ${INSIDE} is not in the list`] });
    expect((await security()).ip_whitelist).toEqual(['203.0.113.0/24']);
    await post('ip-whitelist', { ips: ['198.51.100.0/24', '203.0.113.7'] }).expect(200);
  });
});

describe('API tokens and the whitelist', () => {
  const domains = (ip: string) => get('/cdn/ng/domains', DEMO_BEARER, ip);

  it('holds API tokens to the list by default: 403 from outside, the token kept', async () => {
    expect((await security()).ip_whitelist_api_tokens).toBe(true);
    await domains(OUTSIDE).expect(200);
    await turnOn();
    const refused = await domains(OUTSIDE).expect(403);
    expect(refused.body).toEqual({
      success: false,
      message: `This API token cannot be used from ${OUTSIDE}: the address is not in the account's IP whitelist`,
      code: 'ip_not_allowed',
    });
    expect(tokenRow(DEMO_BEARER).revoked_at).toBeNull();
    await domains(INSIDE).expect(200);
  });

  it('leaves API tokens out when the customer turns the setting off, and holds them again when on', async () => {
    const other = `Bearer ${await loginDemo(t)}`;
    await turnOn();
    const off = await post('ip-whitelist/api-tokens', { enabled: '0' }).expect(200);
    expect(off.body.data).toMatchObject({ auth_by_ip: true, ip_whitelist_api_tokens: false });
    await domains(OUTSIDE).expect(200);
    // sessions stay held whatever the setting
    await get('/auth/profile', other, OUTSIDE).expect(401);
    await post('ip-whitelist/api-tokens', { enabled: 'true' }).expect(200);
    await domains(OUTSIDE).expect(403);
  });

  it('refuses a setting that is not a boolean, or sent by an API token, storing nothing', async () => {
    for (const enabled of ['maybe', '2']) {
      const res = await post('ip-whitelist/api-tokens', { enabled }).expect(422);
      expect(Object.keys(res.body.fields)).toEqual(['enabled']);
    }
    expect(Object.keys((await post('ip-whitelist/api-tokens', {}).expect(422)).body.fields)).toEqual([
      'enabled',
    ]);
    const byToken = await post('ip-whitelist/api-tokens', { enabled: '0' }, DEMO_BEARER).expect(403);
    expect(byToken.body.message).toBe('This setting can only be changed from a signed-in portal session');
    expect((await security()).ip_whitelist_api_tokens).toBe(true);
  });
});

describe('the code that turns the authenticator app on', () => {
  it('is used up: the same code cannot complete a login right after', async () => {
    const { secret } = (await post('otp', {}).expect(200)).body.data as { secret: string };
    const code = authenticator.clone({ epoch: t.clock.now.getTime() }).generate(secret);
    await post('otp/confirm', { code }).expect(200);
    const captcha = await solveCaptcha(t);
    const step = await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: DEMO.email, password: DEMO.password, ...captcha })
      .expect(200);
    const replay = await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token: step.body.data.otp_token, code })
      .expect(422);
    expect(replay.body.fields).toEqual({ code: ['The code is not valid'] });
    // the next step's code signs in
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    const next = authenticator.clone({ epoch: t.clock.now.getTime() }).generate(secret);
    await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token: step.body.data.otp_token, code: next })
      .expect(200);
  });
});
