import {
  DNS_RECORD_TYPES,
  compareDnsRecords,
  dnsRecordMatches,
  exportZone,
  type DnsRecordDraft,
} from '@portal/api-cdn/rules';
import { DEMO_FULL_ZONE, demoDnsRecordDrafts, demoDnsRecords } from '@portal/api-cdn/factories';
import { OTP_DEMO } from '../db/seed';
import { responseErrors } from '../testing/responseSchema';
import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { scannedRecords } from './cdnDns';

// one sandbox for the file, its seed restored before each test (a fresh data file costs a second)
let t: TestSandbox;
const START = new Date('2025-03-15T10:00:00Z');
beforeAll(() => {
  t = startTestSandbox();
});
beforeEach(() => {
  t.clock.now = START;
  t.sandbox.reset();
});
afterAll(() => t.close());

const SHOP = 1; // example-shop.ir, economy plan
const BLOG = 2; // my-blog.com, free plan
const nowSec = () => Math.floor(t.clock.now.getTime() / 1000);
const count = (domainId: number) =>
  (
    t.sandbox.db.prepare('SELECT COUNT(*) AS n FROM dns_records WHERE domain_id = ?').get(domainId) as {
      n: number;
    }
  ).n;

const get = (path: string, lang = 'en', bearer = DEMO_BEARER) =>
  t.http.get(`/api/v1/cdn/ng/domains${path}`).set('Authorization', bearer).set('Accept-Language', lang);
const post = (path: string, body: object = {}, lang = 'en') =>
  t.http
    .post(`/api/v1/cdn/ng/domains${path}`)
    .set('Authorization', DEMO_BEARER)
    .set('Accept-Language', lang)
    .type('form')
    .send(body);
const postJson = (path: string, body: object) =>
  t.http
    .post(`/api/v1/cdn/ng/domains${path}`)
    .set('Authorization', DEMO_BEARER)
    .set('Accept-Language', 'en')
    .send(body);

/** A domain on the professional plan, with no records (the seed of plans is the domains area's). */
function addProDomain(name = 'pro-empty.com'): number {
  const info = t.sandbox.db
    .prepare(
      `INSERT INTO domains (user_id, name, status, plan_id, plan_started_at, added_at, new_ns1, new_ns2) VALUES (1, ?, 'active', 4, 0, 0, 'ns1.x', 'ns2.x')`,
    )
    .run(name);
  return Number(info.lastInsertRowid);
}

