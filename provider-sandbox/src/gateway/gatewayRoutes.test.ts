import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { OTP_DEMO } from '../db/seed';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox({ publicOrigin: 'http://portal.test', portalOrigins: ['http://portal.test'] });
});
afterEach(() => t.close());

const REBOUND = 'http://portal.test/financial/payment-result?from=dialog';
const DEBT_BEARER = `Bearer ${OTP_DEMO.apiToken}`;

async function startPayment(
  body: Record<string, unknown>,
  bearer = DEMO_BEARER,
  lang = 'en',
): Promise<{ id: string; pagePath: string }> {
  const res = await t.http
    .post('/submit/financial/add-funds')
    .set('Authorization', bearer)
    .set('Accept-Language', lang)
    .type('form')
    .send({ gateway: 2, rebound: REBOUND, coupon: '', ...body })
    .expect(200);
  const second = await t.http
    .get(res.body.data.url)
    .set('Authorization', bearer)
    .set('Accept-Language', lang)
    .expect(200);
  const url = new URL(second.body.data.redirectUrl as string);
  expect(url.origin).toBe('http://portal.test');
  return { id: url.pathname.split('/').pop() as string, pagePath: `${url.pathname}${url.search}` };
}

const wallet = async (bearer = DEMO_BEARER) =>
  (await t.http.get('/api/v1/financial/billing/balance').set('Authorization', bearer).expect(200)).body.data;
const transactions = async (bearer = DEMO_BEARER) =>
  (
    await t.http
      .get('/api/v1/financial/transactions')
      .set('Authorization', bearer)
      .set('Accept-Language', 'en')
      .expect(200)
  ).body.data;

describe('stand-in bank gateway', () => {
  it('shows the bank page in English with the amount and Pay and Cancel forms, without any script', async () => {
    const { pagePath } = await startPayment({ price: 1_500_000, verifyPrice: 1_500_000 });
    const page = await t.http.get(pagePath).expect(200).expect('Content-Type', /html/);
    expect(page.text).toContain('<html lang="en" dir="ltr">');
    expect(page.text).toContain('Mellat Bank');
    expect(page.text).toContain('1,500,000');
    expect(page.text).toMatch(/<form method="post"[^>]*>.*value="pay".*>Pay<\/button>/);
    expect(page.text).toContain('>Cancel</button>');
    expect(page.text).not.toMatch(/<script/i);
  });

  it('shows the bank page in Persian, right to left, by ?lang=fa', async () => {
    const { id } = await startPayment({ price: 1_500_000, verifyPrice: 1_500_000 }, DEMO_BEARER, 'fa');
    const page = await t.http.get(`/gateway/pay/${id}?lang=fa`).expect(200);
    expect(page.text).toContain('<html lang="fa" dir="rtl">');
    expect(page.text).toContain('>پرداخت</button>');
    expect(page.text).toContain('>انصراف</button>');
  });

  it('credits the wallet with the amount, records a transaction and returns to the rebound with the success flag', async () => {
    const before = await wallet();
    const { id } = await startPayment({ price: 1_500_000, verifyPrice: 1_500_000 });
    const pay = await t.http
      .post(`/gateway/pay/${id}`)
      .type('form')
      .send({ action: 'pay', lang: 'en' })
      .expect(303);
    expect(pay.headers.location).toBe(`/gateway/return/${id}`);
    const back = await t.http.get(pay.headers.location as string).expect(303);
    const target = new URL(back.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe('http://portal.test/financial/payment-result');
    expect(Object.fromEntries(target.searchParams)).toEqual({ from: 'dialog', payment: 'success', ref: id });
    expect((await wallet()).balance).toBe(before.balance + 1_500_000);
    const [latest] = await transactions();
    expect(latest).toEqual(
      expect.objectContaining({
        amount: 1_500_000,
        vat: 0,
        result: 'success',
        payment_method: 'gateway',
        gateway: 'mellat',
        description: 'Wallet top-up',
      }),
    );
  });

  it('credits once when the browser comes back twice or the form is sent again', async () => {
    const before = await wallet();
    const { id } = await startPayment({ price: 3_000_000, verifyPrice: 3_000_000 });
    await t.http.post(`/gateway/pay/${id}`).type('form').send({ action: 'pay' }).expect(303);
    await t.http.get(`/gateway/return/${id}`).expect(303);
    await t.http.post(`/gateway/pay/${id}`).type('form').send({ action: 'pay' }).expect(303);
    const again = await t.http.get(`/gateway/return/${id}`).expect(303);
    expect(again.headers.location).toContain('payment=success');
    expect((await wallet()).balance).toBe(before.balance + 3_000_000);
    expect(await transactions()).toHaveLength(7);
    const page = await t.http.get(`/gateway/pay/${id}?lang=en`).expect(200);
    expect(page.text).toContain('already been processed');
  });

  it('adds the gift of a gift code to what is credited', async () => {
    const before = await wallet();
    const { id } = await startPayment({
      price: 20_000_000,
      verifyPrice: 20_000_000,
      coupon: 'GIFT15PERCENT1',
    });
    await t.http.post(`/gateway/pay/${id}`).type('form').send({ action: 'pay' }).expect(303);
    await t.http.get(`/gateway/return/${id}`).expect(303);
    expect((await wallet()).balance).toBe(before.balance + 23_000_000);
    expect((await transactions())[0].description).toBe('Wallet top-up with gift code');
  });

  it('credits nothing on cancel, records a failed transaction and returns with the failure flag', async () => {
    const before = await wallet();
    const { id } = await startPayment({ price: 1_500_000, verifyPrice: 1_500_000 });
    await t.http.post(`/gateway/pay/${id}`).type('form').send({ action: 'cancel' }).expect(303);
    const back = await t.http.get(`/gateway/return/${id}`).expect(303);
    expect(back.headers.location).toContain('payment=failed');
    expect(await wallet()).toEqual(before);
    expect((await transactions())[0]).toEqual(
      expect.objectContaining({ result: 'failed', amount: 1_500_000 }),
    );
    // a late "pay" after the cancel changes nothing
    await t.http.post(`/gateway/pay/${id}`).type('form').send({ action: 'pay' }).expect(303);
    await t.http.get(`/gateway/return/${id}`).expect(303);
    expect(await wallet()).toEqual(before);
  });

  it('settles the debt of an account in debt', async () => {
    expect(await wallet(DEBT_BEARER)).toEqual({ balance: -350_000, credit: 0, debt: 350_000 });
    const { id } = await startPayment({ price: 1_500_000, verifyPrice: 1_500_000 }, DEBT_BEARER);
    await t.http.post(`/gateway/pay/${id}`).type('form').send({ action: 'pay' }).expect(303);
    await t.http.get(`/gateway/return/${id}`).expect(303);
    expect(await wallet(DEBT_BEARER)).toEqual({ balance: 1_150_000, credit: 0, debt: 0 });
  });

  it('answers 404 pages for unknown payments and the second call refuses a settled one', async () => {
    await t.http.get('/gateway/pay/nope').expect(404);
    await t.http.get('/gateway/return/nope').expect(404);
    const res = await t.http
      .post('/submit/financial/add-funds')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send({ gateway: 1, rebound: REBOUND, coupon: '', price: 1_500_000, verifyPrice: 1_500_000 })
      .expect(200);
    const id = (res.body.data.url as string).split('/').pop();
    await t.http.get(`/gateway/return/${id}`).expect(303);
    await t.http.get(res.body.data.url).set('Authorization', DEMO_BEARER).expect(409);
  });
});
