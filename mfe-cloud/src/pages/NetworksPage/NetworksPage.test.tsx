import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { FACTORY_NOW, demoNetworks, makePrivateNetwork } from '@portal/shared-sdk/factories';
import type { PrivateNetwork } from '@portal/shared-sdk';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { openCloudPage } from '../../testing/openCloudPage';
import { statefulList } from '../../testing/statefulApi';
import { setupCloudServer } from '../../testing/testServer';

const server = setupCloudServer();
const open = (locale: 'fa' | 'en' = 'en') => openCloudPage('/cloud/servers/network', locale);
const card = async (name: string) =>
  (await screen.findByRole('heading', { name })).closest('article') as HTMLElement;

const app = { subnet: '10.20.0.0/24', gateway: '10.20.0.1', from: '10.20.0.10', to: '10.20.0.200' };

/** Opens the create dialog and fills it (app in Tehran 1), with `values` instead of the defaults. */
async function fillNetwork(user: UserEvent, values: Partial<typeof app> = {}) {
  await user.click(await screen.findByRole('button', { name: 'Create network' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create a private network' });
  const v = { ...app, ...values };
  const field = (label: RegExp) => within(dialog).getByLabelText(label);
  await user.type(field(/^Title/), 'app');
  await waitFor(() => expect(within(dialog).getByRole('option', { name: 'Tehran 1' })).toBeInTheDocument());
  await user.selectOptions(field(/^Data center/), 'Tehran 1');
  for (const [label, value] of [
    [/^Subnet/, v.subnet],
    [/^Gateway/, v.gateway],
    [/^DHCP from/, v.from],
    [/^DHCP to/, v.to],
  ] as const) {
    await user.click(field(label));
    await user.paste(value);
  }
  return dialog;
}

describe('the private networks page', () => {
  it('shows each network with its addresses and its servers', async () => {
    await open();
    const backend = await card('backend');
    expect(backend).toHaveTextContent('Tehran 1');
    expect(backend).toHaveTextContent('10.10.0.0/24');
    expect(backend).toHaveTextContent('10.10.0.5 – 10.10.0.200');
    expect(backend).toHaveTextContent('1.1.1.1, 8.8.8.8');
    expect(within(backend).getByText('web-1 · 10.10.0.5')).toBeInTheDocument();
  });

  it('makes a network once every rule of its range holds', async () => {
    const list = statefulList<PrivateNetwork>(
      server,
      '/api/v1/cloud/private-networks',
      demoNetworks({ now: FACTORY_NOW }),
    );
    list.post('/api/v1/cloud/private-networks', () => {
      const made = makePrivateNetwork(2, { name: 'app' });
      list.set([made, ...list.items]);
      return { data: made, message: 'The private network app has been made' };
    });
    await open();
    const user = userEvent.setup();
    const dialog = await fillNetwork(user);
    await user.click(within(dialog).getByLabelText(/^DNS server 1/));
    await user.paste('9.9.9.9');
    await user.click(within(dialog).getByRole('button', { name: 'Create network' }));
    expect(await screen.findByText('The private network app has been made')).toBeInTheDocument();
    expect(list.sent).toEqual([
      {
        name: 'app',
        datacenter_id: '2',
        subnet: '10.20.0.0/24',
        gateway: '10.20.0.1',
        dhcp_from: '10.20.0.10',
        dhcp_to: '10.20.0.200',
        'dns_servers[0]': '9.9.9.9',
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'app' })).toBeInTheDocument();
  });

  // each rule of the range, said beside its field before anything is sent
  it.each([
    ['To after From', { from: '10.20.0.100', to: '10.20.0.50' }, /^DHCP to/, 'To must be greater than From'],
    ['From a valid IP', { from: '10.20.0.300' }, /^DHCP from/, 'From is not a valid IP'],
    [
      'the range inside the subnet',
      { to: '10.20.1.20' },
      /^DHCP to/,
      'To must be inside the subnet (10.20.0.1 to 10.20.0.254)',
    ],
    [
      'the gateway outside the range',
      { gateway: '10.20.0.100' },
      /^Gateway/,
      'The gateway must be outside the DHCP range',
    ],
    [
      'no overlap with an existing range',
      { subnet: '10.10.0.0/16', gateway: '10.10.1.1', from: '10.10.2.1', to: '10.10.2.100' },
      /^Subnet/,
      'This range already exists: it overlaps backend (10.10.0.0/24)',
    ],
    [
      'two addresses reserved',
      { from: '10.20.0.2', to: '10.20.0.254' },
      /^DHCP to/,
      'DHCP must leave at least 2 addresses of the subnet outside its range',
    ],
  ])('refuses a network that breaks %s', async (_rule, values, label, message) => {
    const sent: string[] = [];
    server.use(
      http.post(
        '/api/v1/cloud/private-networks',
        async ({ request }) => (sent.push(await request.text()), apiOk(null)),
      ),
    );
    await open();
    const user = userEvent.setup();
    const dialog = await fillNetwork(user, values);
    await user.click(within(dialog).getByRole('button', { name: 'Create network' }));
    const field = within(dialog).getByLabelText(label);
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("checks each DNS server before sending, and puts the provider's refusal of one beside it", async () => {
    server.use(
      http.post('/api/v1/cloud/private-networks', () =>
        apiFailure(422, 'The DNS server is not a valid IP', {
          'dns_servers.1': ['The DNS server is not a valid IP'],
        }),
      ),
    );
    await open();
    const user = userEvent.setup();
    const dialog = await fillNetwork(user);
    const dns2 = within(dialog).getByLabelText(/^DNS server 2/);
    await user.click(dns2);
    await user.paste('dns.example');
    await user.click(within(dialog).getByRole('button', { name: 'Create network' }));
    await waitFor(() => expect(dns2).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('The DNS server is not a valid IP')).toBeInTheDocument();
    await user.clear(dns2);
    await user.paste('8.8.8.8');
    await user.click(within(dialog).getByRole('button', { name: 'Create network' }));
    // the test's provider refuses the second one all the same: its message stands beside it, the value kept
    await waitFor(() => expect(dns2).toHaveAttribute('aria-invalid', 'true'));
    expect(dns2).toHaveValue('8.8.8.8');
  });

  it('attaches a server with a fixed address, checked against the network first, and detaches it', async () => {
    const list = statefulList<PrivateNetwork>(server, '/api/v1/cloud/private-networks', [
      makePrivateNetwork(2, { name: 'app' }),
      ...demoNetworks({ now: FACTORY_NOW }),
    ]);
    list.post('/api/v1/cloud/private-networks/attach', (body) => {
      list.set(
        list.items.map((n) =>
          n.id === 2
            ? { ...n, servers: [{ id: 1, name: 'web-1', ip_address: body.ip_address ?? '10.20.0.10' }] }
            : n,
        ),
      );
      return {
        data: list.items.find((n) => n.id === 2),
        message: `web-1 has joined the network as ${body.ip_address}`,
      };
    });
    list.post('/api/v1/cloud/private-networks/detach', () => {
      list.set(list.items.map((n) => (n.id === 2 ? { ...n, servers: [] } : n)));
      return { data: list.items.find((n) => n.id === 2), message: 'web-1 has left the network' };
    });
    await open();
    const user = userEvent.setup();
    await user.click(within(await card('app')).getByRole('button', { name: 'Attach server' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attach a server to app' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'web-1' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^Server/), 'web-1');
    const ip = within(dialog).getByLabelText(/^Address/);
    await user.type(ip, '10.20.0.1');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(
      await within(dialog).findByText("The gateway's address cannot be given to a server"),
    ).toBeInTheDocument();
    await user.clear(ip);
    await user.type(ip, '10.20.0.250');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('web-1 has joined the network as 10.20.0.250')).toBeInTheDocument();
    const appCard = await card('app');
    await user.click(await within(appCard).findByRole('button', { name: 'Detach web-1 from app' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Detach web-1 from app?' });
    expect(confirm).toHaveTextContent('10.20.0.250');
    await user.click(within(confirm).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('web-1 has left the network')).toBeInTheDocument();
    expect(list.sent).toEqual([
      { network_id: '2', server_id: '1', ip_address: '10.20.0.250' },
      { network_id: '2', server_id: '1' },
    ]);
  });

  it('deletes a network after a confirmation, and shows the refusal of one with servers', async () => {
    server.use(
      http.post('/api/v1/cloud/private-networks/1', () =>
        apiFailure(422, 'Detach its servers before deleting the network'),
      ),
    );
    await open();
    const user = userEvent.setup();
    await user.click(
      within(await card('backend')).getByRole('button', { name: 'Delete the network backend' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete the network backend?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Detach its servers before deleting the network')).toBeInTheDocument();
  });

  it('says there are none, and shows a failed list with retry', async () => {
    server.use(
      http.get('/api/v1/cloud/private-networks', () => apiFailure(500, 'Technical problem'), { once: true }),
      http.get('/api/v1/cloud/private-networks', () => apiOk([])),
    );
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Technical problem');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No private networks made')).toBeInTheDocument();
  });

  it('reads in Persian with the addresses left to right', async () => {
    await open('fa');
    const backend = await card('backend');
    expect(within(backend).getByText('10.10.0.0/24').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(backend).toHaveTextContent('بازه DHCP');
    expect(screen.getByRole('button', { name: 'ساخت شبکه' })).toBeInTheDocument();
  });
});