describe('GET /cdn/ng/domains/{id}/dns', () => {
  it('gives the seeded zone of example-shop.ir: 25 records of every type, as the factories make them', async () => {
    const res = await get(`/${SHOP}/dns`).expect(200);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/dns', res.body)).toEqual([]);
    const expected = demoDnsRecords(DEMO_FULL_ZONE, { now: nowSec() });
    expect(res.body.total).toBe(expected.length);
    expect(res.body.data).toHaveLength(expected.length);
    expect([...res.body.data].sort((a: { id: number }, b: { id: number }) => a.id - b.id)).toEqual(
      expected.map((r) => expect.objectContaining(r)),
    );
    for (const type of DNS_RECORD_TYPES)
      expect(res.body.data.filter((r: { type: string }) => r.type === type)).toHaveLength(25);
    // read in order: the domain itself first, then by name and type
    expect(
      res.body.data.slice(0, 3).map((r: { name: string; type: string }) => `${r.name} ${r.type}`),
    ).toEqual(['@ A', '@ AAAA', '@ MX']);
  });

  it('pages, searches name and content, and filters by type', async () => {
    const page = await get(`/${SHOP}/dns?page=2&per_page=10`).expect(200);
    expect(page.body).toMatchObject({ count: 10, page: 2, per_page: 10, total: 275 });
    const all = await get(`/${SHOP}/dns`).expect(200);
    expect(page.body.data).toEqual(all.body.data.slice(10, 20));

    const byName = await get(`/${SHOP}/dns?search=WWW&type=A`).expect(200);
    expect(byName.body.data.map((r: { name: string; content: string }) => `${r.name} ${r.content}`)).toEqual([
      'www 192.0.2.11',
    ]);
    const byContent = await get(`/${SHOP}/dns?search=letsencrypt`).expect(200);
    expect(byContent.body.total).toBeGreaterThan(0);
    expect(byContent.body.data.every((r: { type: string }) => r.type === 'CAA')).toBe(true);
    // LIKE's wildcards are searched as text
    const percent = await get(`/${SHOP}/dns?search=%25`).expect(200);
    expect(percent.body.total).toBe(0);
    const mx = await get(`/${SHOP}/dns?type=MX&per_page=100`).expect(200);
    expect(mx.body.total).toBe(25);
  });

  it('searches and filters by the shared rule the page narrows its shown records with (dnsRecordMatches)', async () => {
    const all = (await get(`/${SHOP}/dns`).expect(200)).body.data as (Pick<
      DnsRecordDraft,
      'name' | 'content' | 'type'
    > & { id: number })[];
    const filters = [
      { search: 'WWW' },
      { search: ' Mail ' },
      { search: 'v=SPF1' },
      { search: '_' },
      { search: 'example', type: 'CNAME' },
      { search: '', type: 'TXT' },
      { search: '192.0.2.1' },
    ];
    for (const filter of filters) {
      const query = new URLSearchParams({ search: filter.search, ...(filter.type && { type: filter.type }) });
      const res = await get(`/${SHOP}/dns?${query}`).expect(200);
      const expected = all.filter((r) => dnsRecordMatches(r, filter));
      expect(expected.length).toBeGreaterThan(0);
      expect(res.body.data.map((r: { id: number }) => r.id)).toEqual(expected.map((r) => r.id));
    }
  });

  it("lists in the order the portal finds a record by (the SDK's compareDnsRecords, then the id), records added later among the seeded ones", async () => {
    for (const body of [
      { type: 'A', name: 'zz-last', content: '192.0.2.250', ttl: 300 },
      { type: 'TXT', name: '@', content: 'a first text', ttl: 300 },
      { type: 'CNAME', name: '0-digits', content: 'x.example.net', ttl: 300 },
      { type: 'MX', name: 'shop', content: 'mx1.mail.example.net', priority: 99, ttl: 300 },
    ]) {
      await post(`/${SHOP}/dns`, body).expect(200);
    }
    const listed = (await get(`/${SHOP}/dns`).expect(200)).body.data as (DnsRecordDraft & { id: number })[];
    const sorted = [...listed].sort((a, b) => compareDnsRecords(a, b) || a.id - b.id);
    expect(listed.map((r) => r.id)).toEqual(sorted.map((r) => r.id));
    expect(listed.at(-1)?.name).toBe('zz-last');
    const pages = await Promise.all(
      [1, 2, 3].map((page) => get(`/${SHOP}/dns?page=${page}&per_page=100`).expect(200)),
    );
    expect(pages.flatMap((p) => p.body.data.map((r: { id: number }) => r.id))).toEqual(
      listed.map((r) => r.id),
    );
  });

  it('refuses a bad filter and another user’s domain', async () => {
    const bad = await get(`/${SHOP}/dns?type=SPF&per_page=500`).expect(422);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['per_page', 'type']);
    const theirs = await get(`/${SHOP}/dns`, 'en', `Bearer ${OTP_DEMO.apiToken}`).expect(404);
    expect(theirs.body).toEqual({ success: false, message: 'no domain exists' });
    await get('/999/dns').expect(404);
  });
});

