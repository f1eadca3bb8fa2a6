import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FACTORY_NOW, demoServers, makeBuildingServer, makeServer } from '@portal/shared-sdk/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { rememberCreatedServer } from '../../servers/createdServer';
import { setupCloudServer } from '../../testing/testServer';

// a whole page renders in Chakra and answers through MSW: on a busy CI machine that takes more than 1 s
configure({ asyncUtilTimeout: 5000 });

const server = setupCloudServer();

const open = (locale: 'fa' | 'en' = 'en', path = '/cloud/servers') =>
  mountTestParcel(parcel, { basePath: '/cloud', path, locale });
/** Chooses an entry of a row's actions menu with the keyboard: Enter opens it on its first entry, arrows move, Enter chooses. */
async function choose(menuName: string, name: string) {
  screen.getByRole('button', { name: menuName }).focus();
  await userEvent.keyboard('{Enter}');
  const item = await screen.findByRole('menuitem', { name });
  // zag highlights the first entry a frame after opening
  await waitFor(() => expect(document.querySelector('[role="menuitem"][data-highlighted]')).not.toBeNull(), {
    timeout: 5000,
  });
  for (let i = 0; i < 5 && !item.hasAttribute('data-highlighted'); i += 1)
    await userEvent.keyboard('{ArrowDown}');
  expect(item).toHaveAttribute('data-highlighted');
  await userEvent.keyboard('{Enter}');
}

const names = () =>
  within(screen.getByRole('table', { name: 'Servers' }))
    .queryAllByRole('link')
    .filter((a) => !a.getAttribute('aria-label'))
    .map((a) => a.textContent);

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('tr') as HTMLElement;

