import { HttpResponse, http } from 'msw';
import { setToken } from '../session/sessionStore';
import {
  FACTORY_NOW,
  demoFirewalls,
  demoNetworks,
  demoSnapshots,
  demoSshKeys,
  demoVolumes,
  makeServerReport,
} from '../factories';
import { api } from './api';
import { API_V1, failure, resetApiSession, server, useTestServer } from './testServer';

useTestServer();

beforeEach(() => {
  resetApiSession();
  setToken('demo-0123456789abcdef');
});

interface Seen {
  method: string;
  path: string;
  query: string;
  body: Record<string, string | string[]>;
}

/** Answers every call under /cloud with `data`, recording what the client sent (the form body decoded). */
function record(data: unknown, message = 'Done'): Seen[] {
  const seen: Seen[] = [];
  const answer = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const form = request.method === 'GET' ? new URLSearchParams() : new URLSearchParams(await request.text());
    const body: Record<string, string | string[]> = {};
    for (const key of new Set(form.keys())) {
      const all = form.getAll(key);
      body[key] = all.length > 1 ? all : (all[0] as string);
    }
    seen.push({ method: request.method, path: url.pathname, query: url.search, body });
    return HttpResponse.json({ success: true, message, data });
  };
  server.use(http.get(`${API_V1}/cloud/*`, answer), http.post(`${API_V1}/cloud/*`, answer));
  return seen;
}

const now = FACTORY_NOW;

describe('api.cloud.volumes', () => {
  it('lists, creates, grows, attaches, detaches (the provider spells it dettach) and deletes', async () => {
    const volume = demoVolumes({ now })[0];
    const seen = record(volume, 'The volume is ready');
    await expect(api.cloud.volumes.list()).resolves.toEqual(volume);
    await expect(
      api.cloud.volumes.create({ name: 'logs', size: 20, datacenter_id: 2 }),
    ).resolves.toMatchObject({ message: 'The volume is ready', data: volume });
    await api.cloud.volumes.update(3, { size: 40 });
    await api.cloud.volumes.attach({ volume_id: 3, server_id: 1 });
    await api.cloud.volumes.detach({ volume_id: 3 });
    await api.cloud.volumes.remove(3);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/v1/cloud/volumes',
      'POST /api/v1/cloud/volumes',
      'POST /api/v1/cloud/volumes/3',
      'POST /api/v1/cloud/volumes/attach',
      'POST /api/v1/cloud/volumes/dettach',
      'POST /api/v1/cloud/volumes/3',
    ]);
    expect(seen[1]?.body).toEqual({ name: 'logs', size: '20', datacenter_id: '2' });
    expect(seen[2]?.body).toEqual({ size: '40' });
    expect(seen[5]?.body).toEqual({ _method: 'DELETE' });
  });

  it('rejects with the field messages of a 422', async () => {
    server.use(
      http.post(`${API_V1}/cloud/volumes`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Enter a size from 10 to 2000 GB',
            fields: { size: ['Enter a size from 10 to 2000 GB'] },
          },
          { status: 422 },
        ),
      ),
    );
    const error = await failure(api.cloud.volumes.create({ name: 'x', size: 1, datacenter_id: 2 }));
    expect(error.status).toBe(422);
    expect(error.fieldMessage('size')).toBe('Enter a size from 10 to 2000 GB');
  });
});

describe('api.cloud.snapshots', () => {
  it('lists, takes, restores and deletes', async () => {
    const seen = record(demoSnapshots({ now })[1]);
    await api.cloud.snapshots.list();
    await api.cloud.snapshots.create({ server_id: 1, name: 'before.upgrade' });
    await api.cloud.snapshots.restore(1, { server_id: 2 });
    await api.cloud.snapshots.remove(1);
    expect(seen.map((s) => [`${s.method} ${s.path}`, s.body])).toEqual([
      ['GET /api/v1/cloud/snapshots', {}],
      ['POST /api/v1/cloud/snapshots', { server_id: '1', name: 'before.upgrade' }],
      ['POST /api/v1/cloud/snapshots/1/restore', { server_id: '2' }],
      ['POST /api/v1/cloud/snapshots/1', { _method: 'DELETE' }],
    ]);
  });
});