describe('POST /cdn/ng/domains/{id}/dns', () => {
  const valid = {
    A: { type: 'A', name: 'new', content: '192.0.2.200', ttl: 300, proxy: 1 },
    AAAA: { type: 'AAAA', name: 'new', content: '2001:db8::200', ttl: 300 },
    CNAME: { type: 'CNAME', name: 'alias', content: 'target.example.net.', ttl: 3600 },
    ANAME: { type: 'ANAME', name: 'apex2', content: 'lb.example.net', ttl: 3600 },
    MX: { type: 'MX', name: '@', content: 'mx9.example.net', priority: 90, ttl: 3600 },
    TXT: { type: 'TXT', name: 'note', content: 'hello world', ttl: 3600 },
    NS: { type: 'NS', name: 'sub', content: 'ns.example.net', ttl: 86400 },
    SRV: {
      type: 'SRV',
      name: '@',
      service: '_ldap._tcp',
      content: 'ldap.example-shop.ir',
      priority: 1,
      weight: 1,
      port: 389,
      ttl: 3600,
    },
    CAA: { type: 'CAA', name: 'shop', flags: 0, tag: 'issuewild', content: 'letsencrypt.org', ttl: 3600 },
    PTR: { type: 'PTR', name: '99', content: 'host99.example-shop.ir', ttl: 3600 },
    TLSA: {
      type: 'TLSA',
      name: '_25._tcp.mail',
      usage: 3,
      selector: 1,
      matching_type: 1,
      content: 'ABCDEF01',
      ttl: 3600,
    },
  };

  it.each(Object.entries(valid))('adds a %s record with its own fields', async (type, body) => {
    const res = await post(`/${SHOP}/dns`, body).expect(200);
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/dns', res.body)).toEqual([]);
    expect(res.body.message).toBe('The record has been added');
    expect(res.body.data).toMatchObject({ type, name: body.name, ttl: body.ttl, created_at: nowSec() });
    expect(count(SHOP)).toBe(276);
    const listed = await get(
      `/${SHOP}/dns?type=${type}&search=${encodeURIComponent(body.name === '@' ? res.body.data.content : body.name)}`,
    ).expect(200);
    expect(listed.body.data.map((r: { id: number }) => r.id)).toContain(res.body.data.id);
  });

  it('stores names relative to the domain, targets without their final dot, the proxy as ACTIVE', async () => {
    const res = await postJson(`/${SHOP}/dns`, {
      type: 'A',
      name: 'API2.Example-Shop.ir.',
      content: '192.0.2.9',
      ttl: 60,
      proxy: true,
      protocol: 'HTTPS',
      port: 8443,
    }).expect(200);
    expect(res.body.data).toMatchObject({ name: 'api2', proxy: 'ACTIVE', protocol: 'HTTPS', port: 8443 });
    const cname = await post(`/${SHOP}/dns`, valid.CNAME).expect(200);
    expect(cname.body.data.content).toBe('target.example.net');
  });

  it.each([
    [{ ...valid.A, content: '300.1.1.1' }, { content: ['IP4 is invalid'] }],
    [{ ...valid.A, content: '' }, { content: ['Please enter IP4'] }],
    [{ ...valid.AAAA, content: '2001::db8::1' }, { content: ['IP6 is invalid'] }],
    [{ ...valid.A, name: 'bad name' }, { name: ["Record's name is invalid"] }],
    [{ ...valid.A, name: '' }, { name: ['Please enter record name'] }],
    [{ ...valid.CNAME, content: 'bad host' }, { content: ["Server's and Service's name is invalid"] }],
    [{ ...valid.SRV, service: 'ldap' }, { service: ["Server's and Service's name is invalid"] }],
    [{ ...valid.SRV, port: '' }, { port: ['Please enter port number'] }],
    [{ ...valid.MX, priority: '' }, { priority: ['Please enter priority'] }],
    [{ ...valid.SRV, weight: '' }, { weight: ['Please enter weight'] }],
    [{ ...valid.TXT, content: '' }, { content: ['Please enter text'] }],
    [{ ...valid.A, ttl: 301 }, { ttl: ['Choose a TTL from the list'] }],
    [{ ...valid.MX, proxy: 1 }, { proxy: ['Only A, AAAA, CNAME and ANAME records can be proxied'] }],
    [{ ...valid.A, type: 'SPF' }, { type: ['Choose a record type from the list'] }],
  ])('refuses %j with its field message and stores nothing', async (body, fields) => {
    const res = await post(`/${SHOP}/dns`, body).expect(422);
    expect(res.body).toEqual({ success: false, message: Object.values(fields)[0]?.[0], fields });
    expect(count(SHOP)).toBe(275);
  });

  it('answers in Persian', async () => {
    const res = await post(`/${SHOP}/dns`, { ...valid.A, content: 'x' }, 'fa').expect(422);
    expect(res.body.fields).toEqual({ content: ['IP4 معتبر نیست'] });
  });

  it('refuses a record the zone already has', async () => {
    const res = await post(`/${SHOP}/dns`, { type: 'A', name: 'www', content: '192.0.2.11', ttl: 60 }).expect(
      422,
    );
    expect(res.body.fields).toEqual({ content: ['This record already exists'] });
    expect(count(SHOP)).toBe(275);
  });

  it('gives wildcard records only to plans that have them', async () => {
    const free = await post(`/${BLOG}/dns`, { type: 'A', name: '*', content: '192.0.2.1', ttl: 300 }).expect(
      422,
    );
    expect(free.body.fields).toEqual({ name: ['Unfortunately, your plan does not support this feature'] });
    expect(count(BLOG)).toBe(4);
    await post(`/${SHOP}/dns`, { type: 'A', name: '*.dev', content: '192.0.2.1', ttl: 300 }).expect(200);
  });

  it('needs the fields the document asks for', async () => {
    const res = await post(`/${SHOP}/dns`, { type: 'A' }).expect(422);
    expect(Object.keys(res.body.fields).sort()).toEqual(['content', 'name', 'ttl']);
    expect(count(SHOP)).toBe(275);
  });
});

