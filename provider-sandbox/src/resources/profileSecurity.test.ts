import { authenticator } from 'otplib';
import { DEMO } from '../db/seed';
import {
  DEMO_BEARER,
  loginDemo,
  solveCaptcha,
  startTestSandbox,
  type TestSandbox,
} from '../testing/testSandbox';

let t: TestSandbox;
/** The demo customer's portal session: the security settings take no API token. */
let SESSION: string;
beforeEach(async () => {
  t = startTestSandbox();
  SESSION = `Bearer ${await loginDemo(t)}`;
});
afterEach(() => t.close());

const post = (path: string, body: object, bearer = SESSION, ip = '203.0.113.7') =>
  t.http
    .post(`/api/v1/auth/profile/${path}`)
    .set('Authorization', bearer)
    .set('X-Forwarded-For', ip)
    .type('form')
    .send(body);
const security = async () =>
  (
    await t.http
      .get('/api/v1/auth/profile/security')
      .set('Authorization', SESSION)
      .set('X-Forwarded-For', '203.0.113.7')
      .expect(200)
  ).body.data;
const totpAt = (secret: string) => authenticator.clone({ epoch: t.clock.now.getTime() }).generate(secret);
const outboxCode = async (recipient: string) =>
  (await t.http.get(`/__sandbox/outbox?recipient=${encodeURIComponent(recipient)}`)).body.data[0]
    ?.code as string;

async function login(ip = '203.0.113.7', password = DEMO.password) {
  const captcha = await solveCaptcha(t);
  return t.http
    .post('/api/v1/auth/login')
    .set('X-Forwarded-For', ip)
    .type('form')
    .send({ username: DEMO.email, password, ...captcha });
}

describe('password change', () => {
  it('refuses a wrong current password, a weak password and a repeat that differs, changing nothing', async () => {
    const res = await post('password', {
      current_password: 'Wrong@123',
      password: 'short',
      password_confirmation: 'other',
    }).expect(422);
    expect(res.body.fields).toEqual({
      current_password: ['The password is not valid'],
      password: [
        'The password must be 8 to 256 characters with a capital letter, a small letter, a digit and a special character',
      ],
    });
    const mismatch = await post('password', {
      current_password: DEMO.password,
      password: 'Newpass@2025',
      password_confirmation: 'Newpass@2026',
    }).expect(422);
    expect(mismatch.body).toMatchObject({
      message: 'Repeat password is not the same as password!!',
      fields: { password_confirmation: ['Repeat password is not the same as password!!'] },
    });
    expect((await login()).status).toBe(200);
  });

  it('changes it and ends every other session, keeping the one that asked', async () => {
    const other = await loginDemo(t);
    const mine = (await login()).body.data.token as string;
    const res = await post(
      'password',
      { current_password: DEMO.password, password: 'Newpass@2025', password_confirmation: 'Newpass@2025' },
      `Bearer ${mine}`,
    ).expect(200);
    // the two seeded devices, the other login and the session the test signed in first
    expect(res.body.data).toEqual({ ended_sessions: 4, revoked_api_tokens: 0 });
    await t.http.get('/api/v1/auth/profile').set('Authorization', `Bearer ${other}`).expect(401);
    await t.http.get('/api/v1/auth/profile').set('Authorization', `Bearer ${mine}`).expect(200);
    expect((await login('203.0.113.7')).status).toBe(422);
    expect((await login('203.0.113.7', 'Newpass@2025')).status).toBe(200);
  });
});

