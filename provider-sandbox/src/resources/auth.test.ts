import { authenticator } from 'otplib';
import { DEMO, OTP_DEMO } from '../db/seed';
import {
  DEMO_BEARER,
  loginDemo,
  solveCaptcha,
  startTestSandbox,
  type TestSandbox,
} from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

function totpAt(date: Date): string {
  return authenticator.clone({ epoch: date.getTime() }).generate(OTP_DEMO.totpSecret);
}

describe('captcha', () => {
  it('issues a 5-character captcha as an SVG data URL', async () => {
    const res = await t.http.post('/api/v1/auth/captcha/recaptcha').expect(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(res.body.data.image.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
    const answer = await t.http.get(`/__sandbox/captcha/${res.body.data.captcha_id}`).expect(200);
    expect(answer.body.answer).toHaveLength(5);
    expect(answer.body.data.answer).toBe(answer.body.answer);
  });

  it('accepts a captcha only once', async () => {
    const captcha = await solveCaptcha(t);
    const body = { username: DEMO.email, password: DEMO.password, ...captcha };
    await t.http.post('/api/v1/auth/login').type('form').send(body).expect(200);
    const again = await t.http.post('/api/v1/auth/login').type('form').send(body).expect(422);
    expect(again.body.fields.captcha).toEqual(['Please enter the correct text in the box']);
  });

  it('burns a captcha on a wrong answer', async () => {
    const captcha = await solveCaptcha(t);
    await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({
        username: DEMO.email,
        password: DEMO.password,
        captcha_id: captcha.captcha_id,
        captcha: 'zzzzz',
      })
      .expect(422);
    await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: DEMO.email, password: DEMO.password, ...captcha })
      .expect(422);
  });

  it('accepts the answer in any case', async () => {
    const captcha = await solveCaptcha(t);
    await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({
        username: DEMO.email,
        password: DEMO.password,
        ...captcha,
        captcha: captcha.captcha.toUpperCase(),
      })
      .expect(200);
  });

  it('expires a captcha after 10 minutes', async () => {
    const captcha = await solveCaptcha(t);
    t.clock.now = new Date(t.clock.now.getTime() + 10 * 60 * 1000 + 1000);
    const res = await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: DEMO.email, password: DEMO.password, ...captcha })
      .expect(422);
    expect(res.body.fields).toHaveProperty('captcha');
  });

  it('tells 404 for an unknown captcha on the sandbox-only route', async () => {
    await t.http.get('/__sandbox/captcha/nope').expect(404);
  });
});

describe('login', () => {
  it('logs the demo user in by e-mail and the token opens the profile', async () => {
    const token = await loginDemo(t);
    expect(token.length).toBeGreaterThan(4);
    const profile = await t.http
      .get('/api/v1/auth/profile')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(profile.body.data.email).toBe(DEMO.email);
  });

  it('logs in by mobile number, Persian digits included', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: '۰۹۱۲۰۰۰۰۰۰۱', password: DEMO.password, ...captcha })
      .expect(200);
    expect(res.body.data.otp_required).toBe(false);
  });

  it('accepts a JSON body too', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/login')
      .send({ username: DEMO.email, password: DEMO.password, ...captcha })
      .expect(200);
    expect(res.body.data.token).toBeTruthy();
  });

  it('rejects a wrong password with a password field error', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: DEMO.email, password: 'Wrong@123', ...captcha })
      .expect(422);
    expect(res.body).toEqual({
      success: false,
      message: 'The password is not valid',
      fields: { password: ['The password is not valid'] },
    });
  });

  it('answers in Persian when asked', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/login')
      .set('Accept-Language', 'fa-IR,fa;q=0.9')
      .type('form')
      .send({ username: 'nobody@example.com', password: 'x', ...captcha })
      .expect(422);
    expect(res.body.fields.password).toEqual(['رمز عبور معتبر نیست']);
  });

  it('validates the body against the OpenAPI document', async () => {
    const res = await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: DEMO.email })
      .expect(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.fields).sort()).toEqual(['captcha', 'captcha_id', 'password']);
  });
});

