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
      .send({ _method: 'PUT', name: 'Ali', address: 'Tehran', zip_code: '۱۲۳۴۵۶۷۸۹۰' })
      .expect(200);
    expect(res.body.message).toBe('Settings successfully applied');
    expect(res.body.data).toMatchObject({ name: 'Ali', address: 'Tehran', zip_code: '1234567890', last_name: 'رضایی' });
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

  it('checks national code and zip code digits', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'PUT', national_code: '123', zip_code: 'abc' })
      .expect(422);
    expect(res.body.fields).toEqual({
      national_code: ['The national code must be 10 digits'],
      zip_code: ['The zip code must be 10 digits'],
    });
  });

  it('asks for the business fields when switching to a legal account', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .set('Accept-Language', 'fa')
      .type('form')
      .send({ _method: 'PUT', account_type: 'legal', business_name: 'Shop' })
      .expect(422);
    expect(Object.keys(res.body.fields).sort()).toEqual(['economic_code', 'national_legal_id', 'registration_number']);
    expect(res.body.fields.economic_code).toEqual(['این فیلد برای حساب‌های حقوقی الزامی است']);

    const ok = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ _method: 'PUT', account_type: 'legal', business_name: 'Shop', economic_code: '411', registration_number: '9', national_legal_id: '10' })
      .expect(200);
    expect(ok.body.data).toMatchObject({ account_type: 'legal', business_name: 'Shop' });
  });
});
