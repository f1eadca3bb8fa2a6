import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { demoFirewallRules } from '@portal/api-cdn/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { rulesHandlers } from '../../testing/rulesHandlers';
import { setupCdnServer } from '../../testing/testServer';
import '../../testing/pointerEvent';

jest.setTimeout(30_000);

const server = setupCdnServer();
beforeEach(() => server.use(...rulesHandlers));

const rulesTable = () => screen.findByRole('table', { name: 'Firewall rules' }, { timeout: 5000 });
const addForm = () => screen.findByRole('form', { name: 'Add a rule' }, { timeout: 5000 });

describe('the firewall', () => {
  it('lists the rules in order with their countries and IPs, and the plan count', async () => {
    await mountCdn('/cdn/example-shop.ir/1/firewall');
    const rows = within(await rulesTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('example-shop.ir/admin/*');
    expect(rows[0]).toHaveTextContent('Allow');
    expect(rows[0]).toHaveTextContent('Iran');
    expect(rows[0]).toHaveTextContent('185.143.232.0/22');
    expect(rows[1]).toHaveTextContent('Deny');
    expect(screen.getByText('2 of 20 rules')).toBeInTheDocument();
  });

  it('names the countries in Persian', async () => {
    await mountCdn('/cdn/example-shop.ir/1/firewall', 'fa');
    const table = await screen.findByRole('table', { name: 'قوانین فایروال' });
    expect(within(table).getByText('ایران')).toBeInTheDocument();
  });

  it('refuses a path off the domain and a bad IP beside their fields, keeping what was typed, and sends nothing', async () => {
    let sent = false;
    server.use(http.post('/api/v1/cdn/ng/domains/1/firewall/rules', () => ((sent = true), apiOk(null))));
    await mountCdn('/cdn/example-shop.ir/1/firewall');
    const form = await addForm();
    const path = within(form).getByRole('textbox', { name: 'Path or URL' });
    await userEvent.clear(path);
    await userEvent.paste('/admin');
    await userEvent.click(within(form).getByRole('textbox', { name: 'IP addresses and CIDR ranges' }));
    await userEvent.paste('10.0.0.0/8\n300.1.1.1');
    await userEvent.click(within(form).getByRole('button', { name: 'Add a rule' }));
    expect(await within(form).findByText('The path must start with the domain name')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid IP address or CIDR range')).toBeInTheDocument();
    expect(path).toHaveValue('/admin');
    expect(sent).toBe(false);
  });

  it('adds a rule with countries found by search, sending the lists', async () => {
    let form: Record<string, string> = {};
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/firewall/rules', async ({ request }) => {
        form = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk(
          {
            id: 3,
            path: 'example-shop.ir/login',
            action: 'deny',
            countries: ['DE'],
            ips: ['5.6.7.8'],
            priority: 3,
          },
          'The firewall rule has been saved',
        );
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/firewall');
    const f = await addForm();
    const path = within(f).getByRole('textbox', { name: 'Path or URL' });
    await userEvent.type(path, 'login');
    await userEvent.type(within(f).getByRole('textbox', { name: 'Search countries' }), 'germ');
    await userEvent.click(within(f).getByRole('checkbox', { name: /Germany/ }));
    await userEvent.click(within(f).getByRole('textbox', { name: 'IP addresses and CIDR ranges' }));
    await userEvent.paste('5.6.7.8');
    await userEvent.click(within(f).getByRole('button', { name: 'Add a rule' }));
    expect(await screen.findByText('The firewall rule has been saved')).toBeInTheDocument();
    expect(form).toMatchObject({
      path: 'example-shop.ir/login',
      action: 'deny',
      'countries[0]': 'DE',
      'ips[0]': '5.6.7.8',
    });
  });

  it('highlights the rule just added, the form ready for the next', async () => {
    const added = {
      id: 3,
      path: 'example-shop.ir/login',
      action: 'deny',
      countries: ['DE'],
      ips: [],
      priority: 3,
    };
    let stored = false;
    server.use(
      http.get('/api/v1/cdn/ng/domains/1/firewall', () =>
        apiOk({
          default_action: 'allow',
          rules: [...demoFirewallRules(), ...(stored ? [added] : [])],
          max_rules: 20,
          max_ips_per_rule: 20,
        }),
      ),
      http.post('/api/v1/cdn/ng/domains/1/firewall/rules', () => {
        stored = true;
        return apiOk(added, 'The firewall rule has been saved');
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/firewall');
    const f = await addForm();
    await userEvent.type(within(f).getByRole('textbox', { name: 'Path or URL' }), 'login');
    await userEvent.type(within(f).getByRole('textbox', { name: 'Search countries' }), 'germ');
    await userEvent.click(within(f).getByRole('checkbox', { name: /Germany/ }));
    await userEvent.click(within(f).getByRole('button', { name: 'Add a rule' }));
    expect(await screen.findByText('The firewall rule has been saved')).toBeInTheDocument();
    const row = (await within(await rulesTable()).findByText('example-shop.ir/login')).closest(
      'tr',
    ) as HTMLElement;
    await waitFor(() => expect(row.querySelector('[data-just-added]')).not.toBeNull());
    expect(
      within(await rulesTable())
        .getAllByRole('row')
        .filter((r) => r.querySelector('[data-just-added]')),
    ).toEqual([row]);
    await waitFor(() =>
      expect(within(f).getByRole('textbox', { name: 'Path or URL' })).toHaveValue('example-shop.ir/'),
    );
  });

  it('keeps a rule being typed when the page draws again (the default action saved meanwhile)', async () => {
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/firewall', () =>
        apiOk(
          { default_action: 'deny', rules: demoFirewallRules(), max_rules: 20, max_ips_per_rule: 20 },
          'Settings successfully applied',
        ),
      ),
    );
    await mountCdn('/cdn/example-shop.ir/1/firewall');
    const f = await addForm();
    const path = within(f).getByRole('textbox', { name: 'Path or URL' });
    await userEvent.type(path, 'checkout');
    await userEvent.type(within(f).getByRole('textbox', { name: 'Search countries' }), 'germ');
    await userEvent.click(within(f).getByRole('checkbox', { name: /Germany/ }));
    const defaults = screen.getByRole('region', { name: 'Default action' });
    await userEvent.selectOptions(within(defaults).getByRole('combobox'), 'deny');
    await userEvent.click(within(defaults).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    await waitFor(() => expect(within(defaults).getByRole('button', { name: 'Save' })).toBeDisabled());
    expect(path).toHaveValue('example-shop.ir/checkout');
    expect(within(f).getByRole('list', { name: 'Chosen countries' })).toHaveTextContent('Germany');
  });

  it('moves a rule down with the keyboard and sends the new order', async () => {
    let ids: string[] = [];
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/firewall/priority', async ({ request }) => {
        ids = [...new URLSearchParams(await request.text()).entries()]
          .filter(([k]) => k.startsWith('ids'))
          .map(([, v]) => v);
        const [a, b] = demoFirewallRules();
        return apiOk(
          {
            default_action: 'allow',
            rules: [
              { ...b, priority: 1 },
              { ...a, priority: 2 },
            ],
            max_rules: 20,
            max_ips_per_rule: 20,
          },
          'The order of the rules has been saved',
        );
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/firewall');
    const down = within(await rulesTable()).getByRole('button', { name: 'Move rule 1 down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('The order of the rules has been saved')).toBeInTheDocument();
    expect(ids).toEqual(['2', '1']);
    const rows = within(await rulesTable())
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Deny');
  });

  it('deletes a rule after confirming, and shows "The desired rule does not exist" for a stale one', async () => {
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/firewall/rules/2', () =>
        apiFailure(404, 'The desired rule does not exist'),
      ),
    );
    await mountCdn('/cdn/example-shop.ir/1/firewall');
    await userEvent.click(within(await rulesTable()).getByRole('button', { name: 'Delete rule 2' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this rule?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The desired rule does not exist')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it("shows the plan's refusal in place of the form once the rules reach the cap", async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains/1/firewall', () =>
        apiOk({ default_action: 'deny', rules: demoFirewallRules(), max_rules: 2, max_ips_per_rule: 5 }),
      ),
    );
    await mountCdn('/cdn/example-shop.ir/1/firewall');
    expect(
      await screen.findByText('Unfortunately, your plan does not support this feature'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a rule' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/cdn/example-shop.ir/1/plans',
    );
  });

  it("shows the server's message when the firewall cannot be read", async () => {
    server.use(http.get('/api/v1/cdn/ng/domains/1/firewall', () => apiFailure(500, 'Please Try Again')));
    await mountCdn('/cdn/example-shop.ir/1/firewall');
    expect(await screen.findByText('Please Try Again', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