describe('password change and the API tokens', () => {
  const change = (bearer: string, revoke: unknown) =>
    post(
      'password',
      {
        current_password: DEMO.password,
        password: 'Newpass@2025',
        password_confirmation: 'Newpass@2025',
        revoke_api_tokens: revoke,
      },
      bearer,
    );
  const domainsWith = (token: string) =>
    t.http.get('/api/v1/cdn/ng/domains').set('Authorization', `Bearer ${token}`);

  it('revokes every API token that works when asked: each works before, 401 after', async () => {
    const mine = await loginDemo(t);
    const monitor = 'monitor-0123456789abcdef';
    for (const token of [DEMO.apiToken, monitor]) await domainsWith(token).expect(200);
    const res = await change(`Bearer ${mine}`, true).expect(200);
    // the two seeded devices and the session the test signed in first
    expect(res.body.data).toEqual({ ended_sessions: 3, revoked_api_tokens: 2 });
    for (const token of [DEMO.apiToken, monitor])
      expect((await domainsWith(token).expect(401)).body.message).toBe('Please login again');
    // the session that asked goes on, and the list is empty
    const list = await t.http
      .get('/api/v1/auth/profile/api-keys')
      .set('Authorization', `Bearer ${mine}`)
      .expect(200);
    expect(list.body.data).toEqual([]);
  });

  it('keeps them working when not asked (false, or absent)', async () => {
    const mine = await loginDemo(t);
    const res = await change(`Bearer ${mine}`, false).expect(200);
    expect(res.body.data.revoked_api_tokens).toBe(0);
    await domainsWith(DEMO.apiToken).expect(200);
    const again = await post(
      'password',
      { current_password: 'Newpass@2025', password: 'Other@20255', password_confirmation: 'Other@20255' },
      `Bearer ${mine}`,
    ).expect(200);
    expect(again.body.data.revoked_api_tokens).toBe(0);
    await domainsWith(DEMO.apiToken).expect(200);
  });

  it('refuses a revoke_api_tokens that is not a boolean, changing nothing', async () => {
    const mine = await loginDemo(t);
    const res = await change(`Bearer ${mine}`, 'perhaps').expect(422);
    expect(Object.keys(res.body.fields)).toEqual(['revoke_api_tokens']);
    await domainsWith(DEMO.apiToken).expect(200);
    expect((await login()).status).toBe(200);
  });
});

describe('the security settings need a portal session', () => {
  const message = 'This setting can only be changed from a signed-in portal session';
  /** A token given every permission of the account area (and the CDN's, to show it is no matter of permissions). */
  const accountWriteToken = async () => {
    const made = await t.http
      .post('/api/v1/auth/api-token')
      .set('Authorization', SESSION)
      .type('form')
      .send({ name: 'Admin', permissions: ['account.write', 'cdn.domains.write'] })
      .expect(200);
    return `Bearer ${made.body.data.token as string}`;
  };

  it('answers 403 to an API token with account.write for every security call, changing nothing', async () => {
    const bearer = await accountWriteToken();
    const before = await security();
    const calls: Array<[string, object]> = [
      ['ip-whitelist', { ips: ['198.51.100.0/24'] }],
      ['auth-by-ip', { enabled: '0' }],
      ['max-sessions', { max_sessions: '1' }],
      ['otp', {}],
      ['otp/confirm', { code: '123456' }],
      ['otp/switch', { enabled: '0', code: '123456' }],
      ['otp/sms-switch', { enabled: '1' }],
      ['otp/email-switch', { enabled: '1' }],
    ];
    for (const [path, body] of calls) {
      const res = await post(path, body, bearer);
      expect([path, res.status, res.body]).toEqual([path, 403, { success: false, message }]);
    }
    const read = await t.http.get('/api/v1/auth/profile/security').set('Authorization', bearer).expect(403);
    expect(read.body.message).toBe(message);
    expect(await security()).toEqual(before);
    // no code went out for the SMS or e-mail switch
    expect((await t.http.get('/__sandbox/outbox')).body.data).toEqual([]);
    // the seed's full token, every permission of every area, is refused alike
    await post('ip-whitelist', { ips: ['0.0.0.0/0'] }, DEMO_BEARER).expect(403);
  });

  it('answers 403 before reading the body: a bad body under an API token is not a field error', async () => {
    const bearer = await accountWriteToken();
    const res = await post('ip-whitelist', { ips: ['not an address'] }, bearer).expect(403);
    expect(res.body).toEqual({ success: false, message });
  });

  it('keeps the calls any token may make open to it: the profile and the password change', async () => {
    const bearer = await accountWriteToken();
    await t.http.get('/api/v1/auth/profile').set('Authorization', bearer).expect(200);
    // (the password change asks for the current password, which a token alone does not know)
    const res = await post(
      'password',
      { current_password: 'Wrong@123', password: 'Newpass@2025', password_confirmation: 'Newpass@2025' },
      bearer,
    ).expect(422);
    expect(res.body.fields).toEqual({ current_password: ['The password is not valid'] });
  });
});

