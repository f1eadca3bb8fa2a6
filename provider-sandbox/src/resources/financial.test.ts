import { DEMO_BEARER, solveCaptcha, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import {
  DEMO_WALLETS,
  demoBanks,
  demoInvoices,
  demoTransactions,
  invoiceSummaryOf,
} from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';
import { authenticator } from 'otplib';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

describe('billing balance', () => {
  it('gives the demo wallet as integer rials', async () => {
    const res = await t.http
      .get('/api/v1/financial/billing/balance')
      .set('Authorization', DEMO_BEARER)
      .expect(200);
    expect(res.body.data).toEqual(DEMO_WALLETS[1]);
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
    expect(res.body.data).toEqual(DEMO_WALLETS[2]);
  });

  it('needs a token', async () => {
    await t.http.get('/api/v1/financial/billing/balance').expect(401);
  });
});

const auth = (token = DEMO_BEARER) => ({ Authorization: token });
const nowSec = () => Math.floor(t.clock.now.getTime() / 1000);
const DEBT_BEARER = `Bearer ${OTP_DEMO.apiToken}`;

describe('banks', () => {
  it('lists three gateways with icons, localized', async () => {
    const en = await t.http
      .get('/api/v1/financial/banks')
      .set(auth())
      .set('Accept-Language', 'en')
      .expect(200);
    expect(en.body.data).toEqual(demoBanks('en'));
    const fa = await t.http
      .get('/api/v1/financial/banks')
      .set(auth())
      .set('Accept-Language', 'fa')
      .expect(200);
    expect(fa.body.data).toEqual(demoBanks('fa'));
    expect(fa.body.data[0].display_name).toBe('بانک سامان');
  });
});

describe('invoices', () => {
  it('gives the current pre-invoice as the last invoice, with every group', async () => {
    const res = await t.http.get('/api/v1/financial/last-invoice').set(auth()).expect(200);
    const inv = res.body.data;
    expect(inv).toEqual(demoInvoices({ now: nowSec() })[2]);
    expect(inv.kind).toBe('pre');
    expect(inv.status).toBe('unpaid');
    expect(Object.keys(inv.groups).sort()).toEqual([
      'additional_items',
      'cdn',
      'free_volumes',
      'servers',
      'supportplan',
    ]);
    expect(inv._final_price_included_vat).toBe(inv._final_price + inv._final_vat);
    expect(inv.detail).toEqual({ started_at: expect.any(Number), finished_at: expect.any(Number) });
    expect(inv.groups.servers.items[0].resources.storages.ssd.changes[0]).toEqual(
      expect.objectContaining({ price: expect.any(Number), started_at: expect.any(Number), value: 80 }),
    );
  });

  it('gives null when an account has no pre-invoice', async () => {
    const res = await t.http.get('/api/v1/financial/last-invoice').set(auth(DEBT_BEARER)).expect(200);
    expect(res.body.data).toBeNull();
  });

  it('lists the issued invoices newest first, and opens one', async () => {
    const list = await t.http.get('/api/v1/financial/invoices').set(auth()).expect(200);
    const [first, second] = demoInvoices({ now: nowSec() });
    expect(list.body.data).toEqual([invoiceSummaryOf(second!), invoiceSummaryOf(first!)]);
    expect(
      list.body.data.every(
        (i: { kind: string; status: string }) => i.kind === 'issued' && i.status === 'paid',
      ),
    ).toBe(true);
    expect(list.body.data[0].started_at).toBeGreaterThan(list.body.data[1].started_at);
    expect(list.body.data[0]).not.toHaveProperty('groups');
    const one = await t.http
      .get(`/api/v1/financial/invoices/${list.body.data[0].id}`)
      .set(auth())
      .expect(200);
    expect(one.body.data).toEqual(second);
    expect(one.body.data.groups.cdn.items[0].resources.additional_usages.request_value).toBe(1_250_000);
  });

  it('does not open another account invoice', async () => {
    const list = await t.http.get('/api/v1/financial/invoices').set(auth()).expect(200);
    const res = await t.http
      .get(`/api/v1/financial/invoices/${list.body.data[0].id}`)
      .set(auth(DEBT_BEARER))
      .set('Accept-Language', 'en')
      .expect(404);
    expect(res.body).toEqual({ success: false, message: 'The invoice was not found' });
  });
});

describe('transactions', () => {
  it('lists number, amount, VAT, date, description, result and method, newest first', async () => {
    const res = await t.http
      .get('/api/v1/financial/transactions')
      .set(auth())
      .set('Accept-Language', 'en')
      .expect(200);
    expect(res.body.data).toEqual(demoTransactions({ now: nowSec() }));
    expect(res.body.data[0]).toMatchObject({
      number: 'TRX-100206',
      vat: 632_500,
      description: 'Invoice payment',
      payment_method: 'wallet',
      gateway: null,
    });
    expect(res.body.data.find((x: { result: string }) => x.result === 'failed').gateway).toBe('mellat');
  });

  it('is empty for an account without transactions', async () => {
    const res = await t.http.get('/api/v1/financial/transactions').set(auth(DEBT_BEARER)).expect(200);
    expect(res.body.data).toEqual([]);
  });
});

describe('price list', () => {
  it('gives the user own prices by user_id', async () => {
    const res = await t.http.get('/api/v1/financial/price?user_id=1').set(auth()).expect(200);
    expect(res.body.data).toContainEqual({
      service: 'CDN',
      item: 'eco',
      price_in_second: 5.787,
      price_in_hour: 20_833,
      price_priority: 'hour',
    });
  });

  it('refuses another user prices and a missing user_id', async () => {
    await t.http.get('/api/v1/financial/price?user_id=2').set(auth()).expect(403);
    await t.http.get('/api/v1/financial/price').set(auth()).expect(422);
  });
});

describe('check-coupon', () => {
  const check = (code: string, query = '') =>
    t.http
      .post(`/submit/financial/check-coupon${query}`)
      .set(auth())
      .set('Accept-Language', 'en')
      .type('form')
      .send({ code });

  it('is served without the /api/v1 prefix and needs a token', async () => {
    await t.http
      .post('/api/v1/submit/financial/check-coupon')
      .set(auth())
      .type('form')
      .send({ code: 'GIFT15PERCENT1' })
      .expect(404);
    await t.http
      .post('/submit/financial/check-coupon')
      .type('form')
      .send({ code: 'GIFT15PERCENT1' })
      .expect(401);
  });

  it.each([
    ['GIFT15PERCENT1', 'gift', 15],
    ['GIFT25PERCENT1', 'gift', 25],
    ['DISCOUNT10OFF1', 'discount', 10],
  ])('accepts %s as a %s code of %d percent', async (code, type, percent) => {
    const res = await check(code).expect(200);
    expect(res.body).toEqual({
      success: true,
      status: true,
      message: expect.stringContaining(`${percent}%`),
      data: { code, availability: { type }, cc_percent: percent },
    });
  });

  it('accepts a code typed in lower case', async () => {
    const res = await check('gift15percent1').expect(200);
    expect(res.body.data.code).toBe('GIFT15PERCENT1');
  });

  it('refuses an unknown code with status false and the message', async () => {
    const res = await check('NOSUCHCODE0001').expect(422);
    expect(res.body).toEqual({ success: false, status: false, message: 'The code is not valid', data: null });
  });

  it('refuses a code over 14 characters', async () => {
    await check('GIFT15PERCENT12').expect(422);
  });

  it('reports a PENDING code, and releases it with remove_pending=true', async () => {
    const pending = await check('PENDINGCOUPON1').expect(409);
    expect(pending.body).toEqual({
      success: false,
      status: false,
      message: expect.stringContaining('earlier payment'),
      data: { code: 'PENDINGCOUPON1', cc_pending: { status: 'PENDING', code: 'PENDINGCOUPON1' } },
    });
    const released = await check('PENDINGCOUPON1', '?remove_pending=true').expect(200);
    expect(released.body.data).toEqual({
      code: 'PENDINGCOUPON1',
      availability: { type: 'discount' },
      cc_percent: 5,
    });
    await check('PENDINGCOUPON1').expect(200);
  });

  it('restores the PENDING code on reset', async () => {
    await check('PENDINGCOUPON1', '?remove_pending=true').expect(200);
    await t.http.post('/__sandbox/reset').expect(200);
    await check('PENDINGCOUPON1').expect(409);
  });
});

describe('add-funds', () => {
  const rebound = 'http://localhost:8080/financial/payment-result';
  const addFunds = (body: Record<string, unknown>, token = DEMO_BEARER) =>
    t.http
      .post('/submit/financial/add-funds')
      .set(auth(token))
      .set('Accept-Language', 'en')
      .type('form')
      .send({ gateway: 1, rebound, coupon: '', ...body });

  it('answers status, message and data.url; the url answers redirectUrl to the gateway', async () => {
    const res = await addFunds({ price: 1_500_000, verifyPrice: 1_500_000 }).expect(200);
    expect(res.body).toEqual({
      success: true,
      status: true,
      message: expect.any(String),
      data: { url: expect.stringMatching(/^\/submit\/financial\/payments\/[0-9a-f]{24}$/) },
    });
    const second = await t.http.get(res.body.data.url).set(auth()).set('Accept-Language', 'en').expect(200);
    expect(second.body.data.redirectUrl).toMatch(
      /^http:\/\/localhost:8081\/gateway\/pay\/[0-9a-f]{24}\?lang=en$/,
    );
  });

  it.each([
    [{ price: '', verifyPrice: 0 }, 'price'],
    [{ price: 5, verifyPrice: 5 }, 'price'],
    [{ price: 1_500_000, verifyPrice: 1_500_000, gateway: 99 }, 'gateway'],
    [{ price: 1_500_000, verifyPrice: 1_500_000, rebound: 'javascript:alert(1)' }, 'rebound'],
    // the bank returns the customer only to the portal itself: anything else is an open redirect
    [{ price: 1_500_000, verifyPrice: 1_500_000, rebound: 'https://evil.example/phish' }, 'rebound'],
    [
      { price: 1_500_000, verifyPrice: 1_500_000, rebound: 'http://localhost:8080.evil.example/financial' },
      'rebound',
    ],
    [
      { price: 1_500_000, verifyPrice: 1_500_000, rebound: 'http://user@evil.example/localhost:8080' },
      'rebound',
    ],
    [{ price: 1_500_000, verifyPrice: 1_500_000, rebound: '//evil.example/financial' }, 'rebound'],
    [{ price: 1_500_000, verifyPrice: 1_400_000 }, 'verifyPrice'],
    [{ price: 1_500_000, verifyPrice: 1_500_000, coupon: 'NOSUCHCODE0001' }, 'coupon'],
    [{ price: 19_999_999, verifyPrice: 19_999_999, coupon: 'GIFT15PERCENT1' }, 'coupon'],
    [{ price: 50_000_000, verifyPrice: 50_000_000, coupon: 'GIFT15PERCENT1' }, 'coupon'],
  ])('refuses %j on %s', async (body, field) => {
    const res = await addFunds(body);
    expect(res.status).toBeGreaterThanOrEqual(409);
    expect(Object.keys(res.body.fields)).toEqual([field]);
  });

  it('stores no payment for a return address off the portal, and says so on rebound', async () => {
    const count = () => (t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM payments').get() as { n: number }).n;
    const before = count();
    const res = await addFunds({
      price: 1_500_000,
      verifyPrice: 1_500_000,
      rebound: 'https://evil.example/phish',
    }).expect(422);
    expect(res.body.fields.rebound).toEqual(['The return address is not valid']);
    expect(count()).toBe(before);
  });

  it('expects a discount code to lower the charge', async () => {
    await addFunds({ price: 3_000_000, verifyPrice: 3_000_000, coupon: 'DISCOUNT10OFF1' }).expect(422);
    await addFunds({ price: 3_000_000, verifyPrice: 2_700_000, coupon: 'DISCOUNT10OFF1' }).expect(200);
  });

  it('does not hand another user payment redirect', async () => {
    const res = await addFunds({ price: 1_500_000, verifyPrice: 1_500_000 }).expect(200);
    await t.http.get(res.body.data.url).set(auth(DEBT_BEARER)).expect(404);
  });
});
