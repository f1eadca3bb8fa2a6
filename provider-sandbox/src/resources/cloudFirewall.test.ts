import { demoFirewalls } from '@portal/shared-sdk/factories';
import { OTP_DEMO } from '../db/seed';
import { apiCalls, sandboxPerTest } from '../testing/apiCalls';
import { responseErrors } from '../testing/responseSchema';

const sandbox = sandboxPerTest();
const { get, post } = sandbox;
const rules = () => (sandbox.db.prepare('SELECT COUNT(*) AS n FROM firewall_rules').get() as { n: number }).n;
const groups = () =>
  (sandbox.db.prepare('SELECT COUNT(*) AS n FROM firewall_groups').get() as { n: number }).n;
const https8443 = {
  firewall_id: 1,
  direction: 'ingress',
  protocol: 'tcp',
  port_min: 8443,
  remote_ip: '203.0.113.0/24',
};

describe('GET /api/v1/cloud/firewall', () => {
  it('lists the groups with their rules (inbound first) and servers, newest first', async () => {
    const res = await get('/cloud/firewall').expect(200);
    expect(res.body.data).toMatchObject(demoFirewalls({ now: sandbox.now() }));
    expect(responseErrors('get', '/cloud/firewall', res.body)).toEqual([]);
  });

  it('lists one data center when asked, names localized', async () => {
    const res = await get('/cloud/firewall?datacenter_id=2', 'fa').expect(200);
    expect(res.body.data).toMatchObject([demoFirewalls({ now: sandbox.now(), lang: 'fa' })[1]]);
    expect((await get('/cloud/firewall?datacenter_id=4').expect(200)).body.data).toEqual([]);
    expect(
      (await apiCalls(sandbox.t, `Bearer ${OTP_DEMO.apiToken}`).get('/cloud/firewall').expect(200)).body.data,
    ).toEqual([]);
  });
});

describe('groups', () => {
  it('makes a group in an open data center; its name is unique there', async () => {
    const res = await post('/cloud/firewall', { name: 'api', datacenter_id: 2 }).expect(200);
    expect(res.body.message).toBe('The firewall group api has been made');
    expect(res.body.data).toMatchObject({ name: 'api', datacenter: { id: 2 }, rules: [], servers: [] });
    expect(responseErrors('post', '/cloud/firewall', res.body)).toEqual([]);
    const twice = await post('/cloud/firewall', { name: 'web', datacenter_id: 2 }).expect(422);
    expect(twice.body.fields).toEqual({ name: ['This data center already has a group with this name'] });
    // the same name in another data center is another group
    await post('/cloud/firewall', { name: 'web', datacenter_id: 3 }).expect(200);
    const bad = await post('/cloud/firewall', { name: 'web servers', datacenter_id: 2 }, 'fa').expect(422);
    expect(bad.body.fields).toEqual({
      name: ['حداکثر 50 حرف انگلیسی، رقم، خط تیره، زیرخط یا نقطه به کار ببرید'],
    });
    await post('/cloud/firewall', { name: 'x', datacenter_id: 6 }).expect(422);
    expect(groups()).toBe(4);
  });

  it('deletes a group that guards no server, and refuses one that does', async () => {
    const used = await post('/cloud/firewall/1', { _method: 'DELETE' }).expect(422);
    expect(used.body.message).toBe('Detach the group from its servers before deleting it');
    await post('/cloud/firewall/2', { _method: 'DELETE' }).expect(200);
    expect(groups()).toBe(1);
    // its rules went with it
    expect(rules()).toBe(4);
    await post('/cloud/firewall/2', { _method: 'DELETE' }).expect(404);
  });
});