describe('the server list', () => {
  it('has the large-screen columns: name, IP, usage, created at, DC/OS, status, action', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Servers' });
    const headers = within(table).getAllByRole('columnheader', { hidden: true });
    expect(headers.map((h) => h.textContent)).toEqual([
      'Server name',
      'IP',
      'Usage',
      'Created at',
      'DC / OS',
      'Status',
      'Action',
    ]);
    // phones see name, status and action; tablets add the IP; large screens the rest
    expect(headers.map((h) => h.getAttribute('data-visible-from'))).toEqual([
      null,
      'md',
      'lg',
      'lg',
      'lg',
      null,
      null,
    ]);
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
    expect(await screen.findByRole('link', { name: 'web-1' })).toHaveAttribute(
      'href',
      '/cloud/servers/1?name=web-1',
    );
    expect(screen.getByRole('link', { name: 'Details of db-backup' })).toHaveAttribute(
      'href',
      '/cloud/servers/2?name=db-backup',
    );
  });

  it('opens a server when its row is clicked, named from the query', async () => {
    const view = await open();
    await screen.findByRole('link', { name: 'web-1' });
    await userEvent.click(within(rowOf('web-1')).getByText('On'));
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers/1?name=web-1'));
    expect(await screen.findByRole('heading', { level: 2, name: 'web-1' })).toBeInTheDocument();
    expect(await screen.findByText('192.0.2.10')).toBeInTheDocument();
  });

  it('goes to /cloud/servers/create-server to add a server', async () => {
    const view = await open();
    await userEvent.click(await screen.findByRole('link', { name: 'Add server' }));
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers/create-server'));
    expect(await screen.findByRole('heading', { name: 'Create a server' })).toBeInTheDocument();
  });

  it('labels every provider status, the turning states while a power change runs, a build with its percent, and a server without an address', async () => {
    const statuses = ['BUILD', 'REBUILD', 'RELOAD', 'RESCUING', 'RESTARTING', 'SUSPENDED'] as const;
    server.use(
      http.get('/api/v1/cloud/servers', () =>
        apiOk([
          ...statuses.map((status, i) =>
            makeServer(i + 1, {
              status,
              interfaces: i === 0 ? [] : [{ ip_address: `192.0.2.${i}`, type: 'public' }],
            }),
          ),
          makeServer(7, { status: 'OFF', task_state: 'power_on' }),
          makeServer(8, { status: 'ON', task_state: 'power_off' }),
          makeBuildingServer(9, 40),
        ]),
      ),
    );
    await open();
    const table = await screen.findByRole('table', { name: 'Servers' });
    const rowStatus = (name: string) =>
      within(rowOf(name)).getByText(/./, { selector: '[data-status]' }).textContent;
    await within(table).findByRole('link', { name: 'server-9' });
    expect(
      [
        'server-1',
        'server-2',
        'server-3',
        'server-4',
        'server-5',
        'server-6',
        'server-7',
        'server-8',
        'server-9',
      ].map(rowStatus),
    ).toEqual([
      'Building',
      'Rebuilding',
      'Installing OS',
      'Rescue mode',
      'Restarting',
      'Suspended',
      'Turning on',
      'Turning off',
      'Building',
    ]);
    expect(within(rowOf('server-9')).getByText('40%')).toBeInTheDocument();
    expect(within(rowOf('server-1')).getByText('No IP')).toBeInTheDocument();
  });

  it('says there are no servers when the list is empty', async () => {
    server.use(http.get('/api/v1/cloud/servers', () => apiOk([])));
    await open();
    expect(await screen.findByText('No servers created')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add server' })).toBeInTheDocument();
  });

  it('pages after ten servers, the page in the address', async () => {
    server.use(
      http.get('/api/v1/cloud/servers', () => apiOk(Array.from({ length: 11 }, (_, i) => makeServer(i + 1)))),
    );
    const view = await open();
    expect(await screen.findByRole('link', { name: 'server-10' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'server-11' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('link', { name: 'server-11' })).toBeInTheDocument();
    expect(view.currentPath()).toBe('/cloud/servers?page=2');
  });

  it('opens on the page, search and state the address gives', async () => {
    server.use(
      http.get('/api/v1/cloud/servers', () =>
        apiOk(Array.from({ length: 30 }, (_, i) => makeServer(i + 1, i % 2 ? { status: 'OFF' } : {}))),
      ),
    );
    await open('en', '/cloud/servers?status=off&q=server-2&page=2&size=10');
    await screen.findByRole('table', { name: 'Servers' });
    // off servers named server-2…: 2, 20, 22, 24, 26, 28 → page 2 of 10 has none, so it shows the last real page
    await waitFor(() =>
      expect(names()).toEqual(['server-2', 'server-20', 'server-22', 'server-24', 'server-26', 'server-28']),
    );
    expect(screen.getByRole('searchbox', { name: 'Search servers' })).toHaveValue('server-2');
    expect(screen.getByRole('combobox', { name: 'Show servers by state' })).toHaveValue('off');
  });

  it('searches and filters by state, both kept in the address', async () => {
    const view = await open();
    await screen.findByRole('link', { name: 'web-1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search servers' }), '198.51');
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers?q=198.51'));
    expect(names()).toEqual(['db-backup']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search servers' }));
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show servers by state' }), 'on');
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers?status=on'));
    expect(names()).toEqual(['web-1']);
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Show servers by state' }),
      'suspended',
    );
    expect(await screen.findByText('No server matches this search')).toBeInTheDocument();
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
    expect(screen.getByRole('link', { name: 'افزودن سرور' })).toHaveAttribute(
      'href',
      '/cloud/servers/create-server',
    );
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

describe('the live server list', () => {
  it('follows a build to ON without a reload, asking fast while a server changes', async () => {
    let calls = 0;
    server.use(
      http.get('/api/v1/cloud/servers', () => {
        calls += 1;
        return apiOk([
          calls < 2
            ? makeBuildingServer(5, 50, { name: 'fresh', display_name: 'fresh' })
            : makeServer(5, { name: 'fresh', display_name: 'fresh' }),
        ]);
      }),
    );
    await open();
    expect(
      await within(await screen.findByRole('table', { name: 'Servers' })).findByText('Building'),
    ).toBeInTheDocument();
    expect(await within(rowOf('fresh')).findByText('On', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it("turns a server off from its row: the turning state at once, then the provider's message", async () => {
    const web1 = demoServers({ now: FACTORY_NOW })[1]!;
    let answer: (() => void) | undefined;
    server.use(
      http.put(
        '/api/v1/cloud/servers/1/power/off',
        () =>
          new Promise(
            (resolve) =>
              (answer = () =>
                resolve(
                  apiOk({ ...web1, task_state: 'power_off' }, 'Your change request has been registered'),
                )),
          ),
      ),
      http.post(
        '/api/v1/cloud/servers/1/power/off',
        async () =>
          new Promise(
            (resolve) =>
              (answer = () =>
                resolve(
                  apiOk({ ...web1, task_state: 'power_off' }, 'Your change request has been registered'),
                )),
          ),
      ),
    );
    await open();
    await screen.findByRole('link', { name: 'web-1' });
    await choose('Actions of web-1', 'Turn off');
    expect(await within(rowOf('web-1')).findByText('Turning off')).toBeInTheDocument();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByText('Your change request has been registered')).toBeInTheDocument();
  });

  it("shows the provider's refusal and puts the server back as it was", async () => {
    server.use(
      http.post('/api/v1/cloud/servers/1/power/restart', () =>
        apiFailure(409, 'Your server cannot perform this operation in this state'),
      ),
    );
    await open();
    await screen.findByRole('link', { name: 'web-1' });
    await choose('Actions of web-1', 'Restart');
    expect(
      await screen.findByText('Your server cannot perform this operation in this state'),
    ).toBeInTheDocument();
    expect(await within(rowOf('web-1')).findByText('On')).toBeInTheDocument();
  });

  it('offers only what the state allows in a row', async () => {
    await open();
    await screen.findByRole('link', { name: 'db-backup' });
    await userEvent.click(screen.getByRole('button', { name: 'Actions of db-backup' }));
    expect(await screen.findByRole('menuitem', { name: 'Turn on' })).not.toHaveAttribute('data-disabled');
    expect(screen.getByRole('menuitem', { name: 'Turn off' })).toHaveAttribute('data-disabled');
    expect(screen.getByRole('menuitem', { name: 'Open the console' })).toHaveAttribute('data-disabled');
  });

  it('marks the server just created, on its page of the list, the first time the list shows it', async () => {
    // twelve servers, newest first: the one created is the last, on page 2
    const many = Array.from({ length: 12 }, (_, i) =>
      makeServer(30 - i, { name: `app-${30 - i}`, display_name: `app-${30 - i}` }),
    );
    server.use(http.get('/api/v1/cloud/servers', () => apiOk(many)));
    rememberCreatedServer(19);
    const view = await open();
    expect(await screen.findByRole('link', { name: 'app-19' })).toBeInTheDocument();
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers?page=2'));
    expect(rowOf('app-19').querySelector('[data-just-added]')).not.toBeNull();
    expect(rowOf('app-20').querySelector('[data-just-added]')).toBeNull();
    view.unmount();
    // once: the list drawn again does not mark it
    await open('en', '/cloud/servers?page=2');
    expect(await screen.findByRole('link', { name: 'app-19' })).toBeInTheDocument();
    expect(rowOf('app-19').querySelector('[data-just-added]')).toBeNull();
  });
});
