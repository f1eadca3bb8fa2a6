import { DEMO_BEARER, solveCaptcha, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { OTP_DEMO } from '../db/seed';
import { authenticator } from 'otplib';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

describe('billing balance', () => {
  it('gives the demo wallet as integer rials', async () => {
    const res = await t.http.get('/api/v1/financial/billing/balance').set('Authorization', DEMO_BEARER).expect(200);
    expect(res.body.data).toEqual({ balance: 12_500_000, credit: 2_000_000, debt: 0 });
  });

  it('gives the second account a debt', async () => {
    const captcha = await solveCaptcha(t);
    const login = await t.http
      .post('/api/v1/auth/login')
      .type('form')
      .send({ username: OTP_DEMO.email, password: OTP_DEMO.password, ...captcha })
      .expect(200);
    const code = authenticator.clone({ epoch: t.clock.now.getTime() }).generate(OTP_DEMO.totpSecret);
    const otp = await t.http
      .post('/api/v1/auth/login/otp')
      .type('form')
      .send({ otp_token: login.body.data.otp_token, code })
      .expect(200);
    const res = await t.http
      .get('/api/v1/financial/billing/balance')
      .set('Authorization', `Bearer ${otp.body.data.token}`)
      .expect(200);
    expect(res.body.data).toEqual({ balance: -350_000, credit: 0, debt: 350_000 });
  });

  it('needs a token', async () => {
    await t.http.get('/api/v1/financial/billing/balance').expect(401);
  });
});