describe('rules', () => {
  it('adds an inbound rule for one port; the group answers with it', async () => {
    const res = await post('/cloud/firewall/rule', https8443).expect(200);
    expect(res.body.message).toBe('The rule has been added');
    expect(res.body.data.rules).toContainEqual(
      expect.objectContaining({
        id: 7,
        direction: 'ingress',
        protocol: 'tcp',
        port_min: 8443,
        port_max: 8443,
        remote_ip: '203.0.113.0/24',
        description: null,
      }),
    );
    // inbound rules stay before outbound ones
    expect(res.body.data.rules.map((r: { direction: string }) => r.direction)).toEqual([
      'ingress',
      'ingress',
      'ingress',
      'ingress',
      'egress',
    ]);
    expect(responseErrors('post', '/cloud/firewall/rule', res.body)).toEqual([]);
  });

  it('adds a port range and a portless ICMP rule', async () => {
    const range = await post('/cloud/firewall/rule', {
      firewall_id: 2,
      direction: 'egress',
      protocol: 'udp',
      port_min: 5000,
      port_max: 5100,
      remote_ip: '10.0.0.0/8',
    }).expect(200);
    expect(range.body.data.rules).toContainEqual(
      expect.objectContaining({ protocol: 'udp', port_min: 5000, port_max: 5100 }),
    );
    const icmp = await post('/cloud/firewall/rule', {
      firewall_id: 2,
      direction: 'ingress',
      protocol: 'icmp',
      remote_ip: '0.0.0.0/0',
    }).expect(200);
    expect(icmp.body.data.rules).toContainEqual(
      expect.objectContaining({ protocol: 'icmp', port_min: null, port_max: null }),
    );
  });

  it('refuses broken rules beside their fields, and a rule the group already has, storing nothing', async () => {
    const res = await post('/cloud/firewall/rule', {
      firewall_id: 1,
      direction: 'ingress',
      protocol: 'tcp',
      port_min: 9000,
      port_max: 8000,
      remote_ip: '203.0.113.7',
    }).expect(422);
    expect(res.body.fields).toEqual({
      port_max: ['The range must start with the smaller port'],
      remote_ip: ['Enter the addresses in CIDR form, such as 0.0.0.0/0 or 203.0.113.0/24'],
    });
    const icmp = await post('/cloud/firewall/rule', {
      firewall_id: 1,
      direction: 'ingress',
      protocol: 'icmp',
      port_min: 22,
      remote_ip: '0.0.0.0/0',
    }).expect(422);
    expect(icmp.body.fields).toEqual({
      port_min: ['ICMP and any-protocol rules cover every port; leave the port empty'],
    });
    const noPort = await post('/cloud/firewall/rule', {
      firewall_id: 1,
      direction: 'ingress',
      protocol: 'tcp',
      remote_ip: '0.0.0.0/0',
    }).expect(422);
    expect(noPort.body.fields).toEqual({ port_min: ['Enter a port or a range'] });
    const same = await post('/cloud/firewall/rule', {
      firewall_id: 1,
      direction: 'ingress',
      protocol: 'tcp',
      port_min: 22,
      remote_ip: '0.0.0.0/0',
    }).expect(422);
    expect(same.body.message).toBe('This rule is already in the group');
    const unknown = await post('/cloud/firewall/rule', { ...https8443, firewall_id: 99 }).expect(422);
    expect(unknown.body.fields).toEqual({ firewall_id: ['The firewall group does not exist'] });
    const port = await post('/cloud/firewall/rule', { ...https8443, port_min: 70000 }).expect(422);
    expect(port.body.fields).toEqual({
      port_min: ['Enter a port from 1 to 65535, or a range such as 8000-8100'],
    });
    expect(rules()).toBe(6);
  });

  it('deletes a rule; an unknown one is "The desired rule does not exist"', async () => {
    const res = await post('/cloud/firewall/rule/2', { _method: 'DELETE' }).expect(200);
    expect(res.body.message).toBe('The rule has been deleted');
    expect(res.body.data.rules.map((r: { id: number }) => r.id)).toEqual([1, 3, 4]);
    const gone = await post('/cloud/firewall/rule/2', { _method: 'DELETE' }).expect(404);
    expect(gone.body.message).toBe('The desired rule does not exist');
    await apiCalls(sandbox.t, `Bearer ${OTP_DEMO.apiToken}`)
      .post('/cloud/firewall/rule/1', { _method: 'DELETE' })
      .expect(404);
    expect(rules()).toBe(5);
  });
});

describe('attaching and detaching', () => {
  it('attaches a group to a settled server of its data center and detaches it', async () => {
    // db (Helsinki) onto db-backup (Helsinki, off)
    const on = await post('/cloud/firewall/attach', { firewall_id: 2, server_id: 2 }).expect(200);
    expect(on.body.message).toBe('The group now guards db-backup');
    expect(on.body.data.servers).toEqual([{ id: 2, name: 'db-backup' }]);
    expect(responseErrors('post', '/cloud/firewall/attach', on.body)).toEqual([]);
    const off = await post('/cloud/firewall/detach', { firewall_id: 2, server_id: 2 }).expect(200);
    expect(off.body.message).toBe('The group no longer guards db-backup');
    expect(off.body.data.servers).toEqual([]);
  });

  it('refuses another data center, a server it guards already, a passing state; detaching an unguarded one', async () => {
    const dc = await post('/cloud/firewall/attach', { firewall_id: 1, server_id: 2 }).expect(422);
    expect(dc.body.fields).toEqual({
      server_id: ['The server and the firewall group must be in the same data center'],
    });
    const twice = await post('/cloud/firewall/attach', { firewall_id: 1, server_id: 1 }).expect(422);
    expect(twice.body.fields).toEqual({ server_id: ['This group already guards web-1'] });
    sandbox.db.prepare("UPDATE servers SET status = 'SUSPENDED' WHERE id = 2").run();
    const state = await post('/cloud/firewall/attach', { firewall_id: 2, server_id: 2 }).expect(422);
    expect(state.body.message).toBe('Your server cannot perform this operation in this state');
    const unguarded = await post('/cloud/firewall/detach', { firewall_id: 2, server_id: 2 }).expect(422);
    expect(unguarded.body.fields).toEqual({ server_id: ['This group does not guard db-backup'] });
    expect(sandbox.db.prepare('SELECT group_id, server_id FROM firewall_servers').all()).toEqual([
      { group_id: 1, server_id: 1 },
    ]);
  });
});
