import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  FACTORY_NOW,
  demoServers,
  demoSnapshots,
  makeServer,
  makeSnapshot,
} from '@portal/shared-sdk/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { chooseRowAction } from '../../testing/chooseRowAction';
import { openCloudPage } from '../../testing/openCloudPage';
import { statefulList } from '../../testing/statefulApi';
import { setupCloudServer } from '../../testing/testServer';

const server = setupCloudServer();
// dialogs typed into field by field: on the shared 2-core machine one such test takes 10–16 s
jest.setTimeout(30_000);
const open = (locale: 'fa' | 'en' = 'en') => openCloudPage('/cloud/snapshots', locale);
const rowOf = (name: string) => screen.getByText(name, { selector: 'bdi' }).closest('tr') as HTMLElement;

describe('the snapshots page', () => {
  it('lists each snapshot with its server, disk, space used and cost a day', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Snapshots' });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Server', 'Disk', 'Space used', 'Cost per day', 'Taken at', 'Action']);
    await within(table).findByText('web-1-before-upgrade');
    const web = within(rowOf('web-1-before-upgrade'));
    expect(web.getByText('80 GB')).toBeInTheDocument();
    expect(web.getByText('30.4 GB')).toBeInTheDocument();
    expect(web.getByText('14,592')).toBeInTheDocument();
    expect(web.getByText('web-1')).toBeInTheDocument();
  });

  it('takes a snapshot of a server, checking the name first', async () => {
    const list = statefulList(server, '/api/v1/cloud/snapshots', demoSnapshots({ now: FACTORY_NOW }));
    list.post('/api/v1/cloud/snapshots', () => {
      const taken = makeSnapshot(3, {
        name: 'web-1.march',
        server: { id: 1, name: 'web-1' },
        disk_size: 80,
        size: 30.4,
      });
      list.set([taken, ...list.items]);
      return { data: taken, message: 'The snapshot web-1.march has been taken' };
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Take snapshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a snapshot' });
    await waitFor(() => expect(within(dialog).getByRole('option', { name: 'web-1' })).toBeInTheDocument());
    await user.selectOptions(within(dialog).getByLabelText(/^Server/), 'web-1');
    await user.type(within(dialog).getByLabelText(/^Name/), 'web_1 march');
    await user.click(within(dialog).getByRole('button', { name: 'Take snapshot' }));
    expect(
      await within(dialog).findByText('Use up to 64 English letters, digits, dash and period'),
    ).toBeInTheDocument();
    expect(list.sent).toEqual([]);
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'web-1.march');
    await user.click(within(dialog).getByRole('button', { name: 'Take snapshot' }));
    expect(await screen.findByText('The snapshot web-1.march has been taken')).toBeInTheDocument();
    expect(list.sent).toEqual([{ server_id: '1', name: 'web-1.march' }]);
    expect(await screen.findByText('web-1.march', { selector: 'bdi' })).toBeInTheDocument();
  });

  it('offers only servers that are on or off', async () => {
    server.use(
      http.get('/api/v1/cloud/servers', () =>
        apiOk([
          ...demoServers({ now: FACTORY_NOW }),
          makeServer(3, { name: 'web-2', display_name: 'web-2', status: 'BUILD' }),
        ]),
      ),
    );
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Take snapshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Take a snapshot' });
    expect(
      await within(dialog).findByRole('option', { name: 'web-2 (busy: it must be on or off)' }),
    ).toBeDisabled();
    expect(within(dialog).getByRole('option', { name: 'web-1' })).toBeEnabled();
  });

  it('refuses to restore onto a smaller disk, saying why, and sends nothing', async () => {
    const restored: string[] = [];
    server.use(
      http.post(
        '/api/v1/cloud/snapshots/:id/restore',
        ({ params }) => (restored.push(String(params.id)), apiOk(null)),
      ),
    );
    await open();
    const user = await chooseRowAction('web-1-before-upgrade', 'Restore');
    const dialog = await screen.findByRole('dialog', { name: 'Restore web-1-before-upgrade' });
    expect(dialog).toHaveTextContent('The disk must be at least 80 GB.');
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'db-backup · 25 GB disk' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Restore onto/), 'db-backup · 25 GB disk');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(
      await within(dialog).findByText('This snapshot needs a disk of at least 80 GB; db-backup has 25 GB'),
    ).toBeInTheDocument();
    expect(restored).toEqual([]);
  });

  it("restores onto a disk at least as large, and shows the provider's refusal beside the server", async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post('/api/v1/cloud/snapshots/2/restore', async ({ request }) => {
        sent.push(Object.fromEntries(new URLSearchParams(await request.text())));
        return sent.length === 1
          ? apiFailure(422, 'Your server cannot perform this operation in this state', {
              server_id: ['Your server cannot perform this operation in this state'],
            })
          : apiOk(demoSnapshots({ now: FACTORY_NOW })[0], 'The snapshot is being restored onto web-1');
      }),
    );
    await open();
    const user = await chooseRowAction('db-backup.weekly', 'Restore');
    const dialog = await screen.findByRole('dialog', { name: 'Restore db-backup.weekly' });
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'web-1 · 80 GB disk' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Restore onto/), 'web-1 · 80 GB disk');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(
      await within(dialog).findByText('Your server cannot perform this operation in this state'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('The snapshot is being restored onto web-1')).toBeInTheDocument();
    expect(sent).toEqual([{ server_id: '1' }, { server_id: '1' }]);
  });

  it('deletes a snapshot after a confirmation; it leaves the list at once', async () => {
    const list = statefulList(server, '/api/v1/cloud/snapshots', demoSnapshots({ now: FACTORY_NOW }));
    list.post('/api/v1/cloud/snapshots/2', () => {
      list.set(list.items.filter((s) => s.id !== 2));
      return { data: null, message: 'The snapshot has been deleted' };
    });
    await open();
    const user = await chooseRowAction('db-backup.weekly', 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete db-backup.weekly?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The snapshot has been deleted')).toBeInTheDocument();
    expect(list.sent).toEqual([{ _method: 'DELETE' }]);
    await waitFor(() =>
      expect(screen.queryByText('db-backup.weekly', { selector: 'bdi' })).not.toBeInTheDocument(),
    );
  });

  it('says when the server a snapshot came from is gone', async () => {
    server.use(
      http.get('/api/v1/cloud/snapshots', () => apiOk([makeSnapshot(5, { name: 'orphan', server: null })]), {
        once: true,
      }),
    );
    await open();
    expect(
      await within(await screen.findByRole('table', { name: 'Snapshots' })).findByText('Deleted server'),
    ).toBeInTheDocument();
  });

  it('says there are no snapshots', async () => {
    server.use(http.get('/api/v1/cloud/snapshots', () => apiOk([])));
    await open();
    expect(await screen.findByText('No snapshots taken')).toBeInTheDocument();
  });

  it("shows the server's message when the list fails", async () => {
    server.use(http.get('/api/v1/cloud/snapshots', () => apiFailure(500, 'Technical problem')));
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Technical problem');
  });

  it('reads in Persian', async () => {
    await open('fa');
    const table = await screen.findByRole('table', { name: 'اسنپ‌شات‌ها' });
    await within(table).findByText('web-1-before-upgrade');
    expect(within(rowOf('web-1-before-upgrade')).getByText('80 گیگابایت')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'گرفتن اسنپ‌شات' })).toBeInTheDocument();
  });
});
