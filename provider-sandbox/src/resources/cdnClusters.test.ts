import { responseErrors } from '../testing/responseSchema';
import { MONITOR_TOKEN, OTP_DEMO, sdkCalls } from '../testing/sdkCalls';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

// example-shop.ir has the cluster origin-main: two servers (10.10.0.11 and 10.10.0.12, port 443), /api/* sent to it
const SHOP = '/cdn/ng/domains/1';
const sdk = () => sdkCalls(t);
const stored = (id: number) =>
  t.sandbox.db
    .prepare(
      'SELECT name, method, protocol, monitoring_path, servers, enabled, health_interval FROM cdn_clusters WHERE id = ?',
    )
    .get(id);

describe("clusters as the provider's SDK reads them", () => {
  it('answers the balancing mode, the health check, and each server with its id', async () => {
    const res = await sdk().get(`${SHOP}/cluster`).expect(200);
    expect(res.body.data[0]).toMatchObject({
      domain_id: 1,
      mode: 'round_robin',
      enabled: true,
      health_check: {
        enabled: true,
        interval: 30,
        timeout: 5,
        path: '/health',
        method: 'GET',
        expected_codes: [200],
      },
      servers: [
        { id: 1, address: '10.10.0.11', enabled: true, backup: false },
        { id: 2, address: '10.10.0.12', enabled: true, backup: false },
      ],
    });
  });

  it('lists which paths go to which cluster, with their page rule when they have one', async () => {
    const res = await sdk().get(`${SHOP}/cluster/assignments`).expect(200);
    expect(res.body.data).toEqual([
      { cluster_id: 1, cluster_name: 'origin-main', path_id: null, path: 'example-shop.ir/api/*' },
    ]);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/cluster/assignments', res.body)).toEqual([]);
    await sdkCalls(t, OTP_DEMO.apiToken).get(`${SHOP}/cluster/assignments`).expect(404);
  });
});

describe("a cluster made first and given servers after (the SDK's way)", () => {
  it('makes an empty https cluster from a name and a mode, changes it in part, adds and removes servers', async () => {
    const made = await sdk().post(`${SHOP}/cluster`, { name: 'backend-pool', mode: 'ip_hash' }).expect(200);
    const id = made.body.data.id as number;
    expect(made.body.data).toMatchObject({
      name: 'backend-pool',
      method: 'client_ip_hash',
      mode: 'ip_hash',
      protocol: 'https',
      servers: [],
      paths: [],
    });
    const changed = await sdk()
      .put(`${SHOP}/cluster/${id}`, {
        mode: 'least_connections',
        health_check: { enabled: true, interval: 60, path: '/status' },
      })
      .expect(200);
    expect(changed.body.data).toMatchObject({
      name: 'backend-pool',
      method: 'least_connections',
      monitoring_path: '/status',
      health_check: { interval: 60 },
    });
    const added = await sdk()
      .post(`${SHOP}/cluster/${id}/servers`, { address: '10.10.0.21', port: 8080 })
      .expect(200);
    expect(added.body.data.servers).toEqual([
      { id: 1, address: '10.10.0.21', port: 8080, weight: 100, enabled: true, backup: false },
    ]);
    expect(
      responseErrors('post', '/cdn/ng/domains/{domain_id}/cluster/{cluster_id}/servers', added.body),
    ).toEqual([]);
    await sdk()
      .post(`${SHOP}/cluster/${id}/servers`, { address: '10.10.0.22', port: 8080, weight: 10, backup: true })
      .expect(200);
    await sdk().delete(`${SHOP}/cluster/${id}/servers/1`).expect(200);
    // the server left keeps its id
    expect((await sdk().get(`${SHOP}/cluster`).expect(200)).body.data[1].servers).toEqual([
      { id: 2, address: '10.10.0.22', port: 8080, weight: 10, enabled: true, backup: true },
    ]);
    await sdk().delete(`${SHOP}/cluster/${id}/servers/1`).expect(404);
    expect((await sdk().put(`${SHOP}/cluster/${id}`, { enabled: false }).expect(200)).body.data.enabled).toBe(
      false,
    );
  });

  it("refuses a server against the cluster's rules, naming its fields as sent, and keeps the cluster", async () => {
    const before = stored(1);
    const dup = await sdk()
      .post(`${SHOP}/cluster/1/servers`, { address: '10.10.0.11', port: 443 })
      .expect(422);
    expect(dup.body.fields).toEqual({ address: ['Duplicate address and port'] });
    const bad = await sdk()
      .post(`${SHOP}/cluster/1/servers`, { address: '10.10.0.30', port: 70000, weight: 500 })
      .expect(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['port', 'weight']);
    expect(stored(1)).toEqual(before);
    await sdk().post(`${SHOP}/cluster/99/servers`, { address: '10.10.0.30', port: 80 }).expect(404);
  });

  it('refuses a health check out of bounds and an unknown mode, and keeps the cluster', async () => {
    const before = stored(1);
    const health = await sdk()
      .put(`${SHOP}/cluster/1`, { health_check: { interval: 2, timeout: 10 } })
      .expect(422);
    expect(Object.keys(health.body.fields).sort()).toEqual(['health_check.interval', 'health_check.timeout']);
    const mode = await sdk().put(`${SHOP}/cluster/1`, { mode: 'random' }, 'fa').expect(422);
    expect(Object.keys(mode.body.fields)).toEqual(['mode']);
    expect(stored(1)).toEqual(before);
  });

  it('needs the rules permission of an API token', async () => {
    const res = await sdkCalls(t, MONITOR_TOKEN)
      .post(`${SHOP}/cluster/1/servers`, { address: '10.10.0.30', port: 80 })
      .expect(403);
    expect(res.body.message).toBe('This API token does not have the cdn.rules.write permission');
  });
});
