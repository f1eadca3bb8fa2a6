import { DEMO } from '../db/seed';
import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

describe('profile', () => {
  it('returns the demo profile with a Persian name', async () => {
    const res = await t.http.get('/api/v1/auth/profile').set('Authorization', DEMO_BEARER).expect(200);
    expect(res.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(res.body.data).toMatchObject({
      id: 1,
      user_id: 1,
      name: 'علی',
      last_name: 'رضایی',
      email: DEMO.email,
      phone: DEMO.mobile,
      account_type: 'individual',
      otp_enabled: false,
      otp_type: null,
    });
    expect(res.body.data.national_code).toMatch(/^\d{10}$/);
  });

  it('updates through POST with _method=PUT in a form body', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'PUT', name: 'Ali', address: 'Tehran', zip_code: '۱۴۱۶۷۱۳۱۱۶' })
      .expect(200);
    expect(res.body.message).toBe('Settings successfully applied');
    expect(res.body.data).toMatchObject({
      name: 'Ali',
      address: 'Tehran',
      zip_code: '1416713116',
      last_name: 'رضایی',
    });
    const again = await t.http.get('/api/v1/auth/profile').set('Authorization', DEMO_BEARER).expect(200);
    expect(again.body.data.name).toBe('Ali');
  });

  it('accepts a real PUT with JSON as well', async () => {
    const res = await t.http
      .put('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .send({ last_name: 'Rezaei' })
      .expect(200);
    expect(res.body.data.last_name).toBe('Rezaei');
  });

  it('answers 422 with fields for values the schema refuses', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'PUT', account_type: 'company', name: '' })
      .expect(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.fields).sort()).toEqual(['account_type', 'name']);
  });

  it('checks the national code by its check digit and the postal code by its format, storing nothing', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'PUT', name: 'Changed', national_code: '0076229646', zip_code: '1234567890' })
      .expect(422);
    expect(res.body.fields).toEqual({
      national_code: ['The national code is not valid'],
      zip_code: ['The postal code is not valid'],
    });
    const again = await t.http.get('/api/v1/auth/profile').set('Authorization', DEMO_BEARER).expect(200);
    expect(again.body.data.name).toBe('علی');
  });

  it('asks for the business fields when switching to a legal account', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .set('Accept-Language', 'fa')
      .type('form')
      .send({ _method: 'PUT', account_type: 'legal', business_name: 'Shop' })
      .expect(422);
    expect(Object.keys(res.body.fields).sort()).toEqual([
      'economic_code',
      'national_legal_id',
      'registration_number',
    ]);
    expect(res.body.fields.economic_code).toEqual(['این فیلد برای حساب‌های حقوقی الزامی است']);

    const ok = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({
        _method: 'PUT',
        account_type: 'legal',
        business_name: 'Shop',
        economic_code: '411111111111',
        registration_number: '9',
        national_legal_id: '10320894877',
      })
      .expect(422);
    expect(ok.body.fields).toEqual({ national_legal_id: ['The national ID of the company is not valid'] });

    const good = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({
        _method: 'PUT',
        account_type: 'legal',
        business_name: 'Shop',
        economic_code: '411111111111',
        registration_number: '9',
        national_legal_id: '۱۰۳۲۰۸۹۴۸۷۸',
      })
      .expect(200);
    expect(good.body.data).toMatchObject({
      account_type: 'legal',
      business_name: 'Shop',
      national_legal_id: '10320894878',
    });
  });

  it('leaves the mobile number out of the profile update', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'PUT', phone: '09129999999' })
      .expect(200);
    expect(res.body.data.phone).toBe(DEMO.mobile);
  });
});

const outbox = async (recipient: string) =>
  (await t.http.get(`/__sandbox/outbox?recipient=${encodeURIComponent(recipient)}`).expect(200)).body
    .data as { code: string; channel: string; body_en: string }[];

