import { setupSupportServer } from '../testing/testServer';
import { search } from './search';

setupSupportServer();

describe('the support search module', () => {
  it("gives the customer's tickets through the area's query, each opening its page, in both locales", async () => {
    for (const locale of ['fa', 'en'] as const) {
      const entries = await search({ query: '', locale });
      const resources = entries.filter((e) => e.kind === 'resource');
      expect(resources.length).toBeGreaterThan(0);
      for (const r of resources) expect(r.to).toMatch(/^\/support\/tickets\/\d+$/);
      expect(resources[0]?.title).toContain(locale === 'fa' ? 'تیکت' : 'Ticket');
    }
  });
});
