import { setupBillingServer } from '../testing/testServer';
import { search } from './search';

setupBillingServer();

describe('the billing search module', () => {
  it("gives the customer's invoices through the area's query, each opening its page, in both locales", async () => {
    for (const locale of ['fa', 'en'] as const) {
      const entries = await search({ query: '', locale });
      const resources = entries.filter((e) => e.kind === 'resource');
      expect(resources.length).toBeGreaterThan(0);
      for (const r of resources) expect(r.to).toMatch(/^\/financial\/closed-payments\/\d+$/);
      expect(resources[0]?.title).toContain(locale === 'fa' ? 'صورتحساب' : 'Invoice');
    }
  });
});
