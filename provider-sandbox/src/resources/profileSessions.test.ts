import { DEMO_BEARER, loginDemo, startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

describe('sessions', () => {
  it('lists the active sessions with device, arrival and address, this one marked', async () => {
    const token = await loginDemo(t);
    const res = await t.http
      .get('/api/v1/auth/tokens')
      .set('Authorization', `Bearer ${token}`)
      .set('User-Agent', 'curl/8.5.0')
      .expect(200);
    expect(res.body.data).toHaveLength(3);
    expect(res.body.data[0]).toMatchObject({
      current: true,
      created_at: Math.floor(t.clock.now.getTime() / 1000),
    });
    expect(res.body.data.slice(1)).toMatchObject([
      { device: 'Firefox 133 on Windows', ip: '198.51.100.23', current: false },
      { device: 'Safari 18 on iOS', ip: '2001:db8:85a3::8a2e:370:7334', current: false },
    ]);
  });

  it('ends another session: its token stops working and it leaves the list', async () => {
    const mine = await loginDemo(t);
    const other = await loginDemo(t);
    const list = (await t.http.get('/api/v1/auth/tokens').set('Authorization', `Bearer ${mine}`)).body
      .data as { id: number; current: boolean }[];
    const otherId = list.find((s) => !s.current)?.id as number;
    const res = await t.http
      .post(`/api/v1/auth/tokens/${otherId}`)
      .set('Authorization', `Bearer ${mine}`)
      .type('form')
      .send({ _method: 'DELETE' })
      .expect(200);
    expect(res.body).toMatchObject({ message: 'The session has ended', data: { current: false } });
    await t.http.get('/api/v1/auth/profile').set('Authorization', `Bearer ${other}`).expect(401);
    const after = (await t.http.get('/api/v1/auth/tokens').set('Authorization', `Bearer ${mine}`)).body
      .data as { id: number }[];
    expect(after.map((s) => s.id)).not.toContain(otherId);
  });

  it('ending this session logs it out', async () => {
    const mine = await loginDemo(t);
    const list = (await t.http.get('/api/v1/auth/tokens').set('Authorization', `Bearer ${mine}`)).body
      .data as { id: number; current: boolean }[];
    const res = await t.http
      .delete(`/api/v1/auth/tokens/${list.find((s) => s.current)?.id}`)
      .set('Authorization', `Bearer ${mine}`)
      .expect(200);
    expect(res.body.data).toEqual({ current: true });
    await t.http.get('/api/v1/auth/profile').set('Authorization', `Bearer ${mine}`).expect(401);
  });

  it("answers an unknown or another account's session as missing", async () => {
    const mine = `Bearer ${await loginDemo(t)}`;
    await t.http.delete('/api/v1/auth/tokens/9999').set('Authorization', mine).expect(404);
    // token 2 is the other account's API token, never a session of this one
    const res = await t.http.delete('/api/v1/auth/tokens/2').set('Authorization', mine).expect(404);
    expect(res.body.message).toBe('The session does not exist');
    await t.http.delete('/api/v1/auth/tokens/abc').set('Authorization', mine).expect(422);
  });

  it("neither lists nor ends sessions for an API token, even the seed's full one, ending nothing", async () => {
    const mine = await loginDemo(t);
    const message = 'This setting can only be changed from a signed-in portal session';
    expect(
      (await t.http.get('/api/v1/auth/tokens').set('Authorization', DEMO_BEARER).expect(403)).body,
    ).toEqual({ success: false, message });
    const list = (await t.http.get('/api/v1/auth/tokens').set('Authorization', `Bearer ${mine}`)).body
      .data as { id: number }[];
    for (const { id } of list) {
      await t.http
        .post(`/api/v1/auth/tokens/${id}`)
        .set('Authorization', DEMO_BEARER)
        .type('form')
        .send({ _method: 'DELETE' })
        .expect(403);
    }
    const after = (await t.http.get('/api/v1/auth/tokens').set('Authorization', `Bearer ${mine}`).expect(200))
      .body.data as { id: number }[];
    expect(after).toEqual(list);
  });
});
