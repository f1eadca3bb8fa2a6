import { advance, nowOf, walletOf } from '../testing/cloudServerCalls';
import { responseErrors } from '../testing/responseSchema';
import { MONITOR_TOKEN, OTP_DEMO, sdkCalls } from '../testing/sdkCalls';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

// web-1 (1): on, Tehran 1, commercial (2 cores, 4 GB, 80 GB); db-backup (2): off, Helsinki, economic (1, 1, 25)
const sdk = () => sdkCalls(t);
const row = (id: number) =>
  t.sandbox.db
    .prepare(
      'SELECT tier, cpu, ram, disk, disk_type, is_test, expires_at, hourly_cost, password, password_shown FROM servers WHERE id = ?',
    )
    .get(id) as Record<string, unknown>;
const TRIAL = {
  name: 'trial-1',
  cpu: 1,
  ram: 1,
  storage: 25,
  storage_type: 'SSD',
  os_id: 1,
  datacenter_id: 2,
  is_test: 1,
};

describe("a server as the provider's SDK reads it", () => {
  it('answers its size, family, place and last change under the SDK names, and polls it settled', async () => {
    const res = await sdk().get('/cloud/servers/1/poll').expect(200);
    expect(res.body.data).toMatchObject({
      id: 1,
      user_id: 1,
      storage: 80,
      storage_type: 'SSD',
      os_id: 1,
      datacenter_id: 2,
    });
    expect(res.body.data.updated_at).toBeGreaterThanOrEqual(res.body.data.created_at);
    expect(responseErrors('get', '/cloud/servers/{server_id}/poll', res.body)).toEqual([]);
    await sdkCalls(t, OTP_DEMO.apiToken).get('/cloud/servers/1/poll').expect(404);
  });
});