describe('a new mobile number or e-mail address, confirmed with a code sent to it', () => {
  it('changes the mobile number with the SMS code from the outbox, once', async () => {
    const sent = await t.http
      .post('/api/v1/auth/verification/phone-number')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ phone_number: '+98 912 555 0000' })
      .expect(200);
    expect(sent.body.message).toBe('A code has been sent to 09125550000');
    expect(sent.body.data).toEqual({
      channel: 'sms',
      recipient: '09125550000',
      resend_after: 60,
      expires_in: 300,
    });
    const [message] = await outbox('09125550000');
    expect(message).toMatchObject({ channel: 'sms', body_en: `Your verification code: ${message?.code}` });

    const pending = await t.http
      .get('/api/v1/auth/verification/sms')
      .set('Authorization', DEMO_BEARER)
      .expect(200);
    expect(pending.body.data).toEqual({
      phone: { channel: 'sms', recipient: '09125550000', resend_after: 60, expires_in: 300 },
      email: null,
    });

    const wrong = await t.http
      .post('/api/v1/auth/profile/phone-number')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ phone_number: '09125550000', code: '000000' === message?.code ? '111111' : '000000' })
      .expect(422);
    expect(wrong.body.fields).toEqual({ code: ['The code is not valid'] });

    const ok = await t.http
      .post('/api/v1/auth/profile/phone-number')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ phone_number: '09125550000', code: message?.code })
      .expect(200);
    expect(ok.body.message).toBe('Your mobile number has been changed');
    expect(ok.body.data.phone).toBe('09125550000');
    // the code is used up
    await t.http
      .post('/api/v1/auth/profile/phone-number')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ phone_number: '09125550000', code: message?.code })
      .expect(422);
  });

  it('waits a minute before sending another code, and a code expires after five minutes', async () => {
    const send = () =>
      t.http
        .post('/api/v1/auth/verification/email')
        .set('Authorization', DEMO_BEARER)
        .type('form')
        .send({ email: 'new@example.com' });
    await send().expect(200);
    t.clock.now = new Date(t.clock.now.getTime() + 20_000);
    const early = await send().expect(429);
    expect(early.body.message).toBe('Please wait 40 seconds before asking for a new code');
    t.clock.now = new Date(t.clock.now.getTime() + 300_000);
    const [message] = await outbox('new@example.com');
    const late = await t.http
      .post('/api/v1/auth/profile/email')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ email: 'new@example.com', code: message?.code })
      .expect(422);
    expect(late.body.fields).toEqual({ code: ['The code has expired; ask for a new one'] });
    await send().expect(200);
    const [fresh] = await outbox('new@example.com');
    const ok = await t.http
      .post('/api/v1/auth/profile/email')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ email: 'NEW@example.com', code: fresh?.code })
      .expect(200);
    expect(ok.body.data.email).toBe('new@example.com');
  });

  it('refuses a malformed, unchanged or taken number or address before sending anything', async () => {
    const phone = (phone_number: string) =>
      t.http
        .post('/api/v1/auth/verification/phone-number')
        .set('Authorization', DEMO_BEARER)
        .type('form')
        .send({ phone_number });
    expect((await phone('0912').expect(422)).body.fields).toEqual({
      phone_number: ['The mobile number is not valid'],
    });
    expect((await phone(DEMO.mobile).expect(422)).body.fields).toEqual({
      phone_number: ['This is already your mobile number'],
    });
    expect((await phone('09120000002').expect(422)).body.fields).toEqual({
      phone_number: ['This mobile number is already registered'],
    });
    const email = await t.http
      .post('/api/v1/auth/verification/email')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ email: 'otp@example.com' })
      .expect(422);
    expect(email.body.fields).toEqual({ email: ['This e-mail address is already registered'] });
    expect(await outbox('09120000002')).toEqual([]);
  });

  it('asks for a code first', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile/email')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ email: 'other@example.com', code: '123456' })
      .expect(422);
    expect(res.body.fields).toEqual({ code: ['Ask for a code first'] });
  });
});