describe('api.cloud.sshKeys', () => {
  it('lists, gets, adds, generates with GET /cloud/ssh/random?name= and deletes', async () => {
    const seen = record(demoSshKeys({ now })[0]);
    await api.cloud.sshKeys.list();
    await api.cloud.sshKeys.get(2);
    await api.cloud.sshKeys.create({ name: 'office', public_key: 'ssh-ed25519 AAAA' });
    await api.cloud.sshKeys.generate({ name: 'deploy', datacenter_id: 2 });
    await api.cloud.sshKeys.remove(2);
    expect(seen.map((s) => `${s.method} ${s.path}${s.query}`)).toEqual([
      'GET /api/v1/cloud/ssh',
      'GET /api/v1/cloud/ssh/2',
      'POST /api/v1/cloud/ssh',
      'GET /api/v1/cloud/ssh/random?name=deploy&datacenter_id=2',
      'POST /api/v1/cloud/ssh/2',
    ]);
  });
});

describe('api.cloud.firewalls', () => {
  it('lists by data center, creates, adds and deletes rules, attaches, detaches and deletes', async () => {
    const seen = record(demoFirewalls({ now })[1]);
    await api.cloud.firewalls.list({ datacenter_id: 2 });
    await api.cloud.firewalls.create({ name: 'api', datacenter_id: 2 });
    await api.cloud.firewalls.addRule({
      firewall_id: 1,
      direction: 'ingress',
      protocol: 'tcp',
      port_min: 8000,
      port_max: 8100,
      remote_ip: '0.0.0.0/0',
    });
    await api.cloud.firewalls.removeRule(7);
    await api.cloud.firewalls.attach({ firewall_id: 1, server_id: 1 });
    await api.cloud.firewalls.detach({ firewall_id: 1, server_id: 1 });
    await api.cloud.firewalls.remove(1);
    expect(seen.map((s) => `${s.method} ${s.path}${s.query}`)).toEqual([
      'GET /api/v1/cloud/firewall?datacenter_id=2',
      'POST /api/v1/cloud/firewall',
      'POST /api/v1/cloud/firewall/rule',
      'POST /api/v1/cloud/firewall/rule/7',
      'POST /api/v1/cloud/firewall/attach',
      'POST /api/v1/cloud/firewall/detach',
      'POST /api/v1/cloud/firewall/1',
    ]);
    expect(seen[2]?.body).toEqual({
      firewall_id: '1',
      direction: 'ingress',
      protocol: 'tcp',
      port_min: '8000',
      port_max: '8100',
      remote_ip: '0.0.0.0/0',
    });
    expect(seen[3]?.body).toEqual({ _method: 'DELETE' });
  });
});

describe('api.cloud.networks', () => {
  it('sends the DNS servers as a form list', async () => {
    const seen = record(demoNetworks({ now })[0]);
    await api.cloud.networks.list();
    await api.cloud.networks.create({
      name: 'app',
      datacenter_id: 2,
      subnet: '10.20.0.0/24',
      gateway: '10.20.0.1',
      dhcp_from: '10.20.0.10',
      dhcp_to: '10.20.0.200',
      dns_servers: ['1.1.1.1', '8.8.8.8'],
    });
    await api.cloud.networks.attach({ network_id: 1, server_id: 2, ip_address: '10.10.0.9' });
    await api.cloud.networks.detach({ network_id: 1, server_id: 2 });
    await api.cloud.networks.remove(1);
    expect(seen.map((s) => `${s.method} ${s.path}`)).toEqual([
      'GET /api/v1/cloud/private-networks',
      'POST /api/v1/cloud/private-networks',
      'POST /api/v1/cloud/private-networks/attach',
      'POST /api/v1/cloud/private-networks/detach',
      'POST /api/v1/cloud/private-networks/1',
    ]);
    expect(seen[1]?.body).toMatchObject({ 'dns_servers[0]': '1.1.1.1', 'dns_servers[1]': '8.8.8.8' });
  });
});

describe('api.cloud.reports', () => {
  it("asks for a server's chart by type and period, and for the traffic", async () => {
    const report = makeServerReport('cpu', '24h', { now });
    const seen = record(report);
    await expect(api.cloud.reports.server(1, { type: 'cpu', time: '24h' })).resolves.toEqual(report);
    await api.cloud.reports.traffics();
    expect(seen.map((s) => `${s.method} ${s.path}${s.query}`)).toEqual([
      'GET /api/v1/cloud/servers/1/reports?type=cpu&time=24h',
      'GET /api/v1/cloud/traffics',
    ]);
  });
});
