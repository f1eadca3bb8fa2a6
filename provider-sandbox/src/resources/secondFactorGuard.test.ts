import { authenticator } from 'otplib';
import { DEMO, OTP_DEMO } from '../db/seed';
import { solveCaptcha, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { FREE_WRONG_CODES, LOCK_BASE_SECONDS, WRONG_CODES_PER_STEP } from './secondFactorGuard';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const totpAt = (date: Date) => authenticator.clone({ epoch: date.getTime() }).generate(OTP_DEMO.totpSecret);
/** A code that is not the current one, nor the one of the step before or after. */
function wrongCode(): string {
  const near = [-30_000, 0, 30_000].map((ms) => totpAt(new Date(t.clock.now.getTime() + ms)));
  for (let n = 0; ; n += 1) {
    const code = String(n).padStart(6, '0');
    if (!near.includes(code)) return code;
  }
}

async function startStep(username = OTP_DEMO.email, password = OTP_DEMO.password) {
  const captcha = await solveCaptcha(t);
  return t.http
    .post('/api/v1/auth/login')
    .type('form')
    .send({ username, password, ...captcha });
}

async function otpToken(): Promise<string> {
  const res = await startStep();
  expect(res.status).toBe(200);
  return res.body.data.otp_token as string;
}

const sendCode = (otp_token: string, code: string, lang = 'en') =>
  t.http.post('/api/v1/auth/login/otp').set('Accept-Language', lang).type('form').send({ otp_token, code });

describe('wrong second-factor codes', () => {
  it('ends a step at its fifth wrong code: the right code is refused on it after', async () => {
    const token = await otpToken();
    for (let i = 1; i < WRONG_CODES_PER_STEP; i += 1) await sendCode(token, wrongCode()).expect(422);
    const fifth = await sendCode(token, wrongCode()).expect(422);
    expect(fifth.body.message).toBe('Too many wrong codes; sign in again');
    const right = await sendCode(token, totpAt(t.clock.now)).expect(422);
    expect(right.body.fields).toHaveProperty('otp_token');
  });

  // a dozen logins, each hashing its password: slow on a busy machine, hence the longer timeout
  it('locks the account after 25 wrong codes across steps, with the time left, whatever the password', async () => {
    let last;
    let token = '';
    for (let n = 0; n < FREE_WRONG_CODES; n += 1) {
      // a step abandoned after a few wrong codes still counts them
      if (n % 4 === 0) token = await otpToken();
      last = await sendCode(token, wrongCode());
    }
    expect(last?.status).toBe(429);
    expect(last?.headers['retry-after']).toBe(String(LOCK_BASE_SECONDS));
    expect(last?.body).toMatchObject({
      success: false,
      message: 'Too many attempts; try again in 15 minutes',
      retry_after: LOCK_BASE_SECONDS,
    });

    // the right code and a new step are refused during the lock, in the user's language
    const step = await startStep();
    expect(step.status).toBe(429);
    const wrongPassword = await startStep(OTP_DEMO.email, 'Wrong@12345');
    expect(wrongPassword.status).toBe(429);
    // the lock ended the open step: its right code is refused too
    const onDeadStep = await sendCode(token, totpAt(t.clock.now)).expect(422);
    expect(onDeadStep.body.fields).toHaveProperty('otp_token');
    const captcha = await solveCaptcha(t);
    const fa = await t.http
      .post('/api/v1/auth/login')
      .set('Accept-Language', 'fa')
      .type('form')
      .send({ username: OTP_DEMO.email, password: OTP_DEMO.password, ...captcha })
      .expect(429);
    expect(fa.body.message).toBe('تلاش‌ها بیش از حد بوده است؛ 15 دقیقه دیگر دوباره تلاش کنید');

    // 14 min 30 s later: "1 minute" left, singular
    t.clock.now = new Date(t.clock.now.getTime() + (LOCK_BASE_SECONDS - 30) * 1000);
    const almost = await startStep();
    expect(almost.status).toBe(429);
    expect(almost.body).toMatchObject({
      message: 'Too many attempts; try again in 1 minute',
      retry_after: 30,
    });

    // after the lock the next step opens; five more wrong codes lock twice as long
    t.clock.now = new Date(t.clock.now.getTime() + 31_000);
    token = await otpToken();
    for (let i = 0; i < WRONG_CODES_PER_STEP; i += 1) last = await sendCode(token, wrongCode());
    expect(last?.status).toBe(429);
    expect(last?.body.retry_after).toBe(2 * LOCK_BASE_SECONDS);

    // once the lock is over, the right code signs in and the count starts again
    t.clock.now = new Date(t.clock.now.getTime() + 2 * LOCK_BASE_SECONDS * 1000);
    await sendCode(await otpToken(), totpAt(t.clock.now)).expect(200);
    const row = t.sandbox.db
      .prepare('SELECT otp_wrong_codes, otp_locked_until FROM users WHERE email = ?')
      .get(OTP_DEMO.email);
    expect(row).toEqual({ otp_wrong_codes: 0, otp_locked_until: null });
  }, 60_000);

  it('leaves an account without a second factor alone', async () => {
    const res = await startStep(DEMO.email, DEMO.password);
    expect(res.status).toBe(200);
    expect(res.body.data.token).toEqual(expect.any(String));
  });
});

describe('a second-factor code is good once', () => {
  it('refuses the TOTP code of a login in a second login within its 30 s, and codes of earlier steps', async () => {
    const code = totpAt(t.clock.now);
    await sendCode(await otpToken(), code).expect(200);
    const replay = await sendCode(await otpToken(), code).expect(422);
    expect(replay.body.fields.code).toEqual(['The code is not valid']);
    // the step before, still inside the drift window, is older than the one used
    const earlier = totpAt(new Date(t.clock.now.getTime() - 30_000));
    if (earlier !== code) await sendCode(await otpToken(), earlier).expect(422);
    // the next step's code is accepted
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    await sendCode(await otpToken(), totpAt(t.clock.now)).expect(200);
  });

  it('uses an SMS code once', async () => {
    t.sandbox.db.prepare("UPDATE users SET otp_type = 'sms' WHERE email = ?").run(DEMO.email);
    const first = await startStep(DEMO.email, DEMO.password).then((r) => r.body.data.otp_token as string);
    const sent = t.sandbox.db
      .prepare("SELECT code FROM outbox WHERE purpose = 'login-otp' ORDER BY id DESC LIMIT 1")
      .get() as { code: string };
    await sendCode(first, sent.code).expect(200);
    const second = await startStep(DEMO.email, DEMO.password).then((r) => r.body.data.otp_token as string);
    const reused = await sendCode(second, sent.code).expect(422);
    expect(reused.body.fields).toHaveProperty('code');
  });

  it('counts wrong e-mail codes against the step like the app codes', async () => {
    t.sandbox.db.prepare("UPDATE users SET otp_type = 'email' WHERE email = ?").run(DEMO.email);
    const token = await startStep(DEMO.email, DEMO.password).then((r) => r.body.data.otp_token as string);
    const sent = t.sandbox.db
      .prepare("SELECT code FROM outbox WHERE purpose = 'login-otp' ORDER BY id DESC LIMIT 1")
      .get() as { code: string };
    const wrong = sent.code === '000000' ? '111111' : '000000';
    for (let i = 0; i < WRONG_CODES_PER_STEP; i += 1) await sendCode(token, wrong).expect(422);
    const right = await sendCode(token, sent.code).expect(422);
    expect(right.body.fields).toHaveProperty('otp_token');
  });
});

describe('login timing', () => {
  /** The quickest of three logins: the work done, without the machine's hiccups. */
  async function fastest(username: string): Promise<number> {
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const captcha = await solveCaptcha(t);
      const started = process.hrtime.bigint();
      await t.http
        .post('/api/v1/auth/login')
        .type('form')
        .send({ username, password: 'Wrong@12345', ...captcha })
        .expect(422);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    return Math.min(...times);
  }

  it('takes as long for an unknown account as for a known one with a wrong password (scrypt either way)', async () => {
    const known = await fastest(DEMO.email);
    const unknown = await fastest('nobody@example.com');
    // without the dummy hash an unknown account answered in a fraction of the scrypt time
    expect(unknown).toBeGreaterThan(known * 0.5);
  }, 60_000);
});