describe('POST /cdn/ng/domains/{id}/dns/{record_id} and DELETE', () => {
  it('changes a record, and turning the proxy off drops its origin protocol and port', async () => {
    const api = (await get(`/${SHOP}/dns?type=A&search=api`).expect(200)).body.data[0];
    expect(api).toMatchObject({ name: 'api', proxy: 'ACTIVE', protocol: 'HTTPS', port: 8443 });
    t.clock.now = new Date(t.clock.now.getTime() + 60_000);
    const res = await post(`/${SHOP}/dns/${api.id}`, {
      type: 'A',
      name: 'api',
      content: api.content,
      ttl: api.ttl,
      proxy: 0,
      protocol: 'HTTPS',
      port: 8443,
    }).expect(200);
    expect(res.body.message).toBe('The record has been updated');
    expect(res.body.data).toMatchObject({
      id: api.id,
      proxy: 'INACTIVE',
      protocol: 'DEFAULT',
      port: null,
      updated_at: nowSec(),
      created_at: api.created_at,
    });
  });

  it('refuses a bad change and keeps the record as it was', async () => {
    const www = (await get(`/${SHOP}/dns?type=A&search=www`).expect(200)).body.data[0];
    const res = await post(`/${SHOP}/dns/${www.id}`, {
      type: 'A',
      name: 'www',
      content: 'nope',
      ttl: 300,
    }).expect(422);
    expect(res.body.fields).toEqual({ content: ['IP4 is invalid'] });
    const after = (await get(`/${SHOP}/dns?type=A&search=www`).expect(200)).body.data[0];
    expect(after).toEqual(www);
  });

  it('deletes a record with "Requested record has been deleted"', async () => {
    const res = await post(`/${SHOP}/dns/5`, { _method: 'DELETE' }).expect(200);
    expect(res.body).toEqual({ success: true, message: 'Requested record has been deleted', data: null });
    expect(count(SHOP)).toBe(274);
    await post(`/${SHOP}/dns/5`, { _method: 'DELETE' }).expect(404);
  });

  it("never reaches another domain's record", async () => {
    const blogRecord = (await get(`/${BLOG}/dns`).expect(200)).body.data[0];
    const res = await post(`/${SHOP}/dns/${blogRecord.id}`, { _method: 'DELETE' }).expect(404);
    expect(res.body.message).toBe('The requested record does not exist');
    await post(`/${SHOP}/dns/${blogRecord.id}`, {
      type: 'A',
      name: 'x',
      content: '192.0.2.1',
      ttl: 300,
    }).expect(404);
    expect(count(BLOG)).toBe(4);
  });
});

