import { advance } from '../testing/cloudServerCalls';
import { responseErrors } from '../testing/responseSchema';
import { MONITOR_TOKEN, OTP_DEMO, sdkCalls } from '../testing/sdkCalls';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

// web-1 (1): on, Tehran 1, 192.0.2.10, in the network backend (1); db-backup (2): off, Helsinki, 198.51.100.24
const sdk = () => sdkCalls(t);
const count = (table: string) =>
  (t.sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
const server = (id: number) =>
  t.sandbox.db.prepare('SELECT public_ip, hourly_cost FROM servers WHERE id = ?').get(id) as {
    public_ip: number;
    hourly_cost: number;
  };

describe('public networks: a public address given and taken', () => {
  it('takes a settled server its address and gives it the next free one, its price following', async () => {
    const before = server(2).hourly_cost;
    const taken = await sdk().post('/cloud/public-networks/detach', { server_id: 2 }).expect(200);
    expect(taken.body.message).toBe('The public address 198.51.100.24 has been taken from the server');
    expect(taken.body.data).toMatchObject({ public_ip: false, interfaces: [] });
    expect(server(2).hourly_cost).toBeLessThan(before);
    const given = await sdk().post('/cloud/public-networks/attach', { server_id: 2 }).expect(200);
    expect(given.body.data.public_ip).toBe(true);
    expect(given.body.data.interfaces).toEqual([
      { ip_address: expect.stringMatching(/^\d+\.\d+\.\d+\.\d+$/), type: 'public' },
    ]);
    expect(server(2).hourly_cost).toBe(before);
    expect(responseErrors('post', '/cloud/public-networks/attach', given.body)).toEqual([]);
  });

  it('refuses a second address, none to take, a server mid-change and another user’s, changing nothing', async () => {
    const twice = await sdk().post('/cloud/public-networks/attach', { server_id: 2 }).expect(422);
    expect(twice.body.fields).toEqual({ server_id: ['This server already has a public address'] });
    await sdk().post('/cloud/public-networks/detach', { server_id: 2 }).expect(200);
    const none = await sdk().post('/cloud/public-networks/detach', { server_id: 2 }, 'fa').expect(422);
    expect(none.body.fields).toEqual({ server_id: ['این سرور نشانی عمومی ندارد'] });
    await sdk().put('/cloud/servers/1/power/reboot').expect(200);
    await sdk().post('/cloud/public-networks/detach', { server_id: 1 }).expect(409);
    await sdkCalls(t, OTP_DEMO.apiToken).post('/cloud/public-networks/detach', { server_id: 1 }).expect(404);
    advance(t, 10);
    expect(server(1).public_ip).toBe(1);
    await sdkCalls(t, MONITOR_TOKEN).post('/cloud/public-networks/detach', { server_id: 1 }).expect(403);
  });
});

describe("private networks the SDK's way", () => {
  it('makes a network from its range alone: the gateway its first host, DHCP the rest but the last', async () => {
    const res = await sdk()
      .post('/cloud/private-networks', { name: 'jobs', cidr: '10.20.0.0/24', datacenter_id: 1 })
      .expect(200);
    expect(res.body.data).toMatchObject({
      subnet: '10.20.0.0/24',
      cidr: '10.20.0.0/24',
      gateway: '10.20.0.1',
      dhcp_from: '10.20.0.2',
      dhcp_to: '10.20.0.253',
      datacenter_id: 1,
      attached_servers: [],
    });
    const bad = await sdk()
      .post('/cloud/private-networks', { name: 'x', cidr: '8.8.0.0/24', datacenter_id: 1 })
      .expect(422);
    expect(Object.keys(bad.body.fields)).toEqual(['cidr']);
  });

  it('changes the name and DNS servers by PUT, and refuses another range or a bad DNS server, changing nothing', async () => {
    const res = await sdk()
      .put('/cloud/private-networks/1', { name: 'backend-main', dns_servers: ['9.9.9.9'] })
      .expect(200);
    expect(res.body.data).toMatchObject({
      name: 'backend-main',
      dns_servers: ['9.9.9.9'],
      subnet: '10.10.0.0/24',
      attached_servers: [1],
    });
    expect(responseErrors('put', '/cloud/private-networks/{network_id}', res.body)).toEqual([]);
    const range = await sdk().put('/cloud/private-networks/1', { cidr: '10.30.0.0/24' }).expect(422);
    expect(Object.keys(range.body.fields)).toEqual(['cidr']);
    const dns = await sdk()
      .put('/cloud/private-networks/1', { dns_servers: ['not-an-ip'] })
      .expect(422);
    expect(Object.keys(dns.body.fields)).toEqual(['dns_servers.0']);
    expect(t.sandbox.db.prepare('SELECT name, dns_servers FROM private_networks WHERE id = 1').get()).toEqual(
      { name: 'backend-main', dns_servers: '["9.9.9.9"]' },
    );
    await sdkCalls(t, OTP_DEMO.apiToken).put('/cloud/private-networks/1', { name: 'mine' }).expect(404);
  });

  it('purges its attachments: every server leaves, the network stays', async () => {
    const res = await sdk().post('/cloud/private-networks/1/purge-attachments').expect(200);
    expect(res.body.data).toMatchObject({ servers: [], attached_servers: [] });
    expect(count('private_network_servers')).toBe(0);
    expect((await sdk().get('/cloud/servers/1').expect(200)).body.data.private_networks).toEqual([]);
    await sdk().delete('/cloud/private-networks/1').expect(200);
    await sdk().post('/cloud/private-networks/1/purge-attachments').expect(404);
  });
});

describe("volumes the SDK's way", () => {
  it('reads one, makes one of a disk family, edits by PUT, detaches by its spelling, and syncs', async () => {
    expect((await sdk().get('/cloud/volumes/1').expect(200)).body.data).toMatchObject({
      id: 1,
      user_id: 1,
      type: 'SSD',
      datacenter_id: 2,
      attached_to: 1,
    });
    const made = await sdk()
      .post('/cloud/volumes', { name: 'logs', size: 20, type: 'NVMe', datacenter_id: 2 })
      .expect(200);
    expect(made.body.data).toMatchObject({ type: 'NVMe', status: 'available' });
    const grown = await sdk().put('/cloud/volumes/2', { size: 60, name: 'archive-2025' }).expect(200);
    expect(grown.body.data).toMatchObject({ size: 60, name: 'archive-2025' });
    await sdk().post('/cloud/volumes/detach', { volume_id: 1 }).expect(200);
    const synced = await sdk().post('/cloud/volumes/sync').expect(200);
    expect(
      synced.body.data.map((v: { id: number; attached_to: number | null }) => [v.id, v.attached_to]),
    ).toEqual([
      [made.body.data.id, null],
      [2, null],
      [1, null],
    ]);
  });

  it('refuses a family unknown or not offered there, a smaller size, and another user’s volume, storing nothing', async () => {
    const unknown = await sdk()
      .post('/cloud/volumes', { name: 'x', size: 20, type: 'TAPE', datacenter_id: 2 })
      .expect(422);
    expect(unknown.body.fields).toEqual({ type: ['Choose a disk type: SSD, NVMe or HDD'] });
    // Helsinki offers SSD and NVMe
    await sdk().post('/cloud/volumes', { name: 'x', size: 20, type: 'HDD', datacenter_id: 1 }).expect(422);
    const shrink = await sdk().put('/cloud/volumes/2', { size: 40 }).expect(422);
    expect(Object.keys(shrink.body.fields)).toEqual(['size']);
    expect(count('volumes')).toBe(2);
    await sdkCalls(t, OTP_DEMO.apiToken).get('/cloud/volumes/1').expect(404);
    await sdkCalls(t, MONITOR_TOKEN).put('/cloud/volumes/2', { size: 60 }).expect(403);
  });
});

describe("snapshots, SSH keys and firewall groups the SDK's way", () => {
  it('reads one snapshot and syncs', async () => {
    expect((await sdk().get('/cloud/snapshots/1').expect(200)).body.data).toMatchObject({
      id: 1,
      user_id: 1,
      server_id: 1,
      status: 'active',
    });
    expect((await sdk().post('/cloud/snapshots/sync').expect(200)).body.data).toHaveLength(2);
    await sdkCalls(t, OTP_DEMO.apiToken).get('/cloud/snapshots/1').expect(404);
  });

  it('makes a group in Tehran 1 when no data center is named, with a description, and a rule in OpenStack names', async () => {
    const group = await sdk()
      .post('/cloud/firewall', { name: 'api', description: 'API servers' })
      .expect(200);
    expect(group.body.data).toMatchObject({
      datacenter: { name: 'ir-thr1' },
      description: 'API servers',
      user_id: 1,
      attached_servers: [],
    });
    const rule = await sdk()
      .post('/cloud/firewall/rule', {
        firewall_id: group.body.data.id,
        direction: 'ingress',
        protocol: 'tcp',
        port_range_min: 8080,
        port_range_max: 8081,
        remote_ip_prefix: '0.0.0.0/0',
      })
      .expect(200);
    expect(rule.body.data.rules).toEqual([
      expect.objectContaining({
        port_min: 8080,
        port_range_min: 8080,
        port_range_max: 8081,
        remote_ip_prefix: '0.0.0.0/0',
      }),
    ]);
    const bad = await sdk()
      .post('/cloud/firewall/rule', {
        firewall_id: group.body.data.id,
        direction: 'ingress',
        protocol: 'tcp',
        port_range_min: 80,
        remote_ip_prefix: 'everywhere',
      })
      .expect(422);
    expect(Object.keys(bad.body.fields)).toEqual(['remote_ip_prefix']);
    const long = await sdk()
      .post('/cloud/firewall', { name: 'other', description: 'x'.repeat(256) })
      .expect(422);
    expect(Object.keys(long.body.fields)).toEqual(['description']);
    expect(count('firewall_groups')).toBe(3);
  });

  it('answers traffic under the SDK path with its month, and chart points with a timestamp', async () => {
    const traffic = await sdk().get('/cloud/servers/traffics').expect(200);
    expect(traffic.body.data[0]).toMatchObject({ server_id: 1, period: '2025-03' });
    expect(responseErrors('get', '/cloud/servers/traffics', traffic.body)).toEqual([]);
    const chart = await sdk().get('/cloud/servers/1/reports', { type: 'cpu', time: '1h' }).expect(200);
    const point = chart.body.data.series[0].points[0];
    expect(point.timestamp).toBe(point.t);
  });
});