describe('second factor by an authenticator app', () => {
  it('gives a secret and its QR code, confirms it with a real TOTP, then login asks for the code', async () => {
    const start = await post('otp', {}).expect(200);
    const { secret, otpauth_url: url, qr } = start.body.data;
    expect(url).toBe(
      `otpauth://totp/Cloud%20Portal:${encodeURIComponent(DEMO.email)}?secret=${secret}&period=30&digits=6&algorithm=SHA1&issuer=Cloud%20Portal`,
    );
    expect(Buffer.from(qr.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);
    expect((await security()).otp_enabled).toBe(false);

    const wrong = await post('otp/confirm', {
      code: '000000' === totpAt(secret) ? '111111' : '000000',
    }).expect(422);
    expect(wrong.body.fields).toEqual({ code: ['The code is not valid'] });
    const ok = await post('otp/confirm', { code: totpAt(secret) }).expect(200);
    expect(ok.body).toMatchObject({
      message: 'Two-step verification is on',
      data: { otp_enabled: true, otp_type: 'app' },
    });

    // the code that turned the app on is used up: the login takes the next step's
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    const step = await login();
    expect(step.body.data).toMatchObject({ otp_required: true, otp_type: 'app' });
    const refused = await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token: step.body.data.otp_token, code: totpAt(secret) === '123456' ? '654321' : '123456' })
      .expect(422);
    expect(refused.body.fields).toEqual({ code: ['The code is not valid'] });
    await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token: step.body.data.otp_token, code: totpAt(secret) })
      .expect(200);
  });

  it("turns off only with the app's code", async () => {
    const { secret } = (await post('otp', {}).expect(200)).body.data;
    await post('otp/confirm', { code: totpAt(secret) }).expect(200);
    expect((await post('otp/switch', { enabled: '0' }).expect(422)).body.fields).toEqual({
      code: ['This field is required'],
    });
    await post('otp/switch', { enabled: '0', code: '12345x' }).expect(422);
    const off = await post('otp/switch', { enabled: 'false', code: totpAt(secret) }).expect(200);
    expect(off.body).toMatchObject({
      message: 'Two-step verification is off',
      data: { code_sent: false, security: { otp_enabled: false } },
    });
    expect((await login()).body.data.otp_required).toBe(false);
  });

  it('refuses to confirm without a set-up and to start a second factor over another', async () => {
    expect((await post('otp/confirm', { code: '123456' }).expect(422)).body.message).toBe(
      'Start setting up the authenticator app first',
    );
    expect((await post('otp/switch', { enabled: '1' }).expect(422)).body.fields).toEqual({
      enabled: ['Turn on two-step verification with an authenticator app, SMS or e-mail'],
    });
  });
});

describe('second factor by SMS or e-mail', () => {
  it('turns SMS on with a code sent to the mobile, sends the login code by SMS, and turns off with another code', async () => {
    const sent = await post('otp/sms-switch', { enabled: '1' }).expect(200);
    expect(sent.body.data).toMatchObject({
      code_sent: true,
      channel: 'sms',
      recipient: DEMO.mobile,
      resend_after: 60,
    });
    await post('otp/sms-switch', { enabled: '1' }).expect(429);
    const on = await post('otp/sms-switch', { enabled: '1', code: await outboxCode(DEMO.mobile) }).expect(
      200,
    );
    expect(on.body.data.security).toMatchObject({ otp_enabled: true, otp_type: 'sms' });
    expect((await post('otp', {}).expect(422)).body.message).toBe(
      'Turn off the current two-step verification first',
    );

    const step = (await login()).body.data;
    expect(step).toMatchObject({ otp_required: true, otp_type: 'sms' });
    await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token: step.otp_token, code: await outboxCode(DEMO.mobile) })
      .expect(200);

    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await post('otp/switch', { enabled: '0' }).expect(200)).body.data).toMatchObject({
      code_sent: true,
      channel: 'sms',
    });
    await post('otp/switch', { enabled: '0', code: await outboxCode(DEMO.mobile) }).expect(200);
    expect((await security()).otp_enabled).toBe(false);
  });

  it('turns e-mail on and off through email-switch', async () => {
    await post('otp/email-switch', { enabled: true }).expect(200);
    await post('otp/email-switch', { enabled: true, code: await outboxCode(DEMO.email) }).expect(200);
    expect((await security()).otp_type).toBe('email');
    expect((await post('otp/sms-switch', { enabled: false }).expect(422)).body.message).toBe(
      'Two-step verification is not on',
    );
    await post('otp/email-switch', { enabled: false }).expect(200);
    t.clock.now = new Date(t.clock.now.getTime() + 1_000);
    await post('otp/email-switch', { enabled: false, code: await outboxCode(DEMO.email) }).expect(200);
    expect((await security()).otp_enabled).toBe(false);
  });
});

