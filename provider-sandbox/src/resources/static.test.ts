import { DEMO_DATACENTERS, DEMO_OS_IMAGES, inLang } from '@portal/shared-sdk/factories';
import { TTL_OPTIONS } from '@portal/shared-sdk/rules';
import { responseErrors } from '../testing/responseSchema';
import { DEMO_BEARER, startTestSandbox, type TestSandbox } from '../testing/testSandbox';

let t: TestSandbox;
beforeAll(() => {
  t = startTestSandbox();
});
afterAll(() => t.close());

describe('static', () => {
  it('serves three slides with every field of a slide and inline images', async () => {
    const res = await t.http.get('/api/v1/static/sliders').set('Authorization', DEMO_BEARER).expect(200);
    expect(res.body.data).toHaveLength(3);
    for (const slide of res.body.data) {
      expect(Object.keys(slide).sort()).toEqual(
        [
          'callToActionLink',
          'callToActionTarget',
          'callToActionText',
          'description',
          'id',
          'image',
          'order',
          'subTitle',
          'title',
        ].sort(),
      );
      expect(slide.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(slide.callToActionLink).toMatch(/^\//);
    }
  });

  it('localizes the slides', async () => {
    const en = await t.http.get('/api/v1/static/sliders').set('Authorization', DEMO_BEARER).expect(200);
    const fa = await t.http
      .get('/api/v1/static/sliders')
      .set('Authorization', DEMO_BEARER)
      .set('Accept-Language', 'fa')
      .expect(200);
    expect(en.body.data[0].title).toMatch(/^[A-Za-z]/);
    expect(fa.body.data[0].title).toMatch(/[\u0600-\u06ff]/);
    expect(fa.body.message).toBe('عملیات با موفقیت انجام شد');
  });

  it('lists Finland and five Iranian data centers', async () => {
    const res = await t.http.get('/api/v1/static/datacenters').set('Authorization', DEMO_BEARER).expect(200);
    const countries = res.body.data.map((d: { country: string }) => d.country);
    expect(countries.filter((c: string) => c === 'FI')).toHaveLength(1);
    expect(countries.filter((c: string) => c === 'IR')).toHaveLength(5);
    expect(res.body.data).toEqual(
      DEMO_DATACENTERS.map((dc) =>
        expect.objectContaining({ ...dc, display_name: inLang(dc.display_name, 'en') }),
      ),
    );
  });

  it("names a data center's state and disk families as the provider's SDK reads them", async () => {
    const res = await t.http.get('/api/v1/static/datacenters').set('Authorization', DEMO_BEARER).expect(200);
    const byName = Object.fromEntries(res.body.data.map((d: { name: string }) => [d.name, d]));
    expect(byName['ir-thr1']).toMatchObject({
      location: 'Tehran 1',
      status: 'active',
      available_storage_types: ['SSD', 'NVMe', 'HDD'],
      allowed_actions: ['create', 'resize', 'rebuild', 'rescue', 'snapshot', 'trial'],
    });
    expect(byName['fi-hel1'].allowed_actions).not.toContain('trial');
    // Shiraz takes no new servers
    expect(byName['ir-shz1']).toMatchObject({ status: 'disabled', allowed_actions: [] });
    expect(responseErrors('get', '/static/datacenters', res.body)).toEqual([]);
  });

  it('lists OS images', async () => {
    const res = await t.http.get('/api/v1/static/os-list').set('Authorization', DEMO_BEARER).expect(200);
    expect(res.body.data).toEqual(
      DEMO_OS_IMAGES.map((os) => expect.objectContaining({ ...os, min_storage: os.min_disk, min_ram: 1 })),
    );
  });

  it('lists the TTL choices with labels in the language asked', async () => {
    const en = await t.http.get('/api/v1/static/cache-times').set('Authorization', DEMO_BEARER).expect(200);
    const fa = await t.http
      .get('/api/v1/static/cache-times')
      .set('Authorization', DEMO_BEARER)
      .set('Accept-Language', 'fa')
      .expect(200);
    expect(en.body.data.map((c: { value: number }) => c.value)).toEqual([...TTL_OPTIONS]);
    const label = (list: { value: number; label: string }[], value: number) =>
      list.find((c) => c.value === value)?.label;
    expect([1, 120, 7200, 259200, 31536000].map((v) => label(en.body.data, v))).toEqual([
      '1 second',
      '2 minutes',
      '2 hours',
      '3 days',
      '1 year',
    ]);
    expect(label(fa.body.data, 7200)).toBe('2 ساعت');
    expect(responseErrors('get', '/static/cache-times', en.body)).toEqual([]);
  });
});
