import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  FACTORY_NOW,
  demoFirewalls,
  makeFirewallGroup,
  makeFirewallRule,
} from '@portal/shared-sdk/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import type { FirewallGroup } from '@portal/shared-sdk';
import { openCloudPage } from '../../testing/openCloudPage';
import { statefulList } from '../../testing/statefulApi';
import { setupCloudServer } from '../../testing/testServer';

const server = setupCloudServer();
// dialogs typed into field by field: on the shared 2-core machine one such test takes 10–16 s
jest.setTimeout(30_000);
const open = (path = '/cloud/firewall', locale: 'fa' | 'en' = 'en') => openCloudPage(path, locale);
const groupCard = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

/** The groups as the provider keeps them; a filter by data center answers only that one's. */
function statefulGroups() {
  const list = statefulList<FirewallGroup>(
    server,
    '/api/v1/cloud/firewall',
    demoFirewalls({ now: FACTORY_NOW }),
  );
  return list;
}

describe('the firewall page', () => {
  it('shows each group with its rules, in words, and the servers it guards', async () => {
    await open();
    const web = await groupCard('web');
    expect(within(web).getByText('Tehran 1')).toBeInTheDocument();
    const rules = within(web).getByRole('table', { name: 'Rules of web' });
    // every cell, those shown from tablets up too; the direction's also holds the protocol and port a phone shows under it
    expect(
      within(rules)
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell', { hidden: true })
            .slice(0, 4)
            .map((c) => c.textContent),
        ),
    ).toEqual([
      ['InboundTCP 22', 'TCP', '22', '0.0.0.0/0'],
      ['InboundTCP 80', 'TCP', '80', '0.0.0.0/0'],
      ['InboundTCP 443', 'TCP', '443', '0.0.0.0/0'],
      ['OutboundAny', 'Any', 'All', '0.0.0.0/0'],
    ]);
    expect(within(web).getByRole('button', { name: 'Detach web-1 from web' })).toBeInTheDocument();
    expect(within(await groupCard('db')).getByText('It guards no server yet')).toBeInTheDocument();
  });

  it('shows one data center at a time, chosen in the address', async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('/api/v1/cloud/firewall', ({ request }) => {
        const dc = new URL(request.url).searchParams.get('datacenter_id');
        asked.push(dc);
        return apiOk(
          demoFirewalls({ now: FACTORY_NOW }).filter((g) => dc === null || g.datacenter.id === Number(dc)),
        );
      }),
    );
    const view = await open();
    await groupCard('db');
    await userEvent.selectOptions(screen.getByLabelText('Data center'), 'Tehran 1');
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/firewall?datacenter=2'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'db' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'web' })).toBeInTheDocument();
    expect(asked).toEqual([null, '2']);
  });

  it('adds an inbound rule for a port range, checking the range first', async () => {
    const list = statefulGroups();
    list.post('/api/v1/cloud/firewall/rule', (body) => {
      const rule = makeFirewallRule(7, {
        port_min: Number(body.port_min),
        port_max: Number(body.port_max),
        remote_ip: body.remote_ip,
      });
      list.set(
        list.items.map((g) =>
          g.id === 1 ? { ...g, rules: [...g.rules.slice(0, 3), rule, ...g.rules.slice(3)] } : g,
        ),
      );
      return { data: list.items.find((g) => g.id === 1), message: 'The rule has been added' };
    });
    await open();
    const user = userEvent.setup();
    await user.click(within(await groupCard('web')).getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a rule to web' });
    const port = within(dialog).getByLabelText(/^Port or range/);
    await user.type(port, '9000-8000');
    const cidr = within(dialog).getByLabelText(/^From \(CIDR\)/);
    await user.clear(cidr);
    await user.type(cidr, '203.0.113.7');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText('The range must start with the smaller port')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Enter the addresses in CIDR form, such as 0.0.0.0/0 or 203.0.113.0/24'),
    ).toBeInTheDocument();
    expect(list.sent).toEqual([]);
    await user.clear(port);
    await user.type(port, '8000-8100');
    await user.clear(cidr);
    await user.type(cidr, '203.0.113.0/24');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('The rule has been added')).toBeInTheDocument();
    expect(list.sent).toEqual([
      {
        firewall_id: '1',
        direction: 'ingress',
        protocol: 'tcp',
        port_min: '8000',
        port_max: '8100',
        remote_ip: '203.0.113.0/24',
      },
    ]);
    const range = await within(await groupCard('web')).findByText('8000-8100');
    // the new rule's row is the one marked, in place among the others
    expect(range.closest('tr')?.querySelector('[data-just-added]')).not.toBeNull();
    expect(range.closest('article')?.querySelectorAll('[data-just-added]')).toHaveLength(1);
  });

  it('shows a group made in another data center than the one shown: the page moves to its data center, the group marked', async () => {
    let groups = demoFirewalls({ now: FACTORY_NOW });
    server.use(
      http.get('/api/v1/cloud/firewall', ({ request }) => {
        const dc = new URL(request.url).searchParams.get('datacenter_id');
        return apiOk(groups.filter((g) => dc === null || g.datacenter.id === Number(dc)));
      }),
      http.post('/api/v1/cloud/firewall', () => {
        const made = makeFirewallGroup(9, { name: 'api', created_at: FACTORY_NOW });
        groups = [made, ...groups];
        return apiOk(made, 'The firewall group api has been made');
      }),
    );
    const view = await open('/cloud/firewall?datacenter=1');
    await groupCard('db');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a firewall group' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'api');
    await user.selectOptions(within(dialog).getByLabelText(/^Data center/), 'Tehran 1');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('The firewall group api has been made')).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/firewall?datacenter=2'));
    expect(await groupCard('api')).toHaveAttribute('data-just-added');
    expect(await groupCard('web')).not.toHaveAttribute('data-just-added');
  });

  it('takes no port for ICMP, and puts the provider refusing a duplicate above the form', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post('/api/v1/cloud/firewall/rule', async ({ request }) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return apiFailure(422, 'This rule is already in the group');
      }),
    );
    await open();
    const user = userEvent.setup();
    await user.click(within(await groupCard('db')).getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a rule to db' });
    await user.selectOptions(within(dialog).getByLabelText(/^Direction/), 'Outbound');
    await user.selectOptions(within(dialog).getByLabelText(/^Protocol/), 'ICMP');
    expect(within(dialog).getByLabelText(/^Port or range/)).toBeDisabled();
    expect(within(dialog).getByLabelText(/^To \(CIDR\)/)).toHaveValue('0.0.0.0/0');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText('This rule is already in the group')).toBeInTheDocument();
    expect(sent).toEqual([
      { firewall_id: '2', direction: 'egress', protocol: 'icmp', remote_ip: '0.0.0.0/0' },
    ]);
  });

  it("puts the provider's port message beside the port field", async () => {
    server.use(
      http.post('/api/v1/cloud/firewall/rule', () =>
        apiFailure(422, 'Enter a port from 1 to 65535, or a range such as 8000-8100', {
          port_min: ['Enter a port from 1 to 65535, or a range such as 8000-8100'],
        }),
      ),
    );
    await open();
    const user = userEvent.setup();
    await user.click(within(await groupCard('web')).getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a rule to web' });
    await user.type(within(dialog).getByLabelText(/^Port or range/), '3306');
    await user.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    const port = within(dialog).getByLabelText(/^Port or range/);
    await waitFor(() => expect(port).toHaveAttribute('aria-invalid', 'true'));
    expect(
      within(dialog).getByText('Enter a port from 1 to 65535, or a range such as 8000-8100'),
    ).toBeInTheDocument();
  });

  it('attaches a server of the same data center and detaches it after a confirmation', async () => {
    const list = statefulGroups();
    list.post('/api/v1/cloud/firewall/attach', () => {
      list.set(list.items.map((g) => (g.id === 2 ? { ...g, servers: [{ id: 2, name: 'db-backup' }] } : g)));
      return { data: list.items.find((g) => g.id === 2), message: 'The group now guards db-backup' };
    });
    list.post('/api/v1/cloud/firewall/detach', () => {
      list.set(list.items.map((g) => (g.id === 2 ? { ...g, servers: [] } : g)));
      return { data: list.items.find((g) => g.id === 2), message: 'The group no longer guards db-backup' };
    });
    await open();
    const user = userEvent.setup();
    await user.click(within(await groupCard('db')).getByRole('button', { name: 'Attach server' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a server to db' });
    const select = within(dialog).getByLabelText(/^Server/);
    // db is in Helsinki: web-1 (Tehran 1) is not offered
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose…', 'db-backup']),
    );
    await user.selectOptions(select, 'db-backup');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('The group now guards db-backup')).toBeInTheDocument();
    await user.click(
      await within(await groupCard('db')).findByRole('button', { name: 'Detach db-backup from db' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Detach db-backup from db?' });
    await user.click(within(confirm).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('The group no longer guards db-backup')).toBeInTheDocument();
    expect(list.sent).toEqual([
      { firewall_id: '2', server_id: '2' },
      { firewall_id: '2', server_id: '2' },
    ]);
    expect(await within(await groupCard('db')).findByText('It guards no server yet')).toBeInTheDocument();
  });

  it('deletes a rule after saying which one', async () => {
    const list = statefulGroups();
    list.post('/api/v1/cloud/firewall/rule/2', () => {
      list.set(list.items.map((g) => (g.id === 1 ? { ...g, rules: g.rules.filter((r) => r.id !== 2) } : g)));
      return { data: list.items.find((g) => g.id === 1), message: 'The rule has been deleted' };
    });
    await open();
    const user = userEvent.setup();
    await user.click(
      within(await groupCard('web')).getByRole('button', {
        name: 'Delete the rule Inbound TCP 80 from 0.0.0.0/0',
      }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this rule?' });
    expect(confirm).toHaveTextContent('Inbound TCP 80 from 0.0.0.0/0');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The rule has been deleted')).toBeInTheDocument();
    expect(list.sent).toEqual([{ _method: 'DELETE' }]);
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Rules of web' })).queryByText('80'),
      ).not.toBeInTheDocument(),
    );
  });

  it('creates a group in the data center the page shows, and shows the refusal to delete one in use', async () => {
    const list = statefulGroups();
    list.post('/api/v1/cloud/firewall', (body) => {
      const group = {
        ...demoFirewalls({ now: FACTORY_NOW })[1]!,
        id: 3,
        name: String(body.name),
        rules: [],
        servers: [],
      };
      list.set([group, ...list.items]);
      return { data: group, message: `The firewall group ${body.name} has been made` };
    });
    server.use(
      http.post('/api/v1/cloud/firewall/1', () =>
        apiFailure(422, 'Detach the group from its servers before deleting it'),
      ),
    );
    await open('/cloud/firewall?datacenter=2');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a firewall group' });
    await waitFor(() => expect(within(dialog).getByLabelText(/^Data center/)).toHaveValue('2'));
    await user.type(within(dialog).getByLabelText(/^Name/), 'api servers');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(
      await within(dialog).findByText('Use up to 50 English letters, digits, dash, underscore or period'),
    ).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'api');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('The firewall group api has been made')).toBeInTheDocument();
    expect(list.sent).toEqual([{ name: 'api', datacenter_id: '2' }]);
    expect(await screen.findByRole('heading', { name: 'api' })).toBeInTheDocument();

    await user.click(within(await groupCard('web')).getByRole('button', { name: 'Delete the group web' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete the group web?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText('Detach the group from its servers before deleting it'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'web' })).toBeInTheDocument();
  });

  it("says when a data center has no groups, and shows a failed list's message with retry", async () => {
    server.use(
      http.get('/api/v1/cloud/firewall', () => apiFailure(500, 'Technical problem'), { once: true }),
      http.get('/api/v1/cloud/firewall', () => apiOk([])),
    );
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Technical problem');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No firewall groups here')).toBeInTheDocument();
  });

  it('reads in Persian', async () => {
    await open('/cloud/firewall', 'fa');
    const web = await groupCard('web');
    const rules = within(web).getByRole('table', { name: 'قانون‌های web' });
    expect(within(rules).getAllByText('ورودی')).toHaveLength(3);
    expect(within(rules).getByText('خروجی')).toBeInTheDocument();
    expect(within(web).getByText('تهران 1')).toBeInTheDocument();
  });
});
