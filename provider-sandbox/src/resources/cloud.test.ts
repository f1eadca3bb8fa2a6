import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';
import { demoServers } from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const list = (lang = 'en', bearer = DEMO_BEARER) =>
  t.http.get('/api/v1/cloud/servers').set('Authorization', bearer).set('Accept-Language', lang);

describe('GET /api/v1/cloud/servers', () => {
  it('gives the seeded servers newest first with status, addresses, data center and OS', async () => {
    const res = await list().expect(200);
    const now = Math.floor(t.clock.now.getTime() / 1000);
    expect(res.body.data).toEqual(demoServers({ now }));
    expect(res.body.data.map((s: { name: string; status: string }) => [s.name, s.status])).toEqual([
      ['db-backup', 'OFF'],
      ['web-1', 'ON'],
    ]);
    expect(res.body.data[1].interfaces).toEqual([
      { ip_address: '192.0.2.10', type: 'public' },
      { ip_address: '10.10.0.5', type: 'private' },
    ]);
  });

  it('answers what the OpenAPI document describes', async () => {
    const res = await list().expect(200);
    expect(responseErrors('get', '/cloud/servers', res.body)).toEqual([]);
  });

  it('localizes the data-center names', async () => {
    const res = await list('fa').expect(200);
    expect(res.body.data).toEqual(demoServers({ now: Math.floor(t.clock.now.getTime() / 1000), lang: 'fa' }));
    expect(res.body.data.map((s: { datacenter: { display_name: string } }) => s.datacenter.display_name)).toEqual(['هلسینکی، فنلاند', 'تهران 1']);
  });

  it('puts a public address first even when a private one was added before it', async () => {
    const db = t.sandbox.db;
    db.prepare("DELETE FROM server_interfaces WHERE server_id = 1").run();
    db.prepare("INSERT INTO server_interfaces (server_id, kind, ip_address, mac_address) VALUES (1, 'private', '10.10.0.9', 'fa:16:3e:00:00:09')").run();
    db.prepare("INSERT INTO server_interfaces (server_id, kind, ip_address, mac_address) VALUES (1, 'public', '192.0.2.99', 'fa:16:3e:00:00:10')").run();
    const res = await list().expect(200);
    expect(res.body.data[1].interfaces.map((i: { ip_address: string }) => i.ip_address)).toEqual(['192.0.2.99', '10.10.0.9']);
  });

  it("never shows another user's servers or addresses", async () => {
    const db = t.sandbox.db;
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO servers (user_id, name, display_name, status, datacenter_id, os_id, tier, cpu, ram, disk, disk_type, created_at)
         VALUES (2, 'their-box', 'their-box', 'BUILD', 3, 6, 'custom', 4, 8, 100, 'nvme', 100)`,
      )
      .run();
    db.prepare("INSERT INTO server_interfaces (server_id, kind, ip_address, mac_address) VALUES (?, 'public', '203.0.113.7', 'fa:16:3e:00:00:77')").run(lastInsertRowid);
    const mine = await list().expect(200);
    expect(mine.body.data.map((s: { name: string }) => s.name)).toEqual(['db-backup', 'web-1']);
    expect(JSON.stringify(mine.body.data)).not.toContain('203.0.113.7');
    const theirs = await list('en', `Bearer ${OTP_DEMO.apiToken}`).expect(200);
    expect(theirs.body.data).toEqual([
      expect.objectContaining({ name: 'their-box', status: 'BUILD', interfaces: [{ ip_address: '203.0.113.7', type: 'public' }] }),
    ]);
    expect(responseErrors('get', '/cloud/servers', theirs.body)).toEqual([]);
  });

  it('needs a token', async () => {
    await t.http.get('/api/v1/cloud/servers').expect(401);
  });
});