describe("a server made the SDK's way", () => {
  it('reads storage and storage_type as the disk, and cores, memory and disk of a tier as that tier', async () => {
    const res = await sdk().post('/cloud/servers', TRIAL).expect(200);
    expect(res.body.data).toMatchObject({ tier: 'economic', disk: 25, disk_type: 'ssd', is_test: true });
    const custom = await sdk()
      .post('/cloud/servers', {
        ...TRIAL,
        name: 'api-2',
        cpu: 3,
        ram: 6,
        storage: 60,
        storage_type: 'NVMe',
        is_test: 0,
      })
      .expect(200);
    expect(custom.body.data).toMatchObject({
      tier: 'custom',
      cpu: 3,
      ram: 6,
      disk: 60,
      disk_type: 'nvme',
      storage_type: 'NVMe',
    });
  });

  it('refuses a snapshot to start from and a disk family the data center lacks, naming the fields sent, and makes nothing', async () => {
    const before = t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM servers').get();
    const snap = await sdk()
      .post('/cloud/servers', { ...TRIAL, snapshot_id: 1 })
      .expect(422);
    expect(Object.keys(snap.body.fields)).toEqual(['snapshot_id']);
    // Tabriz (4) offers SSD only
    const family = await sdk()
      .post('/cloud/servers', { ...TRIAL, datacenter_id: 4, is_test: 0, storage_type: 'HDD' })
      .expect(422);
    expect(Object.keys(family.body.fields)).toEqual(['storage_type']);
    expect(t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM servers').get()).toEqual(before);
  });
});

describe('changes the SDK makes by PUT', () => {
  it('resizes by cores and memory, keeping the disk, and reinstalls', async () => {
    const res = await sdk().put('/cloud/servers/2/rebuild/hardware', { cpu: 2, ram: 4 }).expect(200);
    expect(res.body.data.status).toBe('REBUILD');
    expect(row(2)).toMatchObject({ tier: 'custom', cpu: 2, ram: 4, disk: 25 });
    expect(responseErrors('put', '/cloud/servers/{server_id}/rebuild/hardware', res.body)).toEqual([]);
    // a change under way takes no other
    await sdk().put('/cloud/servers/2/rebuild/software', { os_id: 2 }).expect(409);
    advance(t, 9);
    expect(
      (await sdk().put('/cloud/servers/2/rebuild/software', { os_id: 2 }).expect(200)).body.data.status,
    ).toBe('RELOAD');
  });

  it('refuses a size out of bounds or an unknown system, and changes nothing', async () => {
    const size = await sdk().put('/cloud/servers/2/rebuild/hardware', { cpu: 99, ram: 4 }).expect(422);
    expect(Object.keys(size.body.fields)).toEqual(['cpu']);
    const os = await sdk().put('/cloud/servers/2/rebuild/software', { os_id: 99 }).expect(422);
    expect(Object.keys(os.body.fields)).toEqual(['os_id']);
    expect(row(2)).toMatchObject({ tier: 'economic', cpu: 1, ram: 1, disk: 25 });
  });

  it("sets the customer's own root password, held to the password rules; none sent makes a new one", async () => {
    const weak = await sdk().put('/cloud/servers/1/reset-password', { password: 'short' }, 'fa').expect(422);
    expect(weak.body.fields).toEqual({ password: ['رمز عبور باید 8 تا 256 نویسه باشد'] });
    const seeded = row(1).password;
    await sdk().put('/cloud/servers/1/reset-password', { password: 'Web-01-Root-2025' }).expect(200);
    expect(row(1)).toMatchObject({ password: 'Web-01-Root-2025', password_shown: 1 });
    expect(seeded).not.toBe('Web-01-Root-2025');
    // the customer chose it: there is nothing to show once
    await sdk().post('/cloud/servers/1/get-password').expect(409);
    const made = await sdk().put('/cloud/servers/1/reset-password').expect(200);
    expect(made.body.data.password).toBe(row(1).password);
    // an off server has no running system to set it in
    await sdk().put('/cloud/servers/2/reset-password', { password: 'Web-01-Root-2025' }).expect(409);
  });

  it('turns autopilot on and off by the SDK paths', async () => {
    expect((await sdk().post('/cloud/servers/2/autopilot/enable').expect(200)).body.data.autopilot).toBe(
      true,
    );
    expect((await sdk().delete('/cloud/servers/2/autopilot/disable').expect(200)).body.data.autopilot).toBe(
      false,
    );
  });
});

describe('a trial server kept (permenant)', () => {
  it('stops ending with its day and is billed from now on, its first hour charged now', async () => {
    const id = (await sdk().post('/cloud/servers', TRIAL).expect(200)).body.data.id as number;
    advance(t, 15);
    const wallet = walletOf(t);
    const res = await sdk().post(`/cloud/servers/${id}/permenant`).expect(200);
    expect(res.body.message).toBe('The server is kept: it is billed by the hour from now on');
    expect(res.body.data).toMatchObject({ is_test: false, expires_at: null });
    expect(responseErrors('post', '/cloud/servers/{server_id}/permenant', res.body)).toEqual([]);
    const cost = row(id).hourly_cost as number;
    expect(cost).toBeGreaterThan(0);
    expect(walletOf(t)).toBe(wallet - cost);
    // a day later it is still there
    advance(t, 2 * 86_400);
    await sdk().get(`/cloud/servers/${id}`).expect(200);
  });

  it('refuses a server that is not a trial, and a wallet that does not cover the first hour, changing nothing', async () => {
    const plain = await sdk().post('/cloud/servers/1/permenant').expect(422);
    expect(plain.body.fields).toEqual({ server_id: ['This server is not a trial server'] });
    const id = (await sdk().post('/cloud/servers', TRIAL).expect(200)).body.data.id as number;
    advance(t, 15);
    t.sandbox.db.prepare('UPDATE wallets SET balance = 0 WHERE user_id = 1').run();
    await sdk().post(`/cloud/servers/${id}/permenant`).expect(422);
    expect(row(id)).toMatchObject({ is_test: 1, hourly_cost: 0 });
    expect(row(id).expires_at).toBe(nowOf(t) - 15 + 86_400);
  });

  it('needs the servers permission of an API token', async () => {
    const res = await sdkCalls(t, MONITOR_TOKEN).post('/cloud/servers/1/permenant').expect(403);
    expect(res.body.message).toBe('This API token does not have the cloud.servers.write permission');
  });
});