describe('second factor', () => {
  async function startOtpLogin() {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: OTP_DEMO.email, password: OTP_DEMO.password, ...captcha })
      .expect(200);
    return res.body.data as { otp_required: boolean; otp_type: string; otp_token: string; token?: string };
  }

  it('asks for the authenticator code instead of giving a token', async () => {
    const data = await startOtpLogin();
    expect(data).toEqual({ otp_required: true, otp_type: 'app', otp_token: expect.any(String) });
  });

  it('completes the login with the current TOTP code', async () => {
    const { otp_token } = await startOtpLogin();
    const res = await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token, code: totpAt(t.clock.now) })
      .expect(200);
    const profile = await t.http
      .get('/api/v1/auth/profile')
      .set('Authorization', `Bearer ${res.body.data.token}`)
      .expect(200);
    expect(profile.body.data).toMatchObject({ email: OTP_DEMO.email, otp_enabled: true, otp_type: 'app' });
  });

  it('rejects a wrong code and keeps the step open for another try', async () => {
    const { otp_token } = await startOtpLogin();
    const good = totpAt(t.clock.now);
    const wrong = good === '000000' ? '111111' : '000000';
    const res = await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token, code: wrong })
      .expect(422);
    expect(res.body.fields.code).toEqual(['The code is not valid']);
    await t.http.post('/api/v1/auth/login/otp').type('form').send({ otp_token, code: good }).expect(200);
  });

  it('uses an otp token only once', async () => {
    const { otp_token } = await startOtpLogin();
    const code = totpAt(t.clock.now);
    await t.http.post('/api/v1/auth/login/otp').type('form').send({ otp_token, code }).expect(200);
    const again = await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token, code })
      .expect(422);
    expect(again.body.fields).toHaveProperty('otp_token');
  });

  it('rejects a code that is not 6 digits before looking at it', async () => {
    const { otp_token } = await startOtpLogin();
    const res = await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token, code: '12ab' })
      .expect(422);
    expect(res.body.fields).toHaveProperty('code');
  });
});

describe('register', () => {
  const valid = {
    name: 'Neda',
    last_name: 'Karimi',
    email: 'neda@example.com',
    mobile: '09351234567',
    password: 'Neda#2025',
    password_confirmation: 'Neda#2025',
    terms: '1',
  };

  it('creates an account that can log in straight away', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/register')
      .type('form')
      .send({ ...valid, ...captcha })
      .expect(200);
    const token = res.body.data.token as string;
    const profile = await t.http
      .get('/api/v1/auth/profile')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(profile.body.data).toMatchObject({
      name: 'Neda',
      last_name: 'Karimi',
      phone: '09351234567',
      account_type: 'individual',
    });
    const balance = await t.http
      .get('/api/v1/financial/billing/balance')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(balance.body.data).toEqual({ balance: 0, credit: 0, debt: 0 });
  });

  it('rejects a terms value the schema does not accept', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/register')
      .type('form')
      .send({ ...valid, ...captcha, terms: 'no' })
      .expect(422);
    expect(res.body.fields).toHaveProperty('terms');
  });

  it('checks the business rules on schema-valid input', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/register')
      .type('form')
      .send({
        ...valid,
        ...captcha,
        email: DEMO.email,
        mobile: '12345',
        password: 'simple12',
        password_confirmation: 'other',
      })
      .expect(422);
    expect(res.body.fields).toEqual({
      mobile: ['The mobile number is not valid'],
      password: ['The password must be at least 6 characters with a capital letter, a digit and a symbol'],
      password_confirmation: ['Repeat password is not the same as password!!'],
      email: ['This e-mail address is already registered'],
    });
    expect(res.body.message).toBe('The mobile number is not valid');
  });

  it('refuses an e-mail address the sign-in form would refuse, and makes no account', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/register')
      .type('form')
      .send({ ...valid, ...captcha, email: 'neda@example' })
      .expect(422);
    expect(res.body.fields.email).toEqual(['The e-mail address is not valid']);
    const again = await solveCaptcha(t);
    await t.http
      .post('/api/v1/auth/register')
      .type('form')
      .send({ ...valid, ...again, email: 'neda@example.com' })
      .expect(200);
  });

  it('takes a mobile number written as the sign-in form takes it (98…, spaces, Persian digits)', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/register')
      .type('form')
      .send({ ...valid, ...captcha, mobile: '98 935 ۱۲۳ ۴۵۶۷' })
      .expect(200);
    const profile = await t.http
      .get('/api/v1/auth/profile')
      .set('Authorization', `Bearer ${res.body.data.token as string}`)
      .expect(200);
    expect(profile.body.data.phone).toBe('09351234567');
  });

  it('refuses a mobile number already registered', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/register')
      .type('form')
      .send({ ...valid, ...captcha, mobile: '+989120000001' })
      .expect(422);
    expect(res.body.fields.mobile).toEqual(['This mobile number is already registered']);
  });

  it('requires the captcha', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/register')
      .type('form')
      .send({ ...valid, captcha_id: captcha.captcha_id, captcha: 'wrong' })
      .expect(422);
    expect(res.body.fields.captcha).toEqual(['Please enter the correct text in the box']);
  });

  it('requires the terms', async () => {
    const { terms: _terms, ...withoutTerms } = valid;
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/register')
      .type('form')
      .send({ ...withoutTerms, ...captcha })
      .expect(422);
    expect(res.body.fields).toHaveProperty('terms');
  });
});

