import { setupAccountServer } from '../testing/testServer';
import { search } from './search';

setupAccountServer();

describe('the account search module', () => {
  it('gives the customer\'s API keys through the area\'s query, each opening its page, in both locales', async () => {
    for (const locale of ['fa', 'en'] as const) {
      const entries = await search({ query: '', locale });
      const resources = entries.filter((e) => e.kind === 'resource');
      expect(resources.length).toBeGreaterThan(0);
      for (const r of resources) expect(r.to).toMatch(/^\/profile\/api-keys$/);
      expect(resources[0]?.title).toContain(locale === 'fa' ? 'کلید API' : 'API key');
    }
  });
});
