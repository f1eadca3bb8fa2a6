import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FACTORY_NOW, demoServers } from '@portal/shared-sdk/factories';
import { apiFailure, apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupCloudServer } from '../../testing/testServer';

// a whole page renders in Chakra and answers through MSW: on a busy CI machine that takes more than 1 s
configure({ asyncUtilTimeout: 5000 });

const server = setupCloudServer();
// a heavy page on a shared machine: its tests click through several dialogs
jest.setTimeout(60_000);
const web1 = demoServers({ now: FACTORY_NOW })[1]!;
const dbBackup = demoServers({ now: FACTORY_NOW })[0]!;

const open = (locale: 'fa' | 'en' = 'en', path = '/cloud/servers/1?name=web-1') =>
  mountTestParcel(parcel, { basePath: '/cloud', path, locale });
const section = (name: string) => screen.getByRole('region', { name });

/** Records the form bodies the portal sends to a path (PUT and DELETE arrive as POST with `_method`). */
function recordPosts(path: string, answer: () => Response) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      bodies.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return answer();
    }),
  );
  return bodies;
}

describe('a server page', () => {
  it('shows what the server is: addresses with copy, size, OS, data center, created, costs, usage and traffic', async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 2, name: 'web-1' })).toBeInTheDocument();
    const overview = await screen.findByRole('region', { name: 'Overview' });
    expect(within(overview).getByText('192.0.2.10')).toBeInTheDocument();
    expect(within(overview).getByText('10.10.0.5')).toBeInTheDocument();
    expect(within(overview).getByRole('button', { name: 'Copy 192.0.2.10' })).toBeInTheDocument();
    expect(overview).toHaveTextContent('2 cores · 4 GB RAM · 80 GB SSD');
    expect(overview).toHaveTextContent('Commercial');
    expect(overview).toHaveTextContent('Ubuntu 24.04');
    expect(overview).toHaveTextContent('Tehran 1');
    expect(overview).toHaveTextContent('2024/12/30');
    expect(overview).toHaveTextContent('9,100 Rials per hour');
    expect(overview).toHaveTextContent('6,552,000 Rials per month');
    expect(overview).toHaveTextContent('CPU 24% · RAM 61% · Disk 38%');
    expect(overview).toHaveTextContent('42.0 GB in · 118.0 GB out');
  });

  it('counts a single core as one: "1 core", not "1 cores"', async () => {
    await open('en', '/cloud/servers/2?name=db-backup');
    expect(await screen.findByRole('region', { name: 'Overview' })).toHaveTextContent(
      '1 core · 1 GB RAM · 25 GB SSD',
    );
  });

  it('shows what the server was created with: its SSH key, firewall groups, private networks with its address there, init script', async () => {
    server.use(
      http.get('/api/v1/cloud/servers/1', () =>
        apiOk({ ...web1, ssh_key_id: 2, init_script: '#cloud-config\npackages:\n  - nginx' }),
      ),
    );
    await open();
    const links = await screen.findByRole('region', { name: 'Access and network' });
    expect(await within(links).findByRole('link', { name: 'ci-runner' })).toHaveAttribute(
      'href',
      '/cloud/ssh-keys',
    );
    expect(within(links).getByRole('link', { name: 'web' })).toHaveAttribute(
      'href',
      '/cloud/firewall?datacenter=2',
    );
    expect(within(links).getByRole('link', { name: 'backend' })).toHaveAttribute(
      'href',
      '/cloud/servers/network',
    );
    expect(within(links).getByRole('link', { name: 'backend' }).closest('li')).toHaveTextContent(
      'backend 10.10.0.5',
    );
    expect(links.querySelector('pre')).toHaveTextContent('#cloud-config packages: - nginx');
  });

  it('says a server made without a key, a group or a network has none, in Persian too', async () => {
    await open('fa', '/cloud/servers/2?name=db-backup');
    const links = await screen.findByRole('region', { name: 'دسترسی و شبکه' });
    expect(links).toHaveTextContent('ندارد: فقط رمز عبور root');
    expect(links).toHaveTextContent('بدون گروه فایروال');
    expect(links).toHaveTextContent('بدون شبکه خصوصی');
    expect(within(links).queryByRole('link')).not.toBeInTheDocument();
  });

  it('lists the action log, newest first', async () => {
    await open();
    const log = await screen.findByRole('table', { name: 'Action log' });
    expect(await within(log).findByText('Server built and turned on')).toBeInTheDocument();
    expect(
      within(log)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual([expect.stringContaining('Server built'), expect.stringContaining('Server created')]);
  });

  it('turns the server off: the turning state at once, then "change request registered"', async () => {
    const turningOff = { ...web1, task_state: 'power_off', percent: 0 };
    const sent = recordPosts('/api/v1/cloud/servers/1/power/off', () =>
      apiOk(turningOff, 'Your change request has been registered'),
    );
    // asked again while the change runs, the provider still reports it
    server.use(http.get('/api/v1/cloud/servers/1', () => apiOk(sent.length > 0 ? turningOff : web1)));
    await open();
    const power = await screen.findByRole('group', { name: 'Power' });
    expect(within(power).getByRole('button', { name: 'Turn on' })).toBeDisabled();
    await userEvent.click(within(power).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Turning off', { selector: '[data-status]' })).toBeInTheDocument();
    expect(await screen.findByText('Your change request has been registered')).toBeInTheDocument();
    expect(sent).toEqual([{ _method: 'PUT' }]);
    // nothing else runs while the change is under way
    expect(within(power).getByRole('button', { name: 'Reboot (hard)' })).toBeDisabled();
  });

  it("shows the provider's refusal of a power change", async () => {
    recordPosts('/api/v1/cloud/servers/1/power/reboot', () =>
      apiFailure(409, 'Your server cannot perform this operation in this state'),
    );
    await open();
    await userEvent.click(
      await within(await screen.findByRole('group', { name: 'Power' })).findByRole('button', {
        name: 'Reboot (hard)',
      }),
    );
    expect(
      await screen.findByText('Your server cannot perform this operation in this state'),
    ).toBeInTheDocument();
  });

  it('says there is a technical problem when a change takes longer than usual', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(
        http.get('/api/v1/cloud/servers/1', () =>
          apiOk({
            ...web1,
            status: 'RESTARTING',
            task_state: 'reboot',
            task_started_at: FACTORY_NOW,
            percent: 30,
          }),
        ),
      );
      await open();
      expect(await screen.findByText('Restarting')).toBeInTheDocument();
      expect(
        screen.queryByText('Technical problem: changing server status took longer than usual'),
      ).not.toBeInTheDocument();
      await jest.advanceTimersByTimeAsync(91_000);
      expect(
        await screen.findByText('Technical problem: changing server status took longer than usual'),
      ).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("renames with the name rules checked first, and the provider's answer beside the field", async () => {
    const sent = recordPosts('/api/v1/cloud/servers/1/rename', () =>
      apiFailure(422, 'You already have a server with this name', {
        name: ['You already have a server with this name'],
      }),
    );
    await open();
    const rename = await screen.findByRole('form', { name: 'Rename' });
    const name = within(rename).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'web 2');
    await userEvent.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await within(rename).findByText('Use English letters, digits, - and _ only')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(name);
    await userEvent.type(name, 'db-backup');
    await userEvent.click(within(rename).getByRole('button', { name: 'Rename' }));
    expect(await within(rename).findByText('You already have a server with this name')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'db-backup' }]);
    expect(name).toHaveValue('db-backup');
  });

  it('rebuilds with another OS after a confirmation', async () => {
    const sent = recordPosts('/api/v1/cloud/servers/1/rebuild/software', () =>
      apiOk(
        { ...web1, status: 'RELOAD', task_state: 'rebuild_software', percent: 0 },
        'Your change request has been registered',
      ),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rebuild: another OS' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Install another operating system?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(await within(dialog).findByText('Choose an operating system')).toBeInTheDocument();
    await userEvent.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Operating system' }),
      'Debian 12',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(await screen.findByText('Installing the operating system')).toBeInTheDocument();
    expect(sent).toEqual([{ os_id: '3' }]);
  });

  it('rebuilds to another size, never a smaller disk, after a confirmation', async () => {
    const sent = recordPosts('/api/v1/cloud/servers/1/rebuild/hardware', () =>
      apiOk(
        { ...web1, status: 'REBUILD', task_state: 'rebuild_hardware', percent: 0 },
        'Your change request has been registered',
      ),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Rebuild: another size' }));
    const dialog = await screen.findByRole('alertdialog', { name: "Change the server's size?" });
    const size = within(dialog).getByRole('combobox', { name: 'Size' });
    await userEvent.selectOptions(size, 'economic');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    expect(
      await within(dialog).findByText("This size has a smaller disk than the server's 80 GB"),
    ).toBeInTheDocument();
    await userEvent.selectOptions(size, 'professional');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rebuild' }));
    await waitFor(() => expect(sent).toEqual([{ tier: 'professional' }]));
  });

  it('shows the root password once, with copy; asked again, the provider says it was shown', async () => {
    let asked = 0;
    server.use(
      http.post('/api/v1/cloud/servers/1/get-password', () => {
        asked += 1;
        return asked === 1
          ? apiOk({ password: 'Sandbox#Web1' })
          : apiFailure(409, 'The password has already been shown once; reset it to get a new one');
      }),
    );
    await open();
    const panel = await screen.findByRole('region', { name: 'Root password' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Show the password' }));
    expect(await within(panel).findByText('Sandbox#Web1')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Copy the Root password' })).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Show the password' }));
    expect(
      await screen.findByText('The password has already been shown once; reset it to get a new one'),
    ).toBeInTheDocument();
  });

  it('resets the root password after a confirmation and shows the new one once', async () => {
    recordPosts('/api/v1/cloud/servers/1/reset-password', () =>
      apiOk({ password: 'New#Pass123Aa' }, 'A new password has been set; it is shown only this once'),
    );
    await open();
    const panel = await screen.findByRole('region', { name: 'Root password' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Reset the password' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Reset the root password?' })).getByRole(
        'button',
        { name: 'Reset the password' },
      ),
    );
    expect(await within(panel).findByText('New#Pass123Aa')).toBeInTheDocument();
  });

  it('starts the rescue system after a confirmation and shows its password', async () => {
    recordPosts('/api/v1/cloud/servers/1/rescue', () =>
      apiOk(
        { password: 'Rescue#77Aa' },
        'The rescue system is starting; its password is shown only this once',
      ),
    );
    await open();
    const panel = await screen.findByRole('region', { name: 'Rescue system' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Start the rescue system' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Start the rescue system?' })).getByRole(
        'button',
        { name: 'Start the rescue system' },
      ),
    );
    expect(await within(panel).findByText('Rescue#77Aa')).toBeInTheDocument();
  });

  it('takes the rescue password away once the server has left the rescue system', async () => {
    let current = web1;
    server.use(http.get('/api/v1/cloud/servers/1', () => apiOk(current)));
    recordPosts('/api/v1/cloud/servers/1/rescue', () => {
      current = { ...web1, rescue: true };
      return apiOk(
        { password: 'Rescue#77Aa' },
        'The rescue system is starting; its password is shown only this once',
      );
    });
    recordPosts('/api/v1/cloud/servers/1/unrescue', () => {
      current = { ...web1, rescue: false };
      return apiOk(current, 'Your change request has been registered');
    });
    await open();
    const panel = await screen.findByRole('region', { name: 'Rescue system' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Start the rescue system' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Start the rescue system?' })).getByRole(
        'button',
        { name: 'Start the rescue system' },
      ),
    );
    expect(await within(panel).findByText('Rescue#77Aa')).toBeInTheDocument();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Leave the rescue system' }));
    expect(await within(panel).findByRole('button', { name: 'Start the rescue system' })).toBeInTheDocument();
    expect(within(panel).queryByText('Rescue#77Aa')).not.toBeInTheDocument();
  });

  it('turns autopilot off', async () => {
    const sent = recordPosts('/api/v1/cloud/servers/1/autopilot', () =>
      apiOk({ ...web1, autopilot: false }, 'Autopilot is off'),
    );
    await open();
    const panel = await screen.findByRole('region', { name: 'Autopilot' });
    expect(within(panel).getByText('Autopilot is on')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Turn autopilot off' }));
    expect(await within(panel).findByText('Autopilot is off')).toBeInTheDocument();
    expect(sent).toEqual([{ _method: 'DELETE' }]);
  });

  it('deletes only after the name is typed, then goes back to the list', async () => {
    const sent = recordPosts('/api/v1/cloud/servers/1', () => apiOk(null, 'The server has been deleted'));
    const view = await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete the server' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete web-1?' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'web1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the server' }));
    expect(await within(dialog).findByText('The entered phrase is incorrect')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(within(dialog).getByRole('textbox'));
    await userEvent.type(within(dialog).getByRole('textbox'), 'web-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete the server' }));
    await waitFor(() => expect(view.currentPath()).toBe('/cloud/servers'));
    expect(sent).toEqual([{ _method: 'DELETE' }]);
    expect(await screen.findByText('The server has been deleted')).toBeInTheDocument();
  });

  it('offers only what the state allows: a server that is off has no console and no password reset', async () => {
    await open('en', '/cloud/servers/2?name=db-backup');
    const power = await screen.findByRole('group', { name: 'Power' });
    expect(within(power).getByRole('button', { name: 'Turn on' })).toBeEnabled();
    expect(within(power).getByRole('button', { name: 'Turn off' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open the console' })).toBeDisabled();
    expect(screen.getByText('The console works while the server is on.')).toBeInTheDocument();
    expect(
      within(section('Root password')).getByRole('button', { name: 'Reset the password' }),
    ).toBeDisabled();
    expect(dbBackup.status).toBe('OFF');
  });

  it('opens the console of a running server in its own window', async () => {
    await open();
    expect(await screen.findByRole('link', { name: 'Open the console' })).toHaveAttribute(
      'href',
      '/cloud/vnc-console?server_id=1&name=web-1',
    );
  });

  it("links to the server's charts", async () => {
    await open();
    expect(await screen.findByRole('link', { name: 'Monitoring' })).toHaveAttribute(
      'href',
      '/cloud/monitoring/1',
    );
  });

  it('shows the build of a new server with its steps', async () => {
    server.use(
      http.get('/api/v1/cloud/servers/1', () =>
        apiOk({
          ...web1,
          status: 'BUILD',
          task_state: 'build',
          percent: 50,
          volume_created: true,
          image_written: true,
          instance_created: false,
          interface_attached: false,
        }),
      ),
    );
    await open();
    const progress = await screen.findByRole('progressbar', { name: 'Building' });
    expect(progress).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('Disk created').closest('[data-step]')).toHaveAttribute('data-done');
    expect(screen.getByText('Machine created').closest('[data-step]')).not.toHaveAttribute('data-done');
  });

  it('reads in Persian, addresses kept left to right', async () => {
    const { domElement } = await open('fa');
    const overview = await screen.findByRole('region', { name: 'نمای کلی' });
    expect(within(overview).getByText('192.0.2.10').closest('bdi')).toHaveAttribute('dir', 'ltr');
    expect(overview).toHaveTextContent('ساعتی 9,100 ریال');
    expect(domElement).toHaveAttribute('dir', 'rtl');
  });
});
