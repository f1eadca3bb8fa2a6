import { demoVolumes } from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';
import { responseErrors } from '../testing/responseSchema';
import { sandboxPerTest } from '../testing/apiCalls';

const sandbox = sandboxPerTest();
const now = sandbox.now;
const { get, post } = sandbox;
const count = () => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM volumes').get() as { n: number }).n;
const setStatus = (serverId: number, status: string) =>
  sandbox.db.prepare('UPDATE servers SET status = ? WHERE id = ?').run(status, serverId);

describe('GET /api/v1/cloud/volumes', () => {
  it('lists the seeded volumes newest first, each with its daily cost from the price list', async () => {
    const res = await get('/cloud/volumes').expect(200);
    expect(res.body.data).toEqual(demoVolumes({ now: now() }).map((v) => expect.objectContaining(v)));
    expect(res.body.data.map((v: { name: string; cost: number }) => [v.name, v.cost])).toEqual([
      ['archive', 24_000],
      ['data-1', 48_000],
    ]);
    expect(responseErrors('get', '/cloud/volumes', res.body)).toEqual([]);
  });

  it('localizes the data-center names', async () => {
    const res = await get('/cloud/volumes', 'fa').expect(200);
    expect(res.body.data).toEqual(
      demoVolumes({ now: now(), lang: 'fa' }).map((v) => expect.objectContaining(v)),
    );
  });

  it("never shows another user's volumes", async () => {
    const res = await sandbox.t.http
      .get('/api/v1/cloud/volumes')
      .set('Authorization', `Bearer ${OTP_DEMO.apiToken}`)
      .expect(200);
    expect(res.body.data).toEqual([]);
  });

  it('needs a token', async () => {
    await sandbox.t.http.get('/api/v1/cloud/volumes').expect(401);
  });
});

describe('POST /api/v1/cloud/volumes', () => {
  it('makes a free volume in an open data center and answers its daily cost', async () => {
    const res = await post('/cloud/volumes', { name: 'logs', size: '100', datacenter_id: '2' }).expect(200);
    expect(res.body.message).toBe('The volume logs has been created');
    expect(res.body.data).toMatchObject({
      name: 'logs',
      size: 100,
      status: 'available',
      server: null,
      cost: 48_000,
      datacenter: { id: 2, display_name: 'Tehran 1' },
      created_at: now(),
    });
    expect(responseErrors('post', '/cloud/volumes', res.body)).toEqual([]);
    expect(count()).toBe(3);
  });

  it('answers each broken rule beside its field, in Persian too, and stores nothing', async () => {
    const res = await post('/cloud/volumes', { name: 'my disk', size: '5', datacenter_id: '2' }).expect(422);
    expect(res.body).toEqual({
      success: false,
      message: 'The given data was invalid',
      fields: {
        name: ['Use up to 64 English letters, digits, dash, underscore or period'],
        size: ['Enter a whole size from 10 to 2000 GB'],
      },
    });
    const fa = await post('/cloud/volumes', { name: 'logs', size: '3000', datacenter_id: '2' }, 'fa').expect(
      422,
    );
    expect(fa.body).toEqual({
      success: false,
      message: 'اندازه را به گیگابایت و عدد صحیح از 10 تا 2000 وارد کنید',
      fields: { size: ['اندازه را به گیگابایت و عدد صحیح از 10 تا 2000 وارد کنید'] },
    });
    expect(count()).toBe(2);
  });

  it('refuses an inactive or unknown data center', async () => {
    const res = await post('/cloud/volumes', { name: 'logs', size: '10', datacenter_id: '6' }).expect(422);
    expect(res.body.fields).toEqual({ datacenter_id: ['This data center does not take new resources'] });
    await post('/cloud/volumes', { name: 'logs', size: '10', datacenter_id: '99' }).expect(422);
    expect(count()).toBe(2);
  });

  it('refuses a body the document does not describe (a size that is not a number)', async () => {
    const res = await post('/cloud/volumes', { name: 'logs', size: 'ten', datacenter_id: '2' }).expect(422);
    expect(Object.keys(res.body.fields)).toEqual(['size']);
    expect(count()).toBe(2);
  });
});

