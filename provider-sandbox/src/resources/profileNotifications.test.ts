import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const get = async () =>
  (
    await t.http
      .get('/api/v1/auth/profile/notification-preference')
      .set('Authorization', DEMO_BEARER)
      .expect(200)
  ).body.data as { event: string; sms: boolean; email: boolean; group: string }[];

describe('notification preferences', () => {
  it('starts from the defaults of each event, grouped', async () => {
    const list = await get();
    expect(list.find((p) => p.event === 'ticket_replied')).toEqual({
      event: 'ticket_replied',
      group: 'ticketing',
      sms: true,
      email: true,
    });
    expect(new Set(list.map((p) => p.group))).toEqual(
      new Set(['ticketing', 'financial', 'server', 'domain']),
    );
  });

  it('changes one channel of one event and keeps it', async () => {
    const res = await t.http
      .post('/api/v1/auth/profile/notification-preference')
      .set('Authorization', DEMO_BEARER)
      .type('form')
      .send('_method=PUT&preferences[ticket_replied][sms]=0')
      .expect(200);
    expect(res.body.message).toBe('Settings successfully applied');
    expect((await get()).find((p) => p.event === 'ticket_replied')).toMatchObject({
      sms: false,
      email: true,
    });
  });

  it('refuses an unknown event or a value that is not a boolean, storing nothing', async () => {
    const unknown = await t.http
      .put('/api/v1/auth/profile/notification-preference')
      .set('Authorization', DEMO_BEARER)
      .send({ preferences: { nope: { sms: true } } })
      .expect(422);
    expect(unknown.body.fields).toEqual({ 'preferences.nope': ['This event does not exist'] });
    await t.http
      .put('/api/v1/auth/profile/notification-preference')
      .set('Authorization', DEMO_BEARER)
      .send({ preferences: { ticket_replied: { sms: 'maybe' } } })
      .expect(422);
    expect((await get()).find((p) => p.event === 'ticket_replied')).toMatchObject({ sms: true });
  });
});
