import { LOG_PARAMETERS } from '@portal/api-cdn/rules';
import { responseErrors } from '../testing/responseSchema';
import { MONITOR_TOKEN, sdkCalls } from '../testing/sdkCalls';
import { startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const SHOP = '/cdn/ng/domains/1'; // example-shop.ir
const STORE = '/cdn/ng/domains/4'; // pro-store.com: log forwarding in its plan, one forwarder to syslog
const sdk = () => sdkCalls(t);
const count = (table: string) =>
  (t.sandbox.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;

describe("log forwarders as the provider's SDK keeps them", () => {
  it('answers a name, the type, the destination and whether it sends', async () => {
    const res = await sdk().get(`${STORE}/log-forwarders`).expect(200);
    expect(res.body.data[0]).toMatchObject({
      domain_id: 4,
      name: 'logs.pro-store.com:514',
      type: 'syslog',
      destination: 'logs.pro-store.com:514',
      enabled: true,
    });
  });

  it('adds one by name, type and destination (every parameter, by commas), switches it off, and deletes it', async () => {
    const added = await sdk()
      .post(`${STORE}/log-forwarders`, {
        name: 'central-logs',
        type: 'http',
        destination: 'https://logs.pro-store.com/ingest',
        enabled: true,
      })
      .expect(200);
    expect(added.body.data).toMatchObject({
      name: 'central-logs',
      service: 'http',
      receiver: 'https://logs.pro-store.com/ingest',
      parameters: [...LOG_PARAMETERS],
      delimiter: ',',
      enabled: true,
    });
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/log-forwarders', added.body)).toEqual([]);
    const id = added.body.data.id as number;
    const off = await sdk().put(`${STORE}/log-forwarders/${id}`, { enabled: false }).expect(200);
    expect(off.body.data).toMatchObject({
      name: 'central-logs',
      type: 'http',
      parameters: [...LOG_PARAMETERS],
      enabled: false,
    });
    await sdk().delete(`${STORE}/log-forwarders/${id}`).expect(200);
    expect(count('cdn_log_forwarders')).toBe(1);
  });

  it('refuses a type it does not offer, a format or headers (not dropped), naming the fields as sent, and stores nothing', async () => {
    const type = await sdk()
      .post(`${STORE}/log-forwarders`, {
        name: 'dd',
        type: 'datadog',
        destination: 'https://http-intake.logs.datadoghq.com',
      })
      .expect(422);
    expect(Object.keys(type.body.fields)).toEqual(['type']);
    const extras = await sdk()
      .post(`${STORE}/log-forwarders`, {
        name: 'x',
        type: 'http',
        destination: 'https://x.example',
        format: 'json',
        headers: { 'X-Key': 'k' },
      })
      .expect(422);
    expect(Object.keys(extras.body.fields).sort()).toEqual(['format', 'headers']);
    const plan = await sdk()
      .post(`${SHOP}/log-forwarders`, { name: 'x', type: 'http', destination: 'https://x.example' })
      .expect(422);
    expect(plan.body.message).toBe('Unfortunately, your plan does not support this feature');
    expect(count('cdn_log_forwarders')).toBe(1);
    await sdkCalls(t, MONITOR_TOKEN).put(`${STORE}/log-forwarders/1`, { enabled: false }).expect(403);
  });
});

describe("custom pages by the provider SDK's names", () => {
  it('answers each of its names from the page it is here', async () => {
    t.sandbox.db
      .prepare(
        "INSERT INTO cdn_custom_pages (domain_id, section, html, updated_at) VALUES (1, 'block', '<p>no</p>', 0)",
      )
      .run();
    const res = await sdk().get(`${SHOP}/custom-pages`).expect(200);
    expect(res.body.data).toMatchObject({
      block: '<p>no</p>',
      e403: '<p>no</p>',
      e429: '<p>no</p>',
      e502: null,
      captcha_page: null,
    });
  });

  it('sets pages by PUT, and resets every page by a DELETE without a section', async () => {
    const html403 = '<html><body>Access denied</body></html>';
    const res = await sdk()
      .put(`${SHOP}/custom-pages`, {
        e403: html403,
        e502: '<html><body>Bad gateway</body></html>',
        e504: '<html><body>Bad gateway</body></html>',
      })
      .expect(200);
    expect(res.body.data).toMatchObject({
      block: html403,
      error: '<html><body>Bad gateway</body></html>',
      e504: '<html><body>Bad gateway</body></html>',
    });
    expect(responseErrors('put', '/cdn/ng/domains/{domain_id}/custom-pages', res.body)).toEqual([]);
    await sdk().delete(`${SHOP}/custom-pages`).expect(200);
    expect(count('cdn_custom_pages')).toBe(0);
  });

  it('refuses two different pages for one page here, a captcha page without its box, or none at all, and stores nothing', async () => {
    const two = await sdk()
      .put(`${SHOP}/custom-pages`, { e502: '<p>a</p>', maintenance_mode: '<p>b</p>' })
      .expect(422);
    expect(two.body.fields).toEqual({
      maintenance_mode: ['This page is the same page here as e502: send one of them'],
    });
    const captcha = await sdk()
      .put(`${SHOP}/custom-pages`, { e403: '<p>ok</p>', captcha_page: '<form></form>' }, 'fa')
      .expect(422);
    expect(captcha.body.fields).toEqual({ captcha_page: ['صفحه کپچا باید mc_captcha_box را داشته باشد'] });
    await sdk().put(`${SHOP}/custom-pages`, { error: '<p>x</p>' }).expect(422);
    expect(count('cdn_custom_pages')).toBe(0);
    await sdkCalls(t, MONITOR_TOKEN).delete(`${SHOP}/custom-pages`).expect(403);
  });
});
