import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { demoPageRules } from '@portal/api-cdn/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { rulesHandlers } from '../../testing/rulesHandlers';
import { setupCdnServer } from '../../testing/testServer';

jest.setTimeout(30_000);
const server = setupCdnServer();
beforeEach(() => server.use(...rulesHandlers));

describe('page rules', () => {
  it('lists the rules by priority with their settings', async () => {
    await mountCdn('/cdn/example-shop.ir/1/page-rules');
    const rows = within(await screen.findByRole('table', { name: 'Page rules' }, { timeout: 5000 }))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('example-shop.ir/static/**');
    expect(rows[0]).toHaveTextContent('Cache: Cache everything');
    expect(rows[1]).toHaveTextContent('Redirect 301 to https://example-shop.ir/shop');
    expect(screen.getByText('2 of 10 rules')).toBeInTheDocument();
  });

  it('refuses a path off the domain and a rule without settings before sending, then adds one', async () => {
    let body: Record<string, string> | null = null;
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/paths', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk(
          { id: 3, path: 'example-shop.ir/blog/*', priority: 3, settings: { security_level: 'high' } },
          'Settings successfully applied',
        );
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/page-rules');
    const form = await screen.findByRole('form', { name: 'Add page rule' }, { timeout: 5000 });
    const path = within(form).getByRole('textbox', { name: 'Path' });
    await userEvent.clear(path);
    await userEvent.type(path, 'blog/*');
    await userEvent.click(within(form).getByRole('button', { name: 'Add page rule' }));
    expect(await within(form).findByText('The path must start with the domain name')).toBeInTheDocument();
    expect(within(form).getByText('Choose at least one setting')).toBeInTheDocument();
    expect(body).toBeNull();
    await userEvent.clear(path);
    await userEvent.type(path, 'example-shop.ir/blog/*');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Security level' }), 'high');
    await userEvent.click(within(form).getByRole('button', { name: 'Add page rule' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(body).toEqual({
      path: 'example-shop.ir/blog/*',
      priority: '3',
      'settings[security_level]': 'high',
    });
  });

  it('adds a rule that always uses HTTPS and turns the WAF off for its path', async () => {
    let body: Record<string, string> | null = null;
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/paths', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk(
          { id: 3, path: 'example-shop.ir/pay/*', priority: 3, settings: { always_https: true, waf: false } },
          'Settings successfully applied',
        );
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/page-rules');
    const form = await screen.findByRole('form', { name: 'Add page rule' }, { timeout: 5000 });
    const path = within(form).getByRole('textbox', { name: 'Path' });
    await userEvent.clear(path);
    await userEvent.type(path, 'example-shop.ir/pay/*');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Always HTTPS' }));
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'WAF' }), 'off');
    await userEvent.click(within(form).getByRole('button', { name: 'Add page rule' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(body).toEqual({
      path: 'example-shop.ir/pay/*',
      priority: '3',
      'settings[always_https]': '1',
      'settings[waf]': '0',
    });
  });

  it('deletes a setting by its name, telling when the rule no longer exists', async () => {
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/paths/1/rules/cache_ttl', () =>
        apiFailure(404, 'The desired rule does not exist'),
      ),
    );
    await mountCdn('/cdn/example-shop.ir/1/page-rules');
    await userEvent.click(
      await screen.findByRole(
        'button',
        { name: 'Delete the cache time setting of example-shop.ir/static/**' },
        { timeout: 5000 },
      ),
    );
    expect(await screen.findByText('The desired rule does not exist')).toBeInTheDocument();
  });

  it("shows the plan's maximum reached in place of the form", async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains/1/paths', () => apiOk({ rules: demoPageRules(), max_rules: 2 })),
    );
    await mountCdn('/cdn/example-shop.ir/1/page-rules');
    expect(
      await screen.findByText(
        'Unfortunately, your plan does not support this feature',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add page rule' })).not.toBeInTheDocument();
  });
});