describe('DNSSEC', () => {
  it('is refused for .ir domains with the message, whatever the plan', async () => {
    const res = await post(`/${SHOP}/dns/dnssec`, { enabled: 1 }).expect(422);
    expect(res.body).toEqual({
      success: false,
      message: '.ir domains do not support DNSSEC',
      fields: { enabled: ['.ir domains do not support DNSSEC'] },
    });
    const fa = await post(`/${SHOP}/dns/dnssec`, { enabled: 1 }, 'fa').expect(422);
    expect(fa.body.message).toBe('دامنه‌های ‎.ir از DNSSEC پشتیبانی نمی‌کنند');
    expect((await get(`/${SHOP}/dns/dnssec`).expect(200)).body.data.enabled).toBe(false);
  });

  it('is refused on a plan without DNSSEC', async () => {
    const res = await post(`/${BLOG}/dns/dnssec`, { enabled: 1 }).expect(422);
    expect(res.body.message).toBe('Unfortunately, your plan does not support this feature');
  });

  it('turns on with the DS record to give the registrar, and off', async () => {
    const id = addProDomain();
    const on = await post(`/${id}/dns/dnssec`, { enabled: 'true' }).expect(200);
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/dns/dnssec', on.body)).toEqual([]);
    expect(on.body.message).toBe('Settings successfully applied');
    expect(on.body.data).toMatchObject({ enabled: true, algorithm: 13, digest_type: 2 });
    expect(on.body.data.ds).toBe(
      `pro-empty.com. 3600 IN DS ${on.body.data.key_tag} 13 2 ${on.body.data.digest}`,
    );
    expect(on.body.data.digest).toMatch(/^[0-9A-F]{64}$/);
    expect((await get(`/${id}/dns/dnssec`).expect(200)).body.data).toEqual(on.body.data);
    const off = await post(`/${id}/dns/dnssec`, { enabled: 0 }).expect(200);
    expect(off.body.data).toEqual({
      enabled: false,
      algorithm: null,
      key_tag: null,
      digest_type: null,
      digest: null,
      ds: null,
    });
  });
});

describe('custom nameservers', () => {
  it('need the professional plan', async () => {
    const res = await post(`/${SHOP}/dns/custom-ns`, {
      enabled: 1,
      ns1: 'ns1.example-shop.ir',
      ns2: 'ns2.example-shop.ir',
    }).expect(422);
    expect(res.body.message).toBe('Unfortunately, your plan does not support this feature');
    expect((await get(`/${SHOP}/dns/custom-ns`).expect(200)).body.data).toEqual({
      enabled: false,
      ns1: null,
      ns2: null,
    });
  });

  it('are set, checked and cleared', async () => {
    const id = addProDomain();
    const bad = await post(`/${id}/dns/custom-ns`, { enabled: 1, ns1: '', ns2: 'bad name' }).expect(422);
    expect(bad.body.fields).toEqual({
      ns1: ['Please enter both nameservers'],
      ns2: ['Enter a valid nameserver name'],
    });
    const same = await post(`/${id}/dns/custom-ns`, {
      enabled: 1,
      ns1: 'ns.pro-empty.com',
      ns2: 'NS.pro-empty.com.',
    }).expect(422);
    expect(same.body.fields).toEqual({ ns2: ['The two nameservers must differ'] });
    expect((await get(`/${id}/dns/custom-ns`).expect(200)).body.data.enabled).toBe(false);
    const set = await post(`/${id}/dns/custom-ns`, {
      enabled: 1,
      ns1: 'NS1.pro-empty.com',
      ns2: 'ns2.pro-empty.com',
    }).expect(200);
    expect(set.body.data).toEqual({ enabled: true, ns1: 'ns1.pro-empty.com', ns2: 'ns2.pro-empty.com' });
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/dns/custom-ns', set.body)).toEqual([]);
    await post(`/${id}/dns/custom-ns`, { enabled: 0 }).expect(200);
    expect((await get(`/${id}/dns/custom-ns`).expect(200)).body.data).toEqual({
      enabled: false,
      ns1: null,
      ns2: null,
    });
  });
});

