import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';
import { responseErrors } from '../testing/responseSchema';

let t: TestSandbox;
beforeEach(() => {
  t = startTestSandbox();
});
afterEach(() => t.close());

const SHOP = '/api/v1/cdn/ng/domains/1/reports'; // example-shop.ir, active since 90 days
const BLOG = '/api/v1/cdn/ng/domains/2/reports'; // my-blog.com, pending
const report = (path: string, body: object, lang = 'en') =>
  t.http.post(path).set('Authorization', DEMO_BEARER).set('Accept-Language', lang).type('form').send(body);
const now = () => Math.floor(t.clock.now.getTime() / 1000);

describe('POST /cdn/ng/domains/{id}/reports', () => {
  it('answers the exact figures of the rule, which change with the period', async () => {
    const day = await report(SHOP, { type: 'status', period: '24h' }).expect(200);
    expect(day.body.data).toMatchObject({
      type: 'status',
      period: '24h',
      since: now() - 86_400,
      until: now(),
      step: 3600,
    });
    expect(day.body.data.statistics).toEqual({
      '2xx': 28_696,
      '3xx': 4308,
      '4xx': 2545,
      '5xx': 536,
      total: 36_085,
    });
    expect(day.body.data.charts.status_code.categories).toHaveLength(24);
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/reports', day.body)).toEqual([]);
    const week = await report(SHOP, { type: 'status', period: '7d' }).expect(200);
    expect(week.body.data.statistics.total).toBe(279_711);
  });

  it("answers the provider SDK's days and report names: the custom range from the first day to the end of the last", async () => {
    const since = Date.UTC(2025, 2, 1) / 1000;
    const until = Date.UTC(2025, 2, 15) / 1000;
    const byDays = await report(SHOP, {
      start_date: '2025-03-01',
      end_date: '2025-03-14',
      granularity: 'daily',
      type: 'requests',
    }).expect(200);
    const bySeconds = await report(SHOP, { type: 'status', period: 'custom', since, until }).expect(200);
    expect(byDays.body.data).toEqual({ ...bySeconds.body.data });
    expect(byDays.body.data).toMatchObject({ type: 'status', period: 'custom', since, until, step: 86_400 });
    const threats = await report(SHOP, {
      start_date: '2025-03-01',
      end_date: '2025-03-14',
      type: 'threats',
    }).expect(200);
    expect(threats.body.data.type).toBe('attacks');
  });

  it('names the days a refusal of such a call is about', async () => {
    const reversed = await report(SHOP, {
      start_date: '2025-03-10',
      end_date: '2025-03-01',
      type: 'traffic',
    }).expect(422);
    expect(Object.keys(reversed.body.fields)).toEqual(['end_date']);
    const noDate = await report(SHOP, { start_date: 'March', end_date: '2025-03-14', type: 'cache' }).expect(
      422,
    );
    expect(Object.keys(noDate.body.fields)).toEqual(['start_date']);
  });

  it('answers each report: errors, traffic, countries, attacks', async () => {
    expect(
      (await report(SHOP, { type: 'errors', period: '24h' }).expect(200)).body.data.statistics.total,
    ).toBe(3081);
    expect((await report(SHOP, { type: 'traffic', period: '24h' }).expect(200)).body.data.statistics).toEqual(
      {
        served: 2_698_895_992,
        saved: 1_694_837_951,
        origin: 1_004_058_041,
      },
    );
    const country = await report(SHOP, { type: 'country', period: '24h' }).expect(200);
    expect(country.body.data.lists[0]).toEqual({ code: 'IR', requests: 18_160, traffics: 1_358_033_017 });
    expect(country.body.data.charts).toEqual({});
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/reports', country.body)).toEqual([]);
    expect(
      (await report(SHOP, { type: 'attacks', period: '1h' }).expect(200)).body.data.statistics.total,
    ).toBe(7);
  });

  it('takes a custom range; one before the domain was added has no data', async () => {
    const custom = await report(SHOP, {
      type: 'traffic',
      period: 'custom',
      since: now() - 86_400,
      until: now(),
    }).expect(200);
    expect(custom.body.data.statistics.served).toBe(2_698_895_992);
    const before = await report(SHOP, {
      type: 'traffic',
      period: 'custom',
      since: now() - 120 * 86_400,
      until: now() - 100 * 86_400,
    }).expect(200);
    expect(before.body.data.statistics).toEqual({ served: 0, saved: 0, origin: 0 });
  });

  it('refuses a bad report or period with the field at fault, in the language asked', async () => {
    const bad = await report(SHOP, { type: 'visits', period: 'year' }).expect(422);
    expect(bad.body.fields).toEqual({
      type: ['Choose a report: status, errors, traffic, countries or attacks'],
      period: ['Choose a period: the last hour, 24 hours, 7 days, 30 days or a custom range'],
    });
    const reversed = await report(SHOP, {
      type: 'status',
      period: 'custom',
      since: now(),
      until: now() - 3600,
    }).expect(422);
    expect(reversed.body).toMatchObject({
      success: false,
      message: 'The end must come after the start',
      fields: { until: ['The end must come after the start'] },
    });
    const long = await report(
      SHOP,
      { type: 'status', period: 'custom', since: now() - 40 * 86_400, until: now() },
      'fa',
    ).expect(422);
    expect(long.body.fields).toEqual({ until: ['بازه حداکثر می‌تواند 31 روز باشد'] });
    expect((await report(SHOP, { type: 'status', period: 'custom' }).expect(422)).body.fields).toEqual({
      since: ['Choose the start date'],
      until: ['Choose the end date'],
    });
  });

  it("says a pending domain has not been activated yet; another customer's domain is not found", async () => {
    expect((await report(BLOG, { type: 'status', period: '24h' }).expect(409)).body).toMatchObject({
      success: false,
      message: 'Your domain has not been activated yet',
    });
    expect((await report(BLOG, { type: 'status', period: '24h' }, 'fa').expect(409)).body.message).toBe(
      'دامنه شما هنوز فعال نشده است',
    );
    await report('/api/v1/cdn/ng/domains/999/reports', { type: 'status', period: '24h' }).expect(404);
  });
});

