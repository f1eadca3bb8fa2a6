import { demoClusters, demoLogForwarders, demoPageRules } from '@portal/api-cdn/factories';
import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const SHOP = '/cdn/ng/domains/1';
const STORE = '/cdn/ng/domains/4';
const get = (path: string, lang = 'en') =>
  t.http.get(`/api/v1${path}`).set('Authorization', DEMO_BEARER).set('Accept-Language', lang);
/** A body as the portal's client encodes a form: nested as `servers[0][address]`. */
function formOf(value: unknown, prefix = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => formOf(v, `${prefix}[${i}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([k, v]) => formOf(v, prefix ? `${prefix}[${k}]` : k));
  return [`${encodeURIComponent(prefix)}=${encodeURIComponent(String(value))}`];
}
const post = (path: string, body: object, lang = 'en') =>
  t.http
    .post(`/api/v1${path}`)
    .set('Authorization', DEMO_BEARER)
    .set('Accept-Language', lang)
    .type('form')
    .send(formOf(body).join('&'));
const postJson = (path: string, body: object, lang = 'en') =>
  t.http.post(`/api/v1${path}`).set('Authorization', DEMO_BEARER).set('Accept-Language', lang).send(body);
const count = (table: string) =>
  (t.sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe('page rules', () => {
  it('lists by priority, adds, changes and deletes a setting by name', async () => {
    const list = await get(`${SHOP}/paths`).expect(200);
    expect(list.body.data).toEqual({
      rules: demoPageRules().map((r) => expect.objectContaining(r)),
      max_rules: 10,
    });
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/paths', list.body)).toEqual([]);
    const added = await post(`${SHOP}/paths`, {
      path: 'example-shop.ir/blog/*',
      priority: 3,
      settings: { security_level: 'high', always_https: 1 },
    }).expect(200);
    expect(added.body.data).toEqual(
      expect.objectContaining({
        id: 3,
        path: 'example-shop.ir/blog/*',
        priority: 3,
        settings: { security_level: 'high', always_https: true },
      }),
    );
    const changed = await post(`${SHOP}/paths/3`, {
      _method: 'PUT',
      path: 'example-shop.ir/blog/**',
      priority: 1,
      settings: { waf: 1 },
    }).expect(200);
    expect(changed.body.data.settings).toEqual({ waf: true });
    await post(`${SHOP}/paths/1/rules/cache_ttl`, { _method: 'DELETE' }).expect(200);
    expect(
      (await get(`${SHOP}/paths`)).body.data.rules.find((r: { id: number }) => r.id === 1).settings,
    ).toEqual({ cache_mode: 'everything' });
    // a setting the rule does not have, and then a rule removed with its last setting
    expect((await post(`${SHOP}/paths/1/rules/waf`, { _method: 'DELETE' }).expect(404)).body.message).toBe(
      'The desired rule does not exist',
    );
    await post(`${SHOP}/paths/1/rules/cache_mode`, { _method: 'DELETE' }).expect(200);
    await post(`${SHOP}/paths/1`, { _method: 'DELETE' }).expect(404);
  });

  it('refuses a path off the domain, no settings, and one rule past the plan', async () => {
    const bad = await postJson(`${SHOP}/paths`, { path: '/blog', priority: 0, settings: {} }).expect(422);
    expect(bad.body.fields).toEqual({
      path: ['The path must start with the domain name'],
      priority: ['Enter a priority from 1 to 1000'],
      settings: ['Choose at least one setting'],
    });
    // the free plan allows three
    for (const p of ['a', 'b', 'c'])
      await post('/cdn/ng/domains/2/paths', {
        path: `my-blog.com/${p}`,
        priority: 1,
        settings: { waf: 1 },
      }).expect(200);
    const fourth = await post(
      '/cdn/ng/domains/2/paths',
      { path: 'my-blog.com/d', priority: 1, settings: { waf: 1 } },
      'fa',
    ).expect(422);
    expect(fourth.body.message).toBe('متأسفانه پلن شما از این قابلیت پشتیبانی نمی‌کند');
    expect(count('cdn_page_rules')).toBe(5);
  });
});

describe('clusters', () => {
  const cluster = {
    name: 'eu',
    method: 'least_connections',
    protocol: 'http',
    monitoring_path: '',
    servers: [{ address: '10.0.0.5', port: 80, weight: 10 }],
    paths: ['example-shop.ir/eu/*'],
  };

  it('lists, adds (form-encoded servers), changes and deletes', async () => {
    const list = await get(`${SHOP}/cluster`).expect(200);
    expect(list.body.data).toMatchObject(demoClusters());
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/cluster', list.body)).toEqual([]);
    const added = await post(`${SHOP}/cluster`, cluster).expect(200);
    expect(added.body).toMatchObject({
      message: 'The cluster eu has been saved',
      data: { id: 2, ...cluster },
    });
    const changed = await post(`${SHOP}/cluster/2`, {
      _method: 'PUT',
      ...cluster,
      name: 'eu-2',
      servers: [...cluster.servers, { address: 'b.example', port: 8080, weight: 1 }],
    }).expect(200);
    expect(changed.body.data.servers).toHaveLength(2);
    expect((await post(`${SHOP}/cluster/2`, { _method: 'DELETE' }).expect(200)).body.message).toBe(
      'The cluster eu-2 has been deleted',
    );
    await post(`${SHOP}/cluster/2`, { _method: 'DELETE' }).expect(404);
  });

  it('refuses a cluster without a name or servers, a duplicate address and port, a bad weight or port', async () => {
    const empty = await postJson(`${SHOP}/cluster`, { ...cluster, name: '', servers: [] }).expect(422);
    expect(empty.body.fields).toEqual({ name: ['Enter a name'], servers: ['Add a server first'] });
    const dup = await post(`${SHOP}/cluster`, {
      ...cluster,
      servers: [cluster.servers[0], { address: '10.0.0.5', port: '80', weight: 5 }],
    }).expect(422);
    expect(dup.body).toMatchObject({
      message: 'Duplicate address and port',
      fields: { 'servers.1.address': ['Duplicate address and port'] },
    });
    const weight = await post(`${SHOP}/cluster`, {
      ...cluster,
      servers: [{ address: '10.0.0.5', port: 70000, weight: 500 }],
    }).expect(422);
    expect(weight.body.fields).toEqual({
      'servers.0.port': ['Invalid Port'],
      'servers.0.weight': ['Invalid Weight'],
    });
    const fa = await post(
      `${SHOP}/cluster`,
      { ...cluster, servers: [{ address: '10.0.0.5', port: 80, weight: 0 }] },
      'fa',
    ).expect(422);
    expect(fa.body.message).toBe('وزن نامعتبر است');
    expect(count('cdn_clusters')).toBe(1);
  });
});

describe('log forwarders', () => {
  const f = {
    service: 'http',
    receiver: 'https://logs.pro-store.com/in',
    parameters: ['time', 'uri'],
    delimiter: ';',
  };

  it('lists, adds, edits and deletes', async () => {
    const list = await get(`${STORE}/log-forwarders`).expect(200);
    expect(list.body.data).toEqual(demoLogForwarders().map((x) => expect.objectContaining(x)));
    expect(responseErrors('get', '/cdn/ng/domains/{domain_id}/log-forwarders', list.body)).toEqual([]);
    const added = await post(`${STORE}/log-forwarders`, f).expect(200);
    expect(added.body.data).toEqual(expect.objectContaining({ id: 2, ...f }));
    const edited = await post(`${STORE}/log-forwarders/2`, { _method: 'PUT', ...f, delimiter: '_' }).expect(
      200,
    );
    expect(edited.body.data.delimiter).toBe('_');
    await post(`${STORE}/log-forwarders/2`, { _method: 'DELETE' }).expect(200);
    await post(`${STORE}/log-forwarders/2`, { _method: 'DELETE' }).expect(404);
  });

  it('refuses an empty list, a #, a bad delimiter, and a plan without log forwarding', async () => {
    const empty = await post(`${STORE}/log-forwarders`, { ...f, parameters: [] }).expect(422);
    expect(empty.body.fields).toEqual({ parameters: ['The parameter list cannot be empty'] });
    const hash = await post(`${STORE}/log-forwarders`, {
      ...f,
      parameters: ['ti#me'],
      delimiter: '|',
    }).expect(422);
    expect(hash.body.fields).toEqual({
      parameters: ['A parameter may not contain #'],
      delimiter: ['Choose a delimiter'],
    });
    const eco = await post(`${SHOP}/log-forwarders`, { ...f, receiver: 'x' }).expect(422);
    expect(eco.body.message).toBe('Unfortunately, your plan does not support this feature');
    expect(count('cdn_log_forwarders')).toBe(1);
  });
});

describe('custom pages', () => {
  it("saves a page, gives the provider's page back on delete", async () => {
    const none = await get(`${SHOP}/custom-pages`).expect(200);
    expect(none.body.data).toEqual(expect.objectContaining({ error: null, block: null, captcha: null }));
    const html = '<h1>Down</h1><script>alert(1)</script>';
    const saved = await post(`${SHOP}/custom-pages`, { section: 'error', html }).expect(200);
    expect(saved.body.data).toEqual(expect.objectContaining({ error: html, block: null, captcha: null }));
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/custom-pages', saved.body)).toEqual([]);
    const reset = await post(`${SHOP}/custom-pages`, { _method: 'DELETE', section: 'error' }).expect(200);
    expect(reset.body.data.error).toBeNull();
  });

  it('refuses a captcha page without mc_captcha_box and an unknown section', async () => {
    const bad = await post(`${SHOP}/custom-pages`, { section: 'captcha', html: '<form></form>' }).expect(422);
    expect(bad.body.fields).toEqual({ html: ['The captcha page must contain mc_captcha_box'] });
    await post(`${SHOP}/custom-pages`, { section: 'login', html: 'x' }).expect(422);
    await post(`${SHOP}/custom-pages`, {
      section: 'captcha',
      html: '<div id="mc_captcha_box"></div>',
    }).expect(200);
    expect(count('cdn_custom_pages')).toBe(1);
  });
});
