import type { SandboxContext } from '../http/router';
import { createServerLinks } from '../cloud/serverLinks';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { checkCode, listOutbox, secondsSinceLastCode, sendCode } from './outbox';

describe('the sandbox outbox', () => {
  let t: TestSandbox;
  let ctx: SandboxContext;
  beforeEach(() => {
    t = startTestSandbox({ testRoutes: true });
    ctx = {
      db: t.sandbox.db,
      now: () => t.clock.now,
      nowSec: () => Math.floor(t.clock.now.getTime() / 1000),
      uploadsDir: t.dir,
      publicOrigin: 'http://localhost',
      portalOrigins: ['http://localhost'],
      serverLinks: createServerLinks(),
      consoles: t.sandbox.consoles,
    };
  });
  afterEach(() => t.close());

  const text = { en: 'Your code is {code}', fa: 'کد شما {code} است' };

  it('keeps a six-digit code in both languages, readable at /__sandbox/outbox, newest first', async () => {
    const first = sendCode(ctx, {
      userId: 1,
      channel: 'sms',
      recipient: '09120000000',
      purpose: 'phone-change',
      text,
    });
    const second = sendCode(ctx, {
      userId: 1,
      channel: 'email',
      recipient: 'a@example.com',
      purpose: 'email-change',
      text,
    });
    expect(first.code).toMatch(/^\d{6}$/);
    expect(first.body_en).toBe(`Your code is ${first.code}`);
    expect(first.body_fa).toBe(`کد شما ${first.code} است`);
    const all = await t.http.get('/__sandbox/outbox').expect(200);
    expect(all.body.data.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    const one = await t.http.get('/__sandbox/outbox').query({ recipient: '09120000000' }).expect(200);
    expect(one.body.data).toHaveLength(1);
    expect(one.body.data[0].code).toBe(first.code);
  });

  it('accepts the newest code once, refuses a wrong one without using it up, and lets codes expire', () => {
    const old = sendCode(ctx, {
      userId: 7,
      channel: 'sms',
      recipient: 'x',
      purpose: 'domain-delete:3',
      text,
    });
    const sent = sendCode(ctx, {
      userId: 7,
      channel: 'sms',
      recipient: 'x',
      purpose: 'domain-delete:3',
      text,
    });
    const wrong = sent.code === '000000' ? '111111' : '000000';
    expect(checkCode(ctx, { userId: 7, purpose: 'domain-delete:3', code: wrong })).toBe('wrong');
    if (old.code !== sent.code)
      expect(checkCode(ctx, { userId: 7, purpose: 'domain-delete:3', code: old.code })).toBe('wrong');
    expect(checkCode(ctx, { userId: 7, purpose: 'domain-delete:3', code: sent.code })).toBe('ok');
    expect(checkCode(ctx, { userId: 8, purpose: 'domain-delete:3', code: sent.code })).toBe('none');

    const later = sendCode(ctx, {
      userId: 7,
      channel: 'sms',
      recipient: 'x',
      purpose: 'p',
      text,
      ttlSeconds: 60,
    });
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect(checkCode(ctx, { userId: 7, purpose: 'p', code: later.code })).toBe('expired');
    expect(secondsSinceLastCode(ctx, 7, 'p')).toBe(61);
    expect(secondsSinceLastCode(ctx, 7, 'never')).toBe(Number.POSITIVE_INFINITY);
    expect(listOutbox(ctx, { userId: 7, purpose: 'p' })).toHaveLength(1);
  });

  it('is emptied by a reset', async () => {
    sendCode(ctx, { userId: 1, channel: 'sms', recipient: 'x', purpose: 'p', text });
    await t.http.post('/__sandbox/reset').expect(200);
    expect(listOutbox(ctx)).toEqual([]);
  });
});

describe('the sandbox clock route', () => {
  let t: TestSandbox;
  beforeEach(() => {
    t = startTestSandbox({ testRoutes: true });
  });
  afterEach(() => t.close());

  it('advances the time every rule reads, refuses to go back, and a reset puts it back', async () => {
    const before = await t.http.get('/__sandbox/clock').expect(200);
    expect(before.body.data).toEqual({ now: '2025-03-15T10:00:00.000Z', offset_seconds: 0 });
    const moved = await t.http
      .post('/__sandbox/clock')
      .type('form')
      .send({ advance_seconds: '1800' })
      .expect(200);
    expect(moved.body.data).toEqual({ now: '2025-03-15T10:30:00.000Z', offset_seconds: 1800 });
    const refused = await t.http.post('/__sandbox/clock').send({ advance_seconds: -5 }).expect(422);
    expect(refused.body.fields.advance_seconds).toHaveLength(1);
    await t.http.post('/__sandbox/reset').expect(200);
    expect((await t.http.get('/__sandbox/clock').expect(200)).body.data.offset_seconds).toBe(0);
  });
});