describe('POST /cdn/ng/domains/{id}/reports/attacks', () => {
  const attacks = (path: string, body: object, lang = 'en') =>
    t.http
      .post(`${path}/attacks`)
      .set('Authorization', DEMO_BEARER)
      .set('Accept-Language', lang)
      .type('form')
      .send(body);

  it('lists the attacks the report counts, newest first, a page at a time', async () => {
    const total = (await report(SHOP, { type: 'attacks', period: '24h' }).expect(200)).body.data.statistics
      .total;
    const first = await attacks(SHOP, { period: '24h' }).expect(200);
    expect(first.body.data).toMatchObject({ total, page: 1, per_page: 10 });
    expect(first.body.data.items).toHaveLength(10);
    expect(responseErrors('post', '/cdn/ng/domains/{domain_id}/reports/attacks', first.body)).toEqual([]);
    const second = await attacks(SHOP, { period: '24h', page: 2, per_page: 5 }).expect(200);
    expect(second.body.data.items).toEqual(first.body.data.items.slice(5, 10));
    const times = first.body.data.items.map((a: { timestamp: number }) => a.timestamp);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThan(now());
  });

  it('refuses a bad page, page size or period with the field at fault, in the language asked', async () => {
    const bad = await attacks(SHOP, { period: '24h', page: 0, per_page: 500 }).expect(422);
    expect(bad.body.fields).toEqual({
      page: ['The page must be a whole number from 1'],
      per_page: ['Rows per page must be from 1 to 100'],
    });
    const fa = await attacks(SHOP, { period: 'year', per_page: -3 }, 'fa').expect(422);
    expect(fa.body.fields).toEqual({
      period: ['بازه را انتخاب کنید: یک ساعت، 24 ساعت، 7 روز یا 30 روز گذشته، یا بازه دلخواه'],
      per_page: ['تعداد ردیف هر صفحه باید از 1 تا 100 باشد'],
    });
  });

  it('says a pending domain has not been activated yet', async () => {
    expect((await attacks(BLOG, { period: '24h' }).expect(409)).body.message).toBe(
      'Your domain has not been activated yet',
    );
  });
});