describe('zone files', () => {
  it('export the zone as BIND text named after the domain', async () => {
    const res = await get(`/${SHOP}/dns/export`).expect(200);
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/dns/export', res.body)).toEqual([]);
    expect(res.body.data.file_name).toBe('example-shop.ir.zone');
    expect(res.body.data.zone).toBe(exportZone(DEMO_FULL_ZONE, demoDnsRecordDrafts(DEMO_FULL_ZONE)));
  });

  it('an exported zone imported into an empty domain gives the same records', async () => {
    const original = (await get(`/${SHOP}/dns`).expect(200)).body.data;
    const zone = (await get(`/${SHOP}/dns/export`).expect(200)).body.data.zone as string;
    // the same domain, emptied and moved to the professional plan (zone import needs it)
    t.sandbox.db.prepare('DELETE FROM dns_records WHERE domain_id = ?').run(SHOP);
    t.sandbox.db.prepare('UPDATE domains SET plan_id = 4 WHERE id = ?').run(SHOP);
    const preview = await post(`/${SHOP}/dns/import`, { zone, preview: 1 }).expect(200);
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/dns/import', preview.body)).toEqual([]);
    expect(preview.body.data).toMatchObject({ preview: true, count: 275, errors: [], skipped: [] });
    expect(count(SHOP)).toBe(0);
    const imported = await post(`/${SHOP}/dns/import`, { zone }).expect(200);
    expect(imported.body.message).toBe('275 records have been added');
    const strip = (list: Record<string, unknown>[]) =>
      list
        .map(({ id: _id, created_at: _c, updated_at: _u, ...rest }) => rest)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
    const copy = (await get(`/${SHOP}/dns`).expect(200)).body.data;
    expect(strip(copy)).toEqual(strip(original));
    // importing again adds nothing: every record is there already
    const again = await post(`/${SHOP}/dns/import`, { zone, preview: 1 }).expect(200);
    expect(again.body.data.count).toBe(0);
    expect(again.body.data.skipped).toHaveLength(275);
    expect(again.body.data.skipped[0].reason).toBe('exists');
    await post(`/${SHOP}/dns/import`, { zone }).expect(422);
  });

  it('previews each line’s problem, and an import with any problem stores nothing', async () => {
    const id = addProDomain();
    const zone = 'www 300 IN A 192.0.2.1\nbad 300 IN A 1.2.3\nx 300 IN HINFO "a" "b"\n';
    const preview = await post(`/${id}/dns/import`, { zone, preview: 1 }).expect(200);
    expect(preview.body.data.errors).toEqual([
      { line: 2, field: 'content', message: 'IP4 is invalid' },
      { line: 3, field: null, message: 'The HINFO record type is not supported' },
    ]);
    expect(preview.body.data.records).toEqual([
      expect.objectContaining({ line: 1, name: 'www', type: 'A', content: '192.0.2.1', proxy: 'INACTIVE' }),
    ]);
    const res = await post(`/${id}/dns/import`, { zone }).expect(422);
    expect(res.body.fields).toEqual({
      zone: ['Line 2: IP4 is invalid', 'Line 3: The HINFO record type is not supported'],
    });
    expect(count(id)).toBe(0);
    const fa = await post(`/${id}/dns/import`, { zone }, 'fa').expect(422);
    expect(fa.body.fields.zone[0]).toBe('خط 2: IP4 معتبر نیست');
  });

  it('refuses an empty zone and wildcards on a plan without them', async () => {
    const id = addProDomain();
    const empty = await post(`/${id}/dns/import`, { zone: '; nothing\n' }).expect(422);
    expect(empty.body.fields).toEqual({ zone: ['The zone file holds no records to add'] });
    await t.http
      .post(`/api/v1/cdn/ng/domains/${id}/dns/import`)
      .set('Authorization', DEMO_BEARER)
      .send({})
      .expect(422);
  });

  it('need the professional plan', async () => {
    const res = await post(`/${SHOP}/dns/import`, { zone: 'www 300 IN A 192.0.2.1', preview: 1 }).expect(422);
    expect(res.body.fields).toEqual({ zone: ['Unfortunately, your plan does not support this feature'] });
    expect(count(SHOP)).toBe(275);
  });
});

describe('POST /cdn/ng/domains/{id}/dns/fetch-records', () => {
  it('offers the records a scan finds that the zone lacks, the same each time, storing nothing', async () => {
    const res = await post(`/${BLOG}/dns/fetch-records`).expect(200);
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/dns/fetch-records', res.body)).toEqual([]);
    // the zone has the scan's MX already
    const scanned = scannedRecords('my-blog.com').filter((r) => r.type !== 'MX');
    expect(res.body.data.count).toBe(scanned.length);
    expect(res.body.data.records.map((r: { type: string; name: string }) => `${r.type} ${r.name}`)).toEqual(
      scanned.map((r) => `${r.type} ${r.name}`),
    );
    expect((await post(`/${BLOG}/dns/fetch-records`).expect(200)).body).toEqual(res.body);
    expect(count(BLOG)).toBe(4);
    // once added, a found record is no longer offered
    const first = res.body.data.records[0];
    await post(`/${BLOG}/dns`, {
      type: first.type,
      name: first.name,
      content: first.content,
      ttl: first.ttl,
    }).expect(200);
    expect((await post(`/${BLOG}/dns/fetch-records`).expect(200)).body.data.count).toBe(scanned.length - 1);
  });
});
