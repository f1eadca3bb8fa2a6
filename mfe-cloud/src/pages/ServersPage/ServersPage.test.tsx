import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { makeServer } from '@portal/shared-sdk/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupCloudServer } from '../../testing/testServer';

const server = setupCloudServer();

const open = (locale: 'fa' | 'en' = 'en') => mountTestParcel(parcel, { basePath: '/cloud', path: '/cloud/servers', locale });

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('the server list', () => {
  it('has the SPEC columns: name, IP, usage, created at, DC/OS, status, action', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Servers' });
    const headers = within(table).getAllByRole('columnheader', { hidden: true });
    expect(headers.map((h) => h.textContent)).toEqual(['Server name', 'IP', 'Usage', 'Created at', 'DC / OS', 'Status', 'Action']);
    // phones see name, status and action; tablets add the IP; large screens the rest
    expect(headers.map((h) => h.getAttribute('data-visible-from'))).toEqual([null, 'md', 'lg', 'lg', 'lg', null, null]);
  });

  it('shows each server with its public IP, usage, data center and OS, and status', async () => {
    await open();
    await screen.findByRole('link', { name: 'web-1' });
    const web = within(rowOf('web-1'));
    expect(web.getByText('192.0.2.10')).toBeInTheDocument();
    expect(web.queryByText('10.10.0.5')).not.toBeInTheDocument();
    expect(web.getByText('CPU 24% · RAM 61% · Disk 38%')).toBeInTheDocument();
    expect(rowOf('web-1')).toHaveTextContent('Tehran 1 / Ubuntu 24.04');
    expect(web.getByText('On')).toBeInTheDocument();
    // created 75 days before the demo data's moment (2025-03-15)
    expect(web.getByText('2024/12/30')).toBeInTheDocument();
    const backup = within(rowOf('db-backup'));
    expect(backup.getByText('Off')).toBeInTheDocument();
    expect(backup.getByText('198.51.100.24')).toBeInTheDocument();
    expect(rowOf('db-backup')).toHaveTextContent('Helsinki, Finland / Debian 12');
    // newest first, as the provider sends them
    const names = within(screen.getByRole('table', { name: 'Servers' }))
      .getAllByRole('link', { name: /^(web-1|db-backup)$/ })
      .map((a) => a.textContent);
    expect(names).toEqual(['db-backup', 'web-1']);
  });

  it('links each server to /cloud/servers/{server_id} with its name in the query', async () => {
    await open();
    expect(await screen.findByRole('link', { name: 'web-1' })).toHaveAttribute('href', '/cloud/servers/1?name=web-1');
    expect(screen.getByRole('link', { name: 'Details of db-backup' })).toHaveAttribute('href', '/cloud/servers/2?name=db-backup');
  });

  it('opens a server when its row is clicked, named from the query', async () => {
    const view = await open();
    await screen.findByRole('link', { name: 'web-1' });
    await userEvent.click(within(rowOf('web-1')).getByText('On'));
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers/1?name=web-1'));
    expect(await screen.findByText('Server web-1')).toBeInTheDocument();
  });

  it('goes to /cloud/servers/create-server to add a server', async () => {
    const view = await open();
    await userEvent.click(await screen.findByRole('link', { name: 'Add server' }));
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers/create-server'));
    expect(await screen.findByText('Create a server')).toBeInTheDocument();
  });

  it('labels every provider status, and a server without an address', async () => {
    const statuses = ['BUILD', 'REBUILD', 'RELOAD', 'RESCUING', 'RESTARTING', 'SUSPENDED'] as const;
    server.use(
      http.get('/api/v1/cloud/servers', () =>
        apiOk(statuses.map((status, i) => makeServer(i + 1, { status, interfaces: i === 0 ? [] : [{ ip_address: `192.0.2.${i}`, type: 'public' }] }))),
      ),
    );
    await open();
    const table = await screen.findByRole('table', { name: 'Servers' });
    for (const label of ['Building', 'Rebuilding', 'Installing OS', 'Rescue mode', 'Restarting', 'Suspended']) {
      expect(await within(table).findByText(label)).toBeInTheDocument();
    }
    expect(within(rowOf('server-1')).getByText('No IP')).toBeInTheDocument();
  });

  it('says there are no servers when the list is empty', async () => {
    server.use(http.get('/api/v1/cloud/servers', () => apiOk([])));
    await open();
    expect(await screen.findByText('No servers created')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add server' })).toBeInTheDocument();
  });

  it('pages after ten servers', async () => {
    server.use(http.get('/api/v1/cloud/servers', () => apiOk(Array.from({ length: 11 }, (_, i) => makeServer(i + 1)))));
    await open();
    expect(await screen.findByRole('link', { name: 'server-10' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'server-11' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'server-11' })).toBeInTheDocument();
  });

  it("shows the server's message when the list fails, and retry loads it", async () => {
    server.use(http.get('/api/v1/cloud/servers', () => apiFailure(503, 'Technical problem'), { once: true }));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Technical problem');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'web-1' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reads in Persian with Latin digits', async () => {
    const { domElement } = await open('fa');
    const table = await screen.findByRole('table', { name: 'سرورها' });
    expect(within(table).getByRole('columnheader', { name: 'نام سرور' })).toBeInTheDocument();
    await within(table).findByRole('link', { name: 'web-1' });
    expect(within(rowOf('web-1')).getByText('روشن')).toBeInTheDocument();
    expect(within(rowOf('web-1')).getByText('پردازنده 24٪ · رم 61٪ · دیسک 38٪')).toBeInTheDocument();
    expect(within(rowOf('db-backup')).getByText('خاموش')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'افزودن سرور' })).toHaveAttribute('href', '/cloud/servers/create-server');
    expect(domElement).toHaveAttribute('dir', 'rtl');
  });

  it('asks the provider again after a locale switch, so the data-center names follow it', async () => {
    const view = await open('en');
    await screen.findByRole('link', { name: 'web-1' });
    expect(rowOf('web-1')).toHaveTextContent('Tehran 1 / Ubuntu 24.04');
    await view.setLocale('fa');
    await waitFor(() => expect(rowOf('db-backup')).toHaveTextContent('هلسینکی، فنلاند / Debian 12'));
  });
});
