import { demoNetworks } from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';
import { apiCalls, sandboxPerTest } from '../testing/apiCalls';
import { responseErrors } from '../testing/responseSchema';

const sandbox = sandboxPerTest();
const { get, post } = sandbox;
const networks = () =>
  (sandbox.db.prepare('SELECT COUNT(*) AS n FROM private_networks').get() as { n: number }).n;
const interfacesOf = (serverId: number) =>
  (
    sandbox.db
      .prepare('SELECT kind, ip_address FROM server_interfaces WHERE server_id = ? ORDER BY id')
      .all(serverId) as { kind: string; ip_address: string }[]
  ).map((i) => `${i.kind} ${i.ip_address}`);
const app = {
  name: 'app',
  datacenter_id: 2,
  subnet: '10.20.0.0/24',
  gateway: '10.20.0.1',
  dhcp_from: '10.20.0.10',
  dhcp_to: '10.20.0.200',
  dns_servers: ['1.1.1.1', '9.9.9.9'],
};

describe('GET /api/v1/cloud/private-networks', () => {
  it('lists the networks with their servers and addresses', async () => {
    const res = await get('/cloud/private-networks').expect(200);
    expect(res.body.data).toEqual(
      demoNetworks({ now: sandbox.now() }).map((n) => expect.objectContaining(n)),
    );
    expect(responseErrors('get', '/cloud/private-networks', res.body)).toEqual([]);
    expect((await get('/cloud/private-networks', 'fa').expect(200)).body.data).toEqual(
      demoNetworks({ now: sandbox.now(), lang: 'fa' }).map((n) => expect.objectContaining(n)),
    );
    expect(
      (await apiCalls(sandbox.t, `Bearer ${OTP_DEMO.apiToken}`).get('/cloud/private-networks').expect(200))
        .body.data,
    ).toEqual([]);
  });
});

describe('POST /api/v1/cloud/private-networks', () => {
  it('makes a network with its range and DNS servers (form lists accepted)', async () => {
    const res = await post('/cloud/private-networks', app).expect(200);
    expect(res.body.message).toBe('The private network app has been made');
    const { datacenter_id: _dc, ...fields } = app;
    expect(res.body.data).toMatchObject({ ...fields, datacenter: { id: 2 }, servers: [] });
    expect(responseErrors('post', '/cloud/private-networks', res.body)).toEqual([]);
    const noDns = await post('/cloud/private-networks', {
      ...app,
      name: 'app-2',
      subnet: '192.168.10.0/24',
      gateway: '192.168.10.1',
      dhcp_from: '192.168.10.2',
      dhcp_to: '192.168.10.50',
      dns_servers: [],
    }).expect(200);
    expect(noDns.body.data.dns_servers).toEqual([]);
    expect(networks()).toBe(3);
  });

  // each rule of the range, refused beside its field with nothing stored
  it.each([
    [
      'To after From',
      { dhcp_from: '10.20.0.100', dhcp_to: '10.20.0.50' },
      { dhcp_to: ['To must be greater than From'] },
    ],
    ['From a valid IP', { dhcp_from: '10.20.0.300' }, { dhcp_from: ['From is not a valid IP'] }],
    ['To a valid IP', { dhcp_to: '10.20.0' }, { dhcp_to: ['To is not a valid IP'] }],
    [
      'the range inside the subnet',
      { dhcp_to: '10.20.1.20' },
      { dhcp_to: ['To must be inside the subnet (10.20.0.1 to 10.20.0.254)'] },
    ],
    [
      'the gateway outside the range',
      { gateway: '10.20.0.100' },
      { gateway: ['The gateway must be outside the DHCP range'] },
    ],
    [
      'the gateway inside the subnet',
      { gateway: '10.30.0.1' },
      { gateway: ['The gateway must be inside the subnet (10.20.0.1 to 10.20.0.254)'] },
    ],
    [
      'no overlap with an existing range',
      { subnet: '10.10.0.0/16', gateway: '10.10.1.1', dhcp_from: '10.10.2.1', dhcp_to: '10.10.2.100' },
      { subnet: ['This range already exists: it overlaps backend (10.10.0.0/24)'] },
    ],
    [
      'two addresses reserved',
      { gateway: '10.20.0.1', dhcp_from: '10.20.0.2', dhcp_to: '10.20.0.254' },
      { dhcp_to: ['DHCP must leave at least 2 addresses of the subnet outside its range'] },
    ],
    [
      'valid DNS servers',
      { dns_servers: ['1.1.1.1', 'dns.example'] },
      { 'dns_servers.1': ['The DNS server is not a valid IP'] },
    ],
    [
      'a private subnet',
      { subnet: '8.8.8.0/24', gateway: '8.8.8.1', dhcp_from: '8.8.8.10', dhcp_to: '8.8.8.20' },
      { subnet: ['Use a private range: 10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16'] },
    ],
  ])('refuses a network that breaks %s', async (_rule, change, fields) => {
    const res = await post('/cloud/private-networks', { ...app, ...change }).expect(422);
    expect(res.body.fields).toEqual(fields);
    expect(res.body.success).toBe(false);
    expect(networks()).toBe(1);
  });

  it('checks the overlap only against the same data center', async () => {
    await post('/cloud/private-networks', {
      ...app,
      datacenter_id: 3,
      subnet: '10.10.0.0/24',
      gateway: '10.10.0.1',
      dhcp_from: '10.10.0.10',
      dhcp_to: '10.10.0.20',
    }).expect(200);
  });

  it('says it in Persian, and reports several problems with the general message', async () => {
    const res = await post(
      '/cloud/private-networks',
      { ...app, name: '', dhcp_from: '10.20.0.100', dhcp_to: '10.20.0.50', datacenter_id: 6 },
      'fa',
    ).expect(422);
    expect(res.body.message).toBe('اطلاعات وارد شده معتبر نیست');
    expect(res.body.fields).toEqual({
      name: ['عنوان شبکه را وارد کنید'],
      dhcp_to: ['«تا» باید بزرگ‌تر از «از» باشد'],
      datacenter_id: ['این دیتاسنتر منبع تازه نمی‌پذیرد'],
    });
    expect(networks()).toBe(1);
  });
});

