import { setupCdnServer } from '../testing/testServer';
import { search } from './search';

setupCdnServer();

describe('the cdn search module', () => {
  it("gives the customer's domains through the area's query, each opening its page, in both locales", async () => {
    for (const locale of ['fa', 'en'] as const) {
      const entries = await search({ query: '', locale });
      const resources = entries.filter((e) => e.kind === 'resource');
      expect(resources.length).toBeGreaterThan(0);
      for (const r of resources) expect(r.to).toMatch(/^\/cdn\//);
      expect(entries.find((e) => e.key === 'add-domain')).toMatchObject({
        kind: 'action',
        dialog: 'AddDomain',
        title: locale === 'fa' ? 'افزودن دامنه' : 'Add domain',
      });
    }
  });
});
