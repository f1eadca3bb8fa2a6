import { http, HttpResponse } from 'msw';
import { queryClient } from '../data/queryClient';
import { setupAccountServer } from '../testing/testServer';
import { search } from './search';

const server = setupAccountServer();

describe('the account search module', () => {
  it("gives the customer's API keys through the area's query, each opening its page, in both locales", async () => {
    for (const locale of ['fa', 'en'] as const) {
      const entries = await search({ query: '', locale });
      const resources = entries.filter((e) => e.kind === 'resource');
      expect(resources.length).toBeGreaterThan(0);
      for (const r of resources) expect(r.to).toMatch(/^\/profile\/api-keys$/);
      expect(resources[0]?.title).toContain(locale === 'fa' ? 'کلید API' : 'API key');
    }
  });

  it('gives no API keys, and no failure, under an API token the provider refuses them (403); another failure stays one', async () => {
    queryClient.clear();
    const message = 'This setting can only be changed from a signed-in portal session';
    server.use(
      http.get(
        '/api/v1/auth/profile/api-keys',
        () => HttpResponse.json({ success: false, message }, { status: 403 }),
        { once: true },
      ),
    );
    expect((await search({ query: '', locale: 'en' })).filter((e) => e.kind === 'resource')).toEqual([]);
    queryClient.clear();
    server.use(
      http.get('/api/v1/auth/profile/api-keys', () =>
        HttpResponse.json({ success: false, message: 'Broken' }, { status: 500 }),
      ),
    );
    await expect(search({ query: '', locale: 'en' })).rejects.toMatchObject({ status: 500 });
  });
});