describe('servers in a network', () => {
  it('attaches a server with the next free DHCP address, giving it a private interface, and detaches it', async () => {
    const made = await post('/cloud/private-networks', app).expect(200);
    const id = made.body.data.id as number;
    const on = await post('/cloud/private-networks/attach', { network_id: id, server_id: 1 }).expect(200);
    expect(on.body.message).toBe('web-1 has joined the network as 10.20.0.10');
    expect(on.body.data.servers).toEqual([{ id: 1, name: 'web-1', ip_address: '10.20.0.10' }]);
    expect(responseErrors('post', '/cloud/private-networks/attach', on.body)).toEqual([]);
    expect(interfacesOf(1)).toEqual(['public 192.0.2.10', 'private 10.10.0.5', 'private 10.20.0.10']);
    // the server list shows the new address among the server's
    const servers = await get('/cloud/servers').expect(200);
    expect(servers.body.data[1].interfaces).toContainEqual({ ip_address: '10.20.0.10', type: 'private' });
    const off = await post('/cloud/private-networks/detach', { network_id: id, server_id: 1 }).expect(200);
    expect(off.body.message).toBe('web-1 has left the network');
    expect(interfacesOf(1)).toEqual(['public 192.0.2.10', 'private 10.10.0.5']);
  });

  it('gives a fixed address when asked, and refuses a taken, gateway or outside one', async () => {
    const made = await post('/cloud/private-networks', app).expect(200);
    const id = made.body.data.id as number;
    const gateway = await post('/cloud/private-networks/attach', {
      network_id: id,
      server_id: 1,
      ip_address: '10.20.0.1',
    }).expect(422);
    expect(gateway.body.fields).toEqual({
      ip_address: ["The gateway's address cannot be given to a server"],
    });
    const outside = await post('/cloud/private-networks/attach', {
      network_id: id,
      server_id: 1,
      ip_address: '10.21.0.5',
    }).expect(422);
    expect(outside.body.fields).toEqual({
      ip_address: ['The address must be inside the subnet (10.20.0.1 to 10.20.0.254)'],
    });
    const fixed = await post('/cloud/private-networks/attach', {
      network_id: id,
      server_id: 1,
      ip_address: '10.20.0.250',
    }).expect(200);
    expect(fixed.body.data.servers).toEqual([{ id: 1, name: 'web-1', ip_address: '10.20.0.250' }]);
  });

  it('refuses another data center, a member, a passing state, and detaching a stranger', async () => {
    const dc = await post('/cloud/private-networks/attach', { network_id: 1, server_id: 2 }).expect(422);
    expect(dc.body.fields).toEqual({
      server_id: ['The server and the network must be in the same data center'],
    });
    const twice = await post('/cloud/private-networks/attach', { network_id: 1, server_id: 1 }).expect(422);
    expect(twice.body.fields).toEqual({ server_id: ['web-1 is already in this network'] });
    const stranger = await post('/cloud/private-networks/detach', { network_id: 1, server_id: 2 }).expect(
      422,
    );
    expect(stranger.body.fields).toEqual({ server_id: ['db-backup is not in this network'] });
    const made = await post('/cloud/private-networks', app).expect(200);
    sandbox.db.prepare("UPDATE servers SET status = 'REBUILD' WHERE id = 1").run();
    const state = await post('/cloud/private-networks/attach', {
      network_id: made.body.data.id,
      server_id: 1,
    }).expect(422);
    expect(state.body.message).toBe('Your server cannot perform this operation in this state');
  });

  it('says so when every address of the range is taken', async () => {
    const tiny = {
      ...app,
      subnet: '192.168.5.8/29',
      gateway: '192.168.5.9',
      dhcp_from: '192.168.5.10',
      dhcp_to: '192.168.5.11',
    };
    const made = await post('/cloud/private-networks', tiny).expect(200);
    const addServer = (name: string) =>
      Number(
        sandbox.db
          .prepare(
            "INSERT INTO servers (user_id, name, display_name, status, datacenter_id, os_id, tier, cpu, ram, disk, disk_type, created_at) VALUES (1, ?, ?, 'ON', 2, 1, 'economic', 1, 1, 25, 'ssd', 1)",
          )
          .run(name, name).lastInsertRowid,
      );
    await post('/cloud/private-networks/attach', { network_id: made.body.data.id, server_id: 1 }).expect(200);
    await post('/cloud/private-networks/attach', {
      network_id: made.body.data.id,
      server_id: addServer('web-2'),
    }).expect(200);
    const full = await post('/cloud/private-networks/attach', {
      network_id: made.body.data.id,
      server_id: addServer('web-3'),
    }).expect(422);
    expect(full.body.message).toBe('Every address of the DHCP range is taken');
  });

  it('deletes a network without servers only', async () => {
    const used = await post('/cloud/private-networks/1', { _method: 'DELETE' }).expect(422);
    expect(used.body.message).toBe('Detach its servers before deleting the network');
    await post('/cloud/private-networks/detach', { network_id: 1, server_id: 1 }).expect(200);
    await post('/cloud/private-networks/1', { _method: 'DELETE' }).expect(200);
    expect(networks()).toBe(0);
    await post('/cloud/private-networks/1', { _method: 'DELETE' }).expect(404);
  });
});