describe('IP whitelist', () => {
  it('keeps IPv4, IPv6 and CIDR entries and names a bad one, storing nothing', async () => {
    const bad = await post('ip-whitelist', { ips: ['203.0.113.0/24', 'nope'] }).expect(422);
    expect(bad.body.fields).toEqual({ ips: ['nope is not an IPv4 or IPv6 address or a CIDR range'] });
    expect((await security()).ip_whitelist).toEqual([]);
    const ok = await post('ip-whitelist', {
      ips: ['203.0.113.0/24', ' 2001:db8::/32 ', '203.0.113.0/24'],
    }).expect(200);
    expect(ok.body.data).toMatchObject({
      ip_whitelist: ['203.0.113.0/24', '2001:db8::/32'],
      current_ip: '203.0.113.7',
    });
  });

  it('allows login only from the list once turned on, and records the refusal', async () => {
    expect((await post('auth-by-ip', { enabled: '1' }).expect(422)).body.fields).toEqual({
      enabled: ['Add at least one address to the whitelist first'],
    });
    await post('ip-whitelist', { ips: ['203.0.113.0/24'] }).expect(200);
    await post('auth-by-ip', { enabled: '1' }).expect(200);
    const refused = await login('198.51.100.9');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Login from this IP address is not allowed');
    expect((await login('203.0.113.50')).status).toBe(200);
    // the list cannot be emptied while it is enforced
    expect((await post('ip-whitelist', {}).expect(422)).body.fields).toEqual({
      ips: ['Turn off login by whitelisted IPs before emptying the whitelist'],
    });
    // (the whitelist holds API tokens too: this one asks from a listed address)
    const history = await t.http
      .get('/api/v1/auth/profile/history')
      .set('Authorization', DEMO_BEARER)
      .set('X-Forwarded-For', '203.0.113.9')
      .expect(200);
    expect(history.body.data.items.slice(0, 2)).toMatchObject([
      { ip: '203.0.113.50', result: 'success', reason: null },
      { ip: '198.51.100.9', result: 'failed', reason: 'ip_not_allowed' },
    ]);
  });

  it('does not let a request from elsewhere choose its address by a header', async () => {
    const sandbox = startTestSandbox({ trustProxy: false });
    try {
      const session = `Bearer ${await loginDemo(sandbox)}`;
      const res = await sandbox.http
        .get('/api/v1/auth/profile/security')
        .set('Authorization', session)
        .set('X-Forwarded-For', '203.0.113.7')
        .expect(200);
      expect(res.body.data.current_ip).toMatch(/^(127\.0\.0\.1|::1)$/);
    } finally {
      sandbox.close();
    }
  });
});

describe('session limits', () => {
  it('refuses a login past the limits, overall and per address', async () => {
    const tooMany = await post('max-sessions', { max_sessions: '101' }).expect(422);
    expect(tooMany.body.fields).toEqual({
      max_sessions: ['Enter a whole number from 1 to 100, or leave it empty for no limit'],
    });
    expect(
      Object.keys((await post('max-sessions', { max_sessions_per_ip: 'x' }).expect(422)).body.fields),
    ).toEqual(['max_sessions_per_ip']);
    // the seed has two other devices signed in, and the test one session
    const set = await post('max-sessions', { max_sessions: '4', max_sessions_per_ip: '' }).expect(200);
    expect(set.body.data).toMatchObject({ max_sessions: 4, max_sessions_per_ip: null });
    expect((await login()).status).toBe(200);
    const full = await login();
    expect(full.status).toBe(403);
    expect(full.body.message).toBe('You are currently logged into the panel');

    await post('max-sessions', { max_sessions: '', max_sessions_per_ip: '1' }).expect(200);
    expect((await login('203.0.113.7')).status).toBe(403);
    expect((await login('198.51.100.77')).status).toBe(200);
  });
});