describe("what the bearer may do (the profile's token_permissions)", () => {
  it("says null for a session of the portal itself, and an API token's own list, which is what the API lets through", async () => {
    const session = await loginDemo(t);
    const own = await t.http
      .get('/api/v1/auth/profile')
      .set('Authorization', `Bearer ${session}`)
      .expect(200);
    expect(own.body.data.token_permissions).toBeNull();
    const demo = await t.http.get('/api/v1/auth/profile').set('Authorization', DEMO_BEARER).expect(200);
    expect(demo.body.data.token_permissions).toEqual(['cdn', 'cloud', 'support', 'financial', 'account']);

    const created = await t.http
      .post('/api/v1/auth/api-token')
      .set('Authorization', `Bearer ${session}`)
      .type('form')
      .send({ name: 'Servers only', permissions: ['cloud.servers.read'] })
      .expect(200);
    const bearer = `Bearer ${created.body.data.token as string}`;
    const limited = await t.http.get('/api/v1/auth/profile').set('Authorization', bearer).expect(200);
    expect(limited.body.data.token_permissions).toEqual(['cloud.servers.read']);
    await t.http.get('/api/v1/cloud/servers').set('Authorization', bearer).expect(200);
    await t.http.get('/api/v1/cdn/ng/domains').set('Authorization', bearer).expect(403);
  });

  it('answers 401, not a list, for a bad or revoked token', async () => {
    const bad = await t.http
      .get('/api/v1/auth/profile')
      .set('Authorization', 'Bearer not-a-token')
      .expect(401);
    expect(bad.body).toEqual({ success: false, message: 'Please login again' });
    expect(bad.body).not.toHaveProperty('data');
  });
});

describe('logout and 401', () => {
  it('revokes a session token', async () => {
    const token = await loginDemo(t);
    await t.http.post('/api/v1/auth/logout').set('Authorization', `Bearer ${token}`).expect(200);
    const res = await t.http.get('/api/v1/auth/profile').set('Authorization', `Bearer ${token}`).expect(401);
    expect(res.body).toEqual({ success: false, message: 'Please login again' });
  });

  it('keeps the long-lived API token working after a logout made with it', async () => {
    await t.http.post('/api/v1/auth/logout').set('Authorization', DEMO_BEARER).expect(200);
    await t.http.get('/api/v1/auth/profile').set('Authorization', DEMO_BEARER).expect(200);
  });

  it('answers 401 without a token, in Persian when asked', async () => {
    await t.http.get('/api/v1/auth/profile').expect(401);
    const fa = await t.http.get('/api/v1/static/sliders').set('Accept-Language', 'fa').expect(401);
    expect(fa.body).toEqual({ success: false, message: 'لطفا دوباره وارد حساب کاربری خود شوید' });
  });

  it('answers 401 for an unknown token and for a malformed header', async () => {
    await t.http.get('/api/v1/auth/profile').set('Authorization', 'Bearer nope').expect(401);
    await t.http.get('/api/v1/auth/profile').set('Authorization', DEMO.apiToken).expect(401);
  });

  it('expires a session after 30 days', async () => {
    const token = await loginDemo(t);
    t.clock.now = new Date(t.clock.now.getTime() + 31 * 86400 * 1000);
    await t.http.get('/api/v1/auth/profile').set('Authorization', `Bearer ${token}`).expect(401);
  });

  it('answers 401 before validating input', async () => {
    await t.http
      .post('/api/v1/auth/profile')
      .type('form')
      .send({ _method: 'PUT', account_type: 'bogus' })
      .expect(401);
  });
});
