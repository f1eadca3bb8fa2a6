import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { FACTORY_NOW, demoVolumes, makeVolume } from '@portal/shared-sdk/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { chooseRowAction } from '../../testing/chooseRowAction';
import { openCloudPage } from '../../testing/openCloudPage';
import { statefulList } from '../../testing/statefulApi';
import { setupCloudServer } from '../../testing/testServer';

const server = setupCloudServer();
// dialogs typed into field by field: on the shared 2-core machine one such test takes 10–16 s
jest.setTimeout(30_000);
const open = (locale: 'fa' | 'en' = 'en') => openCloudPage('/cloud/volumes', locale);
const rowOf = (name: string) => screen.getByText(name, { selector: 'bdi' }).closest('tr') as HTMLElement;
const formOf = (body: string) => Object.fromEntries(new URLSearchParams(body));

/** Records the bodies of POSTs to `path`, answering with `data` and `message`. */
function recordPost(path: string, data: unknown, message: string) {
  const sent: Record<string, string>[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      sent.push(formOf(await request.text()));
      return apiOk(data, message);
    }),
  );
  return sent;
}

const chooseAction = (volume: string, action: string) => chooseRowAction(volume, action);

describe('the volumes page', () => {
  it('lists each volume with its size, data center, server and cost a day', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Volumes' });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Size', 'Data center', 'Attached to', 'Cost per day', 'Created at', 'Action']);
    await within(table).findByText('data-1');
    const data1 = within(rowOf('data-1'));
    expect(data1.getByText('100 GB')).toBeInTheDocument();
    expect(data1.getByText('web-1')).toBeInTheDocument();
    expect(data1.getByText('48,000')).toBeInTheDocument();
    expect(rowOf('data-1')).toHaveTextContent('Tehran 1');
    expect(within(rowOf('archive')).getByText('Not attached')).toBeInTheDocument();
  });

  it('shows the cost a day while the size is typed, and again before creating', async () => {
    const sent = recordPost(
      '/api/v1/cloud/volumes',
      makeVolume(3, { name: 'logs', size: 100 }),
      'The volume logs has been created',
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create volume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a volume' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'logs');
    const size = within(dialog).getByLabelText(/^Size/);
    await user.clear(size);
    await user.type(size, '100');
    await user.selectOptions(within(dialog).getByLabelText(/^Data center/), 'Tehran 1');
    await waitFor(() =>
      expect(within(dialog).getByTestId('volume-cost')).toHaveTextContent('Cost: 48,000 Rials a day'),
    );
    // Shiraz is listed, but cannot be chosen
    expect(within(dialog).getByRole('option', { name: 'Shiraz (not available)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent('Create the volume logs of 100 GB in Tehran 1 for 48,000 Rials a day?');
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Create volume' }));
    expect(await screen.findByText('The volume logs has been created')).toBeInTheDocument();
    expect(sent).toEqual([{ name: 'logs', size: '100', datacenter_id: '2' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a new volume at once: the list opens its page, the row highlighted', async () => {
    const older = Array.from({ length: 12 }, (_, i) =>
      makeVolume(20 + i, { name: `old-${i + 1}`, created_at: FACTORY_NOW - (i + 1) * 3600 }),
    );
    const list = statefulList(server, '/api/v1/cloud/volumes', older);
    const logs = makeVolume(40, { name: 'logs', size: 10, created_at: FACTORY_NOW });
    list.post('/api/v1/cloud/volumes', () => {
      list.set([logs, ...list.items]);
      return { data: logs, message: 'The volume logs has been created' };
    });
    await open();
    const user = userEvent.setup();
    await screen.findByText('old-1');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('old-12')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create volume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a volume' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'logs');
    await user.selectOptions(within(dialog).getByLabelText(/^Data center/), 'Tehran 1');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create volume' }));
    expect(await screen.findByText('The volume logs has been created')).toBeInTheDocument();
    // the newest volume is first: page 1 is shown again, with the new row marked
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page'),
    );
    expect(rowOf('logs').querySelector('[data-just-added]')).not.toBeNull();
    expect(rowOf('old-1').querySelector('[data-just-added]')).toBeNull();
  });

  it('says what is wrong beside each field before sending anything', async () => {
    const sent = recordPost('/api/v1/cloud/volumes', null, '');
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create volume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a volume' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'my disk');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText('Use up to 64 English letters, digits, dash, underscore or period'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('my disk');
    expect(sent).toEqual([]);
  });

  it("puts the provider's refusal beside its field and keeps what was typed", async () => {
    server.use(
      http.post('/api/v1/cloud/volumes', () =>
        apiFailure(422, 'This data center does not take new resources', {
          datacenter_id: ['This data center does not take new resources'],
        }),
      ),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Create volume' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create a volume' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'logs');
    await user.selectOptions(within(dialog).getByLabelText(/^Data center/), 'Mashhad');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create volume' }));
    expect(
      await within(dialog).findByText('This data center does not take new resources'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('logs');
  });

  it('attaches a free volume to a server of its own data center only', async () => {
    const logs = makeVolume(3, { name: 'logs', size: 20 });
    const list = statefulList(server, '/api/v1/cloud/volumes', [logs, ...demoVolumes({ now: FACTORY_NOW })]);
    list.post('/api/v1/cloud/volumes/attach', () => {
      const attached = { ...logs, status: 'in-use' as const, server: { id: 1, name: 'web-1' } };
      list.set(list.items.map((v) => (v.id === 3 ? attached : v)));
      return { data: attached, message: 'The volume has been attached to web-1' };
    });
    await open();
    const user = await chooseAction('logs', 'Attach');
    const dialog = await screen.findByRole('dialog', { name: 'Attach logs' });
    const select = within(dialog).getByLabelText(/^Server/);
    // logs is in Tehran 1: db-backup (Helsinki) is not offered
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Choose…', 'web-1']),
    );
    await user.selectOptions(select, 'web-1');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('The volume has been attached to web-1')).toBeInTheDocument();
    expect(list.sent).toEqual([{ volume_id: '3', server_id: '1' }]);
    await waitFor(() => expect(within(rowOf('logs')).getByText('web-1')).toBeInTheDocument());
  });

  it("keeps the dialog open with the provider's refusal beside the server", async () => {
    server.use(
      http.post('/api/v1/cloud/volumes/attach', () =>
        apiFailure(422, 'Your server cannot perform this operation in this state', {
          server_id: ['Your server cannot perform this operation in this state'],
        }),
      ),
    );
    await open();
    const user = await chooseAction('archive', 'Attach');
    const dialog = await screen.findByRole('dialog', { name: 'Attach archive' });
    await waitFor(() =>
      expect(within(dialog).getByRole('option', { name: 'db-backup' })).toBeInTheDocument(),
    );
    await user.selectOptions(within(dialog).getByLabelText(/^Server/), 'db-backup');
    await user.click(within(dialog).getByRole('button', { name: 'Attach' }));
    expect(
      await within(dialog).findByText('Your server cannot perform this operation in this state'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Server/)).toHaveValue('2');
  });

  it('detaches after a confirmation, with the dettach call', async () => {
    const list = statefulList(server, '/api/v1/cloud/volumes', demoVolumes({ now: FACTORY_NOW }));
    list.post('/api/v1/cloud/volumes/dettach', () => {
      list.set(
        list.items.map((v) => (v.id === 1 ? { ...v, server: null, status: 'available' as const } : v)),
      );
      return { data: list.items.find((v) => v.id === 1), message: 'The volume has been detached from web-1' };
    });
    await open();
    const user = await chooseAction('data-1', 'Detach');
    const confirm = await screen.findByRole('alertdialog', { name: 'Detach data-1?' });
    expect(confirm).toHaveTextContent('web-1 will no longer see this volume.');
    await user.click(within(confirm).getByRole('button', { name: 'Detach' }));
    expect(await screen.findByText('The volume has been detached from web-1')).toBeInTheDocument();
    expect(list.sent).toEqual([{ volume_id: '1' }]);
    await waitFor(() => expect(within(rowOf('data-1')).getByText('Not attached')).toBeInTheDocument());
  });

  it("grows a volume, refusing a smaller size before sending, and shows the provider's refusal of a delete", async () => {
    const list = statefulList(server, '/api/v1/cloud/volumes', demoVolumes({ now: FACTORY_NOW }));
    list.post('/api/v1/cloud/volumes/1', () => {
      list.set(list.items.map((v) => (v.id === 1 ? { ...v, size: 150, cost: 72_000 } : v)));
      return { data: list.items.find((v) => v.id === 1), message: 'The volume data-1 now holds 150 GB' };
    });
    await open();
    let user = await chooseAction('data-1', 'Grow');
    const dialog = await screen.findByRole('dialog', { name: 'Grow data-1' });
    const size = within(dialog).getByLabelText(/^New size/);
    await user.clear(size);
    await user.type(size, '80');
    await user.click(within(dialog).getByRole('button', { name: 'Grow volume' }));
    expect(
      await within(dialog).findByText('A volume can only grow: enter more than 100 GB'),
    ).toBeInTheDocument();
    await user.clear(size);
    await user.type(size, '150');
    await waitFor(() => expect(within(dialog).getByTestId('volume-cost')).toHaveTextContent('72,000'));
    await user.click(within(dialog).getByRole('button', { name: 'Grow volume' }));
    expect(await screen.findByText('The volume data-1 now holds 150 GB')).toBeInTheDocument();
    expect(list.sent).toEqual([{ size: '150' }]);
    await waitFor(() => expect(within(rowOf('data-1')).getByText('150 GB')).toBeInTheDocument());

    server.use(
      http.post('/api/v1/cloud/volumes/1', () =>
        apiFailure(422, 'Detach the volume from web-1 before deleting it'),
      ),
    );
    user = await chooseAction('data-1', 'Delete');
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete data-1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Detach the volume from web-1 before deleting it')).toBeInTheDocument();
    expect(rowOf('data-1')).toBeInTheDocument();
  });

  it('deletes a free volume, which leaves the list at once', async () => {
    const list = statefulList(server, '/api/v1/cloud/volumes', demoVolumes({ now: FACTORY_NOW }));
    list.post('/api/v1/cloud/volumes/2', () => {
      list.set(list.items.filter((v) => v.id !== 2));
      return { data: null, message: 'The volume has been deleted' };
    });
    await open();
    const user = await chooseAction('archive', 'Delete');
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete archive?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(await screen.findByText('The volume has been deleted')).toBeInTheDocument();
    expect(list.sent).toEqual([{ _method: 'DELETE' }]);
    await waitFor(() => expect(screen.queryByText('archive', { selector: 'bdi' })).not.toBeInTheDocument());
  });

  it("shows the server's message when the list fails, and retry loads it", async () => {
    server.use(http.get('/api/v1/cloud/volumes', () => apiFailure(503, 'Technical problem'), { once: true }));
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Technical problem');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('data-1')).toBeInTheDocument();
  });

  it('says there are no volumes', async () => {
    server.use(http.get('/api/v1/cloud/volumes', () => apiOk([])));
    await open();
    expect(await screen.findByText('No volumes created')).toBeInTheDocument();
  });

  it('reads in Persian with Latin digits', async () => {
    await open('fa');
    const table = await screen.findByRole('table', { name: 'دیسک‌ها' });
    await within(table).findByText('data-1');
    expect(within(rowOf('data-1')).getByText('100 گیگابایت')).toBeInTheDocument();
    expect(rowOf('data-1')).toHaveTextContent('تهران 1');
    expect(within(rowOf('archive')).getByText('متصل نیست')).toBeInTheDocument();
  });
});
