import { demoSnapshots } from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';
import { apiCalls, sandboxPerTest } from '../testing/apiCalls';
import { responseErrors } from '../testing/responseSchema';

const sandbox = sandboxPerTest();
const { get, post } = sandbox;
const count = () => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM snapshots').get() as { n: number }).n;
const server = (id: number) =>
  sandbox.db.prepare('SELECT status, os_id, used_disk, disk FROM servers WHERE id = ?').get(id) as {
    status: string;
    os_id: number;
    used_disk: number;
    disk: number;
  };

describe('GET /api/v1/cloud/snapshots', () => {
  it('lists the seeded snapshots newest first, priced on the space they use', async () => {
    const res = await get('/cloud/snapshots').expect(200);
    expect(res.body.data).toEqual(
      demoSnapshots({ now: sandbox.now() }).map((x) => expect.objectContaining(x)),
    );
    expect(
      res.body.data.map((s: { name: string; disk_size: number; size: number; cost: number }) => [
        s.name,
        s.disk_size,
        s.size,
        s.cost,
      ]),
    ).toEqual([
      ['db-backup.weekly', 25, 13.5, 6_480],
      ['web-1-before-upgrade', 80, 30.4, 14_592],
    ]);
    expect(responseErrors('get', '/cloud/snapshots', res.body)).toEqual([]);
    const fa = await get('/cloud/snapshots', 'fa').expect(200);
    expect(fa.body.data).toEqual(
      demoSnapshots({ now: sandbox.now(), lang: 'fa' }).map((x) => expect.objectContaining(x)),
    );
  });

  it("never shows another user's snapshots", async () => {
    const res = await apiCalls(sandbox.t, `Bearer ${OTP_DEMO.apiToken}`).get('/cloud/snapshots').expect(200);
    expect(res.body.data).toEqual([]);
  });
});

describe('POST /api/v1/cloud/snapshots', () => {
  it("takes a snapshot of a server's disk: its capacity, the space used and its system", async () => {
    const res = await post('/cloud/snapshots', { server_id: 1, name: 'web-1.march' }).expect(200);
    expect(res.body.message).toBe('The snapshot web-1.march has been taken');
    expect(res.body.data).toMatchObject({
      name: 'web-1.march',
      server: { id: 1, name: 'web-1' },
      disk_size: 80,
      size: 30.4,
      os: { id: 1 },
      datacenter: { id: 2 },
    });
    expect(responseErrors('post', '/cloud/snapshots', res.body)).toEqual([]);
    expect(count()).toBe(3);
  });

  it('refuses a name outside the rule, a taken name and an unknown server, storing nothing', async () => {
    const bad = await post('/cloud/snapshots', { server_id: 1, name: 'web_1 march' }).expect(422);
    expect(bad.body.fields).toEqual({ name: ['Use up to 64 English letters, digits, dash and period'] });
    const taken = await post('/cloud/snapshots', { server_id: 1, name: 'web-1-before-upgrade' }).expect(422);
    expect(taken.body.fields).toEqual({ name: ['You already have a snapshot with this name'] });
    const unknown = await post('/cloud/snapshots', { server_id: 99, name: 'x' }, 'fa').expect(422);
    expect(unknown.body.fields).toEqual({ server_id: ['سرور وجود ندارد'] });
    expect(count()).toBe(2);
  });

  it('refuses a server that is being built', async () => {
    sandbox.db.prepare("UPDATE servers SET status = 'BUILD' WHERE id = 1").run();
    const res = await post('/cloud/snapshots', { server_id: 1, name: 'during-build' }).expect(422);
    expect(res.body.message).toBe('Your server cannot perform this operation in this state');
    expect(count()).toBe(2);
  });
});

describe('restoring', () => {
  it('refuses a disk smaller than the one the snapshot was taken from, and says why', async () => {
    const before = server(2);
    const res = await post('/cloud/snapshots/1/restore', { server_id: 2 }).expect(422);
    expect(res.body).toEqual({
      success: false,
      message: 'This snapshot needs a disk of at least 80 GB; db-backup has 25 GB',
      fields: { server_id: ['This snapshot needs a disk of at least 80 GB; db-backup has 25 GB'] },
    });
    const fa = await post('/cloud/snapshots/1/restore', { server_id: 2 }, 'fa').expect(422);
    expect(fa.body.message).toBe(
      'این اسنپ‌شات دیسکی دست‌کم 80 گیگابایتی می‌خواهد؛ دیسک db-backup 25 گیگابایت است',
    );
    expect(server(2)).toEqual(before);
  });

  it('restores onto a disk of equal or larger capacity: the server takes its system and data', async () => {
    const res = await post('/cloud/snapshots/2/restore', { server_id: 1 }).expect(200);
    expect(res.body.message).toBe('The snapshot is being restored onto web-1');
    expect(responseErrors('post', '/cloud/snapshots/{snapshot_id}/restore', res.body)).toEqual([]);
    // Debian 12, 13.5 GB of web-1's 80 GB
    expect(server(1)).toMatchObject({ os_id: 3, used_disk: 16.9 });
  });

  it('refuses a server in a passing state, and an unknown snapshot', async () => {
    sandbox.db.prepare("UPDATE servers SET status = 'RESTARTING' WHERE id = 1").run();
    const res = await post('/cloud/snapshots/2/restore', { server_id: 1 }).expect(422);
    expect(res.body.fields).toEqual({
      server_id: ['Your server cannot perform this operation in this state'],
    });
    await post('/cloud/snapshots/99/restore', { server_id: 1 }).expect(404);
  });
});

describe('deleting', () => {
  it('deletes a snapshot (POST with _method=DELETE); a deleted server leaves its snapshots with no server', async () => {
    await post('/cloud/snapshots/1', { _method: 'DELETE' }).expect(200);
    expect(count()).toBe(1);
    await post('/cloud/snapshots/1', { _method: 'DELETE' }).expect(404);
    sandbox.db.prepare('DELETE FROM servers WHERE id = 2').run();
    const res = await get('/cloud/snapshots').expect(200);
    expect(res.body.data).toEqual([expect.objectContaining({ name: 'db-backup.weekly', server: null })]);
    expect(responseErrors('get', '/cloud/snapshots', res.body)).toEqual([]);
  });
});
