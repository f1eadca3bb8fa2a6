import { join } from 'node:path';
import { RESOURCES } from '../resources';
import { echoResource } from '../testing/echoResource';
import { DEMO_BEARER, solveCaptcha, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { DEMO } from '../db/seed';

const ECHO_DOC = join(__dirname, '..', 'testing', 'echo-openapi.yaml');

describe("booleans as the provider's clients send them", () => {
  let t: TestSandbox;
  beforeAll(() => {
    t = startTestSandbox({ openApiPath: ECHO_DOC, resources: [...RESOURCES, echoResource] });
  });
  afterAll(() => t.close());

  const order = (urgent: string) =>
    t.http
      .post('/api/v1/echo')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send(`items[0][name]=disk&items[0][qty]=1&urgent=${urgent}`);

  it.each([
    ['1', true],
    ['0', false],
    ['true', true],
    ['false', false],
  ])('takes %s in a form body as %s', async (sent, stored) => {
    const res = await order(sent).expect(200);
    expect(res.body.data.body.urgent).toBe(stored);
  });

  it.each([
    [1, true],
    [0, false],
    [true, true],
    [false, false],
    ['1', true],
    ['0', false],
  ])('takes %j in a JSON body as %s', async (sent, stored) => {
    const res = await t.http
      .post('/api/v1/echo')
      .set('Authorization', DEMO_BEARER)
      .send({ items: [{ name: 'disk', qty: 1 }], urgent: sent })
      .expect(200);
    expect(res.body.data.body.urgent).toBe(stored);
  });

  it.each(['yes', '2', 'on', ''])("refuses %j with the field's message", async (sent) => {
    const res = await order(sent).set('Accept-Language', 'en').expect(422);
    expect(res.body.fields).toEqual({ urgent: ['Must be of type boolean'] });
  });
});

describe("the provider's calls with the bodies its clients send", () => {
  let t: TestSandbox;
  beforeEach(() => {
    t = startTestSandbox();
  });
  afterEach(() => t.close());

  it('releases a held coupon with remove_pending=1 as with remove_pending=true', async () => {
    const check = (query: string) =>
      t.http
        .post(`/submit/financial/check-coupon${query}`)
        .set('Authorization', DEMO_BEARER)
        .set('Accept-Language', 'en')
        .type('form')
        .send({ code: 'PENDINGCOUPON1' });
    await check('?remove_pending=0').expect(409);
    const released = await check('?remove_pending=1').expect(200);
    expect(released.body.data).toMatchObject({ code: 'PENDINGCOUPON1', cc_percent: 5 });
    const wrong = await check('?remove_pending=maybe').expect(422);
    expect(wrong.body.fields).toEqual({ remove_pending: ['Must be of type boolean'] });
  });

  it('signs in with a JSON body as with a form body', async () => {
    const captcha = await solveCaptcha(t);
    const res = await t.http
      .post('/api/v1/auth/login')
      .send({ username: DEMO.email, password: DEMO.password, ...captcha })
      .expect(200);
    const token = res.body.data.token as string;
    const profile = await t.http
      .get('/api/v1/auth/profile')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(profile.body.data.email).toBe(DEMO.email);
  });

  it('starts a top-up from a JSON body with numbers, and refuses a bad one field by field', async () => {
    const body = {
      price: 1_500_000,
      verifyPrice: 1_500_000,
      gateway: 1,
      rebound: 'http://localhost:8080/financial/payment-result',
      coupon: '',
    };
    const res = await t.http
      .post('/submit/financial/add-funds')
      .set('Authorization', DEMO_BEARER)
      .send(body)
      .expect(200);
    expect(res.body.data.url).toMatch(/^\/submit\/financial\/payments\/[0-9a-f]{24}$/);
    const bad = await t.http
      .post('/submit/financial/add-funds')
      .set('Authorization', DEMO_BEARER)
      .set('Accept-Language', 'en')
      .send({ ...body, price: 'lots' })
      .expect(422);
    expect(Object.keys(bad.body.fields)).toEqual(['price']);
  });

  it('tunnels PUT through a JSON POST with _method, as through a form', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile')
      .set('Authorization', DEMO_BEARER)
      .send({ _method: 'PUT', name: 'Jsonia' })
      .expect(200);
    expect(res.body.data.name).toBe('Jsonia');
  });
});
