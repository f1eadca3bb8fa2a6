import { responseErrors } from '../testing/responseSchema';
import { MONITOR_TOKEN, OTP_DEMO, sdkCalls } from '../testing/sdkCalls';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const SHOP = '/cdn/ng/domains/1'; // example-shop.ir, economy plan
const PRO = '/cdn/ng/domains/4'; // pro-store.com, professional plan
const sdk = () => sdkCalls(t);
const record = (id: number) =>
  t.sandbox.db.prepare('SELECT content, ttl, proxy, name FROM dns_records WHERE id = ?').get(id);

describe("a record in the provider SDK's names", () => {
  it('reads one record, with the domain and `proxied`, and not one of another zone or user', async () => {
    const res = await sdk().get(`${SHOP}/dns/2`).expect(200);
    expect(res.body.data).toMatchObject({
      id: 2,
      domain_id: 1,
      name: 'www',
      type: 'A',
      content: '192.0.2.11',
      value: '192.0.2.11',
      proxy: 'ACTIVE',
      proxied: true,
    });
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/dns/{record_id}', res.body)).toEqual([]);
    await sdk().get(`${PRO}/dns/2`).expect(404);
    await sdkCalls(t, OTP_DEMO.apiToken).get(`${SHOP}/dns/2`).expect(404);
  });

  it('adds a record sent with `value` and `proxied`, its TTL the provider default when left out', async () => {
    const res = await sdk()
      .post(`${SHOP}/dns`, { name: 'api', type: 'A', value: '192.0.2.50', proxied: true })
      .expect(200);
    expect(res.body.data).toMatchObject({
      name: 'api',
      content: '192.0.2.50',
      value: '192.0.2.50',
      ttl: 3600,
      proxied: true,
      proxy: 'ACTIVE',
    });
  });

  it('names the field as the SDK sent it when refusing, and stores nothing', async () => {
    const before = t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM dns_records').get();
    const res = await sdk()
      .post(`${SHOP}/dns`, { name: 'api', type: 'A', value: 'not-an-ip', ttl: 3600 })
      .expect(422);
    expect(Object.keys(res.body.fields)).toEqual(['value']);
    expect(t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM dns_records').get()).toEqual(before);
  });

  it('changes only what a PUT sends, every rule checked on the whole record', async () => {
    const res = await sdk().put(`${SHOP}/dns/3`, { value: '192.0.2.99', ttl: 1800 }).expect(200);
    expect(res.body.message).toBe('The record has been updated');
    expect(res.body.data).toMatchObject({
      id: 3,
      name: 'shop',
      content: '192.0.2.99',
      ttl: 1800,
      proxied: true,
    });
    expect(record(3)).toEqual({ name: 'shop', content: '192.0.2.99', ttl: 1800, proxy: 1 });
    expect(responseErrors('put', '/cdn/ng/domains/{domain_id}/dns/{record_id}', res.body)).toEqual([]);
  });

  it('refuses a PUT that breaks a rule, or repeats another record, and keeps the record', async () => {
    const ttl = await sdk().put(`${SHOP}/dns/3`, { ttl: 1234 }).expect(422);
    expect(Object.keys(ttl.body.fields)).toEqual(['ttl']);
    const repeat = await sdk().put(`${SHOP}/dns/3`, { name: 'www', value: '192.0.2.11' }).expect(422);
    expect(Object.keys(repeat.body.fields)).toEqual(['value']);
    expect(record(3)).toEqual({ name: 'shop', content: '192.0.2.12', ttl: 300, proxy: 1 });
    await sdk().put(`${SHOP}/dns/99999`, { ttl: 300 }).expect(404);
  });

  it('lets a read-only API token read a record but not change it', async () => {
    const monitor = sdkCalls(t, MONITOR_TOKEN);
    const res = await monitor.put(`${SHOP}/dns/3`, { ttl: 1800 }).expect(403);
    expect(res.body.message).toBe('This API token does not have the cdn.dns.write permission');
    expect(record(3)).toMatchObject({ ttl: 300 });
  });

  it('lists the records the CDN can stand in front of: A, AAAA, CNAME and ANAME', async () => {
    const res = await sdk().get(`${SHOP}/dns/proxiable`).expect(200);
    expect(new Set(res.body.data.map((r: { type: string }) => r.type))).toEqual(
      new Set(['A', 'AAAA', 'CNAME', 'ANAME']),
    );
    expect(res.body.data).toHaveLength(100);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/dns/proxiable', res.body)).toEqual([]);
  });
});

describe("the zone's calls in the provider SDK's names", () => {
  it('imports a zone sent as `file`, and answers the records with `value`', async () => {
    const res = await sdk().post(`${PRO}/dns/import`, { file: 'shop 3600 IN A 192.0.2.60' }).expect(200);
    expect(res.body.data.records).toEqual([
      expect.objectContaining({
        name: 'shop',
        type: 'A',
        content: '192.0.2.60',
        value: '192.0.2.60',
        proxied: false,
      }),
    ]);
    const empty = await sdk().post(`${PRO}/dns/import`, { file: '' }).expect(422);
    expect(Object.keys(empty.body.fields)).toEqual(['file']);
  });

  it('sets custom nameservers from the `nameservers` list, and names a bad one by its place', async () => {
    await sdk()
      .post(`${PRO}/dns/custom-ns`, { nameservers: ['ns1.pro-store.com', 'ns2.pro-store.com'] })
      .expect(200);
    expect((await sdk().get(`${PRO}/dns/custom-ns`).expect(200)).body.data).toEqual({
      enabled: true,
      ns1: 'ns1.pro-store.com',
      ns2: 'ns2.pro-store.com',
    });
    const bad = await sdk()
      .post(`${PRO}/dns/custom-ns`, { nameservers: ['ns1.pro-store.com', 'not a name'] })
      .expect(422);
    expect(Object.keys(bad.body.fields)).toEqual(['nameservers.1']);
    expect((await sdk().get(`${PRO}/dns/custom-ns`).expect(200)).body.data.ns2).toBe('ns2.pro-store.com');
  });

  it('answers a scan with `value` and `proxied` on each record found', async () => {
    const res = await sdk().post('/cdn/ng/domains/2/dns/fetch-records').expect(200);
    expect(res.body.data.records[0]).toEqual(
      expect.objectContaining({ value: res.body.data.records[0].content, proxied: false }),
    );
  });
});
