import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { demoClusters } from '@portal/api-cdn/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { mountCdn } from '../../testing/mountCdn';
import { rulesHandlers } from '../../testing/rulesHandlers';
import { setupCdnServer } from '../../testing/testServer';

jest.setTimeout(30_000);
const server = setupCdnServer();
beforeEach(() => server.use(...rulesHandlers));

async function fill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
  await userEvent.tab();
}

async function openNewCluster() {
  await mountCdn('/cdn/example-shop.ir/1/clusters');
  await userEvent.click(await screen.findByRole('button', { name: 'Add cluster' }, { timeout: 5000 }));
  return screen.findByRole('form', { name: 'Add cluster' });
}

describe('clusters', () => {
  it('lists the clusters with their servers, method and monitoring path', async () => {
    await mountCdn('/cdn/example-shop.ir/1/clusters');
    const cluster = await screen.findByRole('article', { name: 'origin-main' }, { timeout: 5000 });
    expect(within(cluster).getByText('Round robin')).toBeInTheDocument();
    const rows = within(cluster).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['10.10.0.1144360', '10.10.0.1244340']);
    expect(within(cluster).getByText('/health')).toBeInTheDocument();
  });

  it('refuses a cluster without a name or servers, then a duplicate address and port and a bad weight, keeping what was typed', async () => {
    let sent = false;
    server.use(http.post('/api/v1/cdn/ng/domains/1/cluster', () => ((sent = true), apiOk(null))));
    const form = await openNewCluster();
    await userEvent.click(within(form).getByRole('button', { name: 'Remove server 1' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save cluster' }));
    expect(await within(form).findByText('Enter a name')).toBeInTheDocument();
    expect(within(form).getByRole('alert')).toHaveTextContent('Add a server first');

    await userEvent.click(within(form).getByRole('button', { name: 'Add server' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Add server' }));
    const first = within(form).getByRole('group', { name: 'Server 1' });
    const second = within(form).getByRole('group', { name: 'Server 2' });
    await fill(within(first).getByRole('textbox', { name: 'Address' }), '10.0.0.5');
    await fill(within(second).getByRole('textbox', { name: 'Address' }), '10.0.0.5');
    await fill(within(second).getByRole('textbox', { name: 'Weight' }), '500');
    expect(await within(second).findByText('Duplicate address and port')).toBeInTheDocument();
    expect(within(second).getByText('Invalid Weight')).toBeInTheDocument();
    expect(within(second).getByRole('textbox', { name: 'Weight' })).toHaveValue('500');
    expect(sent).toBe(false);
  });

  it('saves a valid cluster, sending its servers, and shows the message', async () => {
    let body: Record<string, string> = {};
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/cluster', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        return apiOk(
          {
            id: 2,
            name: 'eu',
            method: 'least_connections',
            protocol: 'https',
            monitoring_path: '',
            servers: [],
            paths: [],
          },
          'The cluster eu has been saved',
        );
      }),
    );
    const form = await openNewCluster();
    await fill(within(form).getByRole('textbox', { name: 'Name' }), 'eu');
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Balancing method' }),
      'least_connections',
    );
    await fill(
      within(within(form).getByRole('group', { name: 'Server 1' })).getByRole('textbox', { name: 'Address' }),
      'eu.example-shop.ir',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save cluster' }));
    expect(await screen.findByText('The cluster eu has been saved')).toBeInTheDocument();
    expect(body).toMatchObject({
      name: 'eu',
      method: 'least_connections',
      protocol: 'https',
      'servers[0][address]': 'eu.example-shop.ir',
      'servers[0][port]': '443',
      'servers[0][weight]': '100',
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add cluster' })).not.toBeInTheDocument());
  });

  it('highlights the cluster just saved in the list', async () => {
    const saved = {
      id: 2,
      name: 'eu',
      method: 'least_connections',
      protocol: 'http',
      monitoring_path: '/status',
      servers: [{ address: '10.1.1.1', port: 80, weight: 30 }],
      paths: [],
    };
    let stored = false;
    server.use(
      http.get('/api/v1/cdn/ng/domains/1/cluster', () =>
        apiOk(stored ? [...demoClusters(), saved] : demoClusters()),
      ),
      http.post('/api/v1/cdn/ng/domains/1/cluster', () => {
        stored = true;
        return apiOk(saved, 'The cluster eu has been saved');
      }),
    );
    const form = await openNewCluster();
    await fill(within(form).getByRole('textbox', { name: 'Name' }), 'eu');
    await fill(
      within(within(form).getByRole('group', { name: 'Server 1' })).getByRole('textbox', { name: 'Address' }),
      '10.1.1.1',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save cluster' }));
    expect(await screen.findByText('The cluster eu has been saved')).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'eu' });
    await waitFor(() => expect(card).toHaveAttribute('data-just-added'));
    expect(screen.getByRole('article', { name: 'origin-main' })).not.toHaveAttribute('data-just-added');
  });

  it('keeps a cluster being typed when the list draws again (another cluster deleted meanwhile)', async () => {
    let stored = demoClusters();
    server.use(
      http.get('/api/v1/cdn/ng/domains/1/cluster', () => apiOk(stored)),
      http.post('/api/v1/cdn/ng/domains/1/cluster/1', () => {
        stored = [];
        return apiOk(null, 'The cluster origin-main has been deleted');
      }),
    );
    const form = await openNewCluster();
    await fill(within(form).getByRole('textbox', { name: 'Name' }), 'eu');
    await userEvent.click(within(form).getByRole('button', { name: 'Add server' }));
    await fill(
      within(within(form).getByRole('group', { name: 'Server 2' })).getByRole('textbox', { name: 'Address' }),
      '10.1.1.2',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete origin-main' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('No clusters')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('eu');
    expect(
      within(within(form).getByRole('group', { name: 'Server 2' })).getByRole('textbox', { name: 'Address' }),
    ).toHaveValue('10.1.1.2');
  });

  it("puts the server's field messages beside the fields", async () => {
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/cluster', () =>
        apiFailure(422, 'Invalid Port', { 'servers.0.port': ['Invalid Port'] }),
      ),
    );
    const form = await openNewCluster();
    await fill(within(form).getByRole('textbox', { name: 'Name' }), 'eu');
    await fill(
      within(within(form).getByRole('group', { name: 'Server 1' })).getByRole('textbox', { name: 'Address' }),
      '10.1.1.1',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save cluster' }));
    expect(
      await within(within(form).getByRole('group', { name: 'Server 1' })).findByText('Invalid Port'),
    ).toBeInTheDocument();
  });

  it('deletes a cluster after confirming', async () => {
    let deleted = '';
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/cluster/1', async ({ request }) => {
        deleted = new URLSearchParams(await request.text()).get('_method') ?? '';
        return apiOk(null, 'The cluster origin-main has been deleted');
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1/clusters');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Delete origin-main' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the cluster origin-main?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The cluster origin-main has been deleted')).toBeInTheDocument();
    expect(deleted).toBe('DELETE');
  });

  it('says when there are no clusters', async () => {
    await mountCdn('/cdn/pro-store.com/4/clusters');
    expect(await screen.findByText('No clusters', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
