import { DEMO_DATACENTERS, DEMO_OS_IMAGES, inLang } from '@portal/shared-sdk/factories';
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
        ['callToActionLink', 'callToActionTarget', 'callToActionText', 'description', 'image', 'subTitle', 'title'].sort(),
      );
      expect(slide.image).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(slide.callToActionLink).toMatch(/^\//);
    }
  });

  it('localizes the slides', async () => {
    const en = await t.http.get('/api/v1/static/sliders').set('Authorization', DEMO_BEARER).expect(200);
    const fa = await t.http.get('/api/v1/static/sliders').set('Authorization', DEMO_BEARER).set('Accept-Language', 'fa').expect(200);
    expect(en.body.data[0].title).toMatch(/^[A-Za-z]/);
    expect(fa.body.data[0].title).toMatch(/[\u0600-\u06ff]/);
    expect(fa.body.message).toBe('عملیات با موفقیت انجام شد');
  });

  it('lists Finland and five Iranian data centers', async () => {
    const res = await t.http.get('/api/v1/static/datacenters').set('Authorization', DEMO_BEARER).expect(200);
    const countries = res.body.data.map((d: { country: string }) => d.country);
    expect(countries.filter((c: string) => c === 'FI')).toHaveLength(1);
    expect(countries.filter((c: string) => c === 'IR')).toHaveLength(5);
    expect(res.body.data).toEqual(DEMO_DATACENTERS.map((dc) => ({ ...dc, display_name: inLang(dc.display_name, 'en') })));
  });

  it('lists OS images', async () => {
    const res = await t.http.get('/api/v1/static/os-list').set('Authorization', DEMO_BEARER).expect(200);
    expect(res.body.data).toEqual(DEMO_OS_IMAGES.map((os) => expect.objectContaining({ ...os })));
  });
});