describe('attaching and detaching', () => {
  it('attaches a free volume to a server of its data center, and detaches it (POST dettach)', async () => {
    const made = await post('/cloud/volumes', { name: 'logs', size: '20', datacenter_id: '2' }).expect(200);
    const id = made.body.data.id as number;
    const attached = await post('/cloud/volumes/attach', { volume_id: id, server_id: 1 }).expect(200);
    expect(attached.body.message).toBe('The volume has been attached to web-1');
    expect(attached.body.data).toMatchObject({ status: 'in-use', server: { id: 1, name: 'web-1' } });
    expect(responseErrors('post', '/cloud/volumes/attach', attached.body)).toEqual([]);
    const detached = await post('/cloud/volumes/dettach', { volume_id: id }).expect(200);
    expect(detached.body.message).toBe('The volume has been detached from web-1');
    expect(detached.body.data).toMatchObject({ status: 'available', server: null });
  });

  it('refuses a server of another data center', async () => {
    // archive is in Helsinki, web-1 in Tehran 1
    const res = await post('/cloud/volumes/attach', { volume_id: 2, server_id: 1 }).expect(422);
    expect(res.body.fields).toEqual({
      server_id: ['The volume and the server must be in the same data center'],
    });
    expect(
      (sandbox.db.prepare('SELECT server_id FROM volumes WHERE id = 2').get() as { server_id: number | null })
        .server_id,
    ).toBeNull();
  });

  it('refuses a server that is not on or off, with the state message', async () => {
    setStatus(2, 'RESCUING');
    const res = await post('/cloud/volumes/attach', { volume_id: 2, server_id: 2 }).expect(422);
    expect(res.body.message).toBe('Your server cannot perform this operation in this state');
    setStatus(2, 'OFF');
    await post('/cloud/volumes/attach', { volume_id: 2, server_id: 2 }).expect(200);
  });

  it('refuses an attached volume, and detaching a free one', async () => {
    const twice = await post('/cloud/volumes/attach', { volume_id: 1, server_id: 1 }).expect(422);
    expect(twice.body.fields).toEqual({ volume_id: ['This volume is already attached to web-1'] });
    const free = await post('/cloud/volumes/dettach', { volume_id: 2 }).expect(422);
    expect(free.body.fields).toEqual({ volume_id: ['This volume is not attached to a server'] });
  });

  it("treats another user's server or volume as unknown", async () => {
    const db = sandbox.db;
    const other = db
      .prepare(
        "INSERT INTO servers (user_id, name, display_name, status, datacenter_id, os_id, tier, cpu, ram, disk, disk_type, created_at) VALUES (2, 'theirs', 'theirs', 'ON', 1, 1, 'custom', 1, 1, 25, 'ssd', 1)",
      )
      .run().lastInsertRowid;
    const res = await post('/cloud/volumes/attach', { volume_id: 2, server_id: Number(other) }).expect(422);
    expect(res.body.fields).toEqual({ server_id: ['The server does not exist'] });
    const theirs = await sandbox.t.http
      .post('/api/v1/cloud/volumes/dettach')
      .set('Authorization', `Bearer ${OTP_DEMO.apiToken}`)
      .type('form')
      .send({ volume_id: 1 })
      .expect(422);
    expect(theirs.body.fields).toEqual({ volume_id: ['The volume does not exist'] });
  });
});

describe('growing and deleting', () => {
  it('grows a volume, never shrinks it, and prices the new size', async () => {
    const grown = await post('/cloud/volumes/1', { size: 150 }).expect(200);
    expect(grown.body.message).toBe('The volume data-1 now holds 150 GB');
    expect(grown.body.data).toMatchObject({ size: 150, cost: 72_000 });
    const smaller = await post('/cloud/volumes/1', { size: 120 }).expect(422);
    expect(smaller.body.fields).toEqual({ size: ['A volume can only grow: enter more than 150 GB'] });
    await post('/cloud/volumes/99', { size: 200 }).expect(404);
  });

  it('deletes a free volume only (through POST with _method=DELETE)', async () => {
    const attached = await post('/cloud/volumes/1', { _method: 'DELETE' }).expect(422);
    expect(attached.body.fields).toEqual({ volume_id: ['Detach the volume from web-1 before deleting it'] });
    const res = await post('/cloud/volumes/2', { _method: 'DELETE' }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'The volume has been deleted', data: null });
    expect(count()).toBe(1);
    await post('/cloud/volumes/2', { _method: 'DELETE' }).expect(404);
  });
});
