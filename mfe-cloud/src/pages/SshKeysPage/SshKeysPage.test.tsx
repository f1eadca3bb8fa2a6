import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { DEMO_SSH_PUBLIC_KEYS, FACTORY_NOW, demoSshKeys, makeSshKey } from '@portal/shared-sdk/factories';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { queryClient } from '../../data/queryClient';
import { openCloudPage } from '../../testing/openCloudPage';
import { statefulList } from '../../testing/statefulApi';
import { setupCloudServer } from '../../testing/testServer';

const server = setupCloudServer();
const open = (locale: 'fa' | 'en' = 'en') => openCloudPage('/cloud/ssh-keys', locale);
const rowOf = (name: string) => screen.getByText(name, { selector: 'bdi' }).closest('tr') as HTMLElement;
const PRIVATE_KEY =
  '-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n-----END OPENSSH PRIVATE KEY-----\n';
const pair = {
  ...makeSshKey(3, {
    name: 'deploy',
    public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFAKE deploy',
    fingerprint: 'SHA256:new',
  }),
  private_key: PRIVATE_KEY,
};
const message = 'Your key pair has been made. Save the private key now: it is not shown again.';

describe('the SSH keys page', () => {
  it('lists each key with its type, fingerprint and data center', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'SSH keys' });
    expect(
      within(table)
        .getAllByRole('columnheader', { hidden: true })
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Type', 'Fingerprint', 'Data center', 'Added at', 'Action']);
    await within(table).findByText('ali-laptop');
    expect(
      within(rowOf('ali-laptop')).getByText(DEMO_SSH_PUBLIC_KEYS.laptop.fingerprint),
    ).toBeInTheDocument();
    expect(rowOf('ali-laptop')).toHaveTextContent('Tehran 1');
    expect(rowOf('ci-runner')).toHaveTextContent('ssh-rsa');
    expect(rowOf('ci-runner')).toHaveTextContent('Every data center');
  });

  it('adds a public key after checking its format', async () => {
    const list = statefulList(server, '/api/v1/cloud/ssh', demoSshKeys({ now: FACTORY_NOW }));
    list.post('/api/v1/cloud/ssh', (body) => {
      const key = makeSshKey(3, {
        name: body.name,
        public_key: body.public_key,
        fingerprint: DEMO_SSH_PUBLIC_KEYS.office.fingerprint,
      });
      list.set([key, ...list.items]);
      return { data: key, message: 'The key office has been added' };
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an SSH key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'office');
    const key = within(dialog).getByLabelText(/^Public key/);
    // a key is pasted, not typed
    await user.click(key);
    await user.paste('-----BEGIN OPENSSH PRIVATE KEY-----');
    await user.click(within(dialog).getByRole('button', { name: 'Add key' }));
    expect(
      await within(dialog).findByText(
        'Paste an OpenSSH public key of type ssh-ed25519, ssh-rsa or ecdsa (one line of the .pub file)',
      ),
    ).toBeInTheDocument();
    await user.clear(key);
    await user.paste(DEMO_SSH_PUBLIC_KEYS.office.public_key.slice(0, 60));
    await user.click(within(dialog).getByRole('button', { name: 'Add key' }));
    expect(
      await within(dialog).findByText("The key's data is damaged; copy the whole line of the .pub file"),
    ).toBeInTheDocument();
    expect(list.sent).toEqual([]);
    await user.clear(key);
    await user.paste(DEMO_SSH_PUBLIC_KEYS.office.public_key);
    await user.click(within(dialog).getByRole('button', { name: 'Add key' }));
    expect(await screen.findByText('The key office has been added')).toBeInTheDocument();
    expect(list.sent).toEqual([{ name: 'office', public_key: DEMO_SSH_PUBLIC_KEYS.office.public_key }]);
    expect(await screen.findByText('office', { selector: 'bdi' })).toBeInTheDocument();
  });

  it("shows the provider's refusal of a key already added beside the key", async () => {
    server.use(
      http.post('/api/v1/cloud/ssh', () =>
        apiFailure(422, 'This key has already been added as ali-laptop', {
          public_key: ['This key has already been added as ali-laptop'],
        }),
      ),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an SSH key' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'laptop-2');
    await user.click(within(dialog).getByLabelText(/^Public key/));
    await user.paste(DEMO_SSH_PUBLIC_KEYS.laptop.public_key);
    await user.click(within(dialog).getByRole('button', { name: 'Add key' }));
    expect(
      await within(dialog).findByText('This key has already been added as ali-laptop'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('laptop-2');
  });

  it('generates a key pair whose private key is shown once, with copy and download, and kept nowhere after', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/cloud/ssh/random', ({ request }) => {
        asked.push(new URL(request.url).search);
        return apiOk(pair, message);
      }),
    );
    const createObjectURL = jest.fn((blob: Blob) => (void blob, 'blob:key'));
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await open();
    await user.click(await screen.findByRole('button', { name: 'Generate key pair' }));
    const form = await screen.findByRole('dialog', { name: 'Generate a key pair' });
    await user.type(within(form).getByLabelText(/^Name/), 'deploy');
    await user.selectOptions(within(form).getByLabelText(/^Data center/), 'Tehran 1');
    await user.click(within(form).getByRole('button', { name: 'Generate' }));

    const result = await screen.findByRole('dialog', { name: 'Your new key pair' });
    expect(asked).toEqual(['?name=deploy&datacenter_id=2']);
    expect(within(result).getByText('This is the only time the private key is shown')).toBeInTheDocument();
    expect(within(result).getByLabelText('Private key')).toHaveValue(PRIVATE_KEY);
    expect(result).toHaveTextContent('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIFAKE deploy');
    await user.click(within(result).getByRole('button', { name: 'Copy the private key' }));
    expect(writeText).toHaveBeenCalledWith(PRIVATE_KEY);
    await user.click(within(result).getByRole('button', { name: 'Download' }));
    const saved = createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await saved.text()).toBe(PRIVATE_KEY);

    await user.click(within(result).getByRole('button', { name: 'I have saved it, close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(document.body.textContent).not.toContain('OPENSSH PRIVATE KEY');
    // neither the query cache nor the mutation cache holds it
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('PRIVATE KEY');
    await waitFor(() =>
      expect(
        JSON.stringify(
          queryClient
            .getMutationCache()
            .getAll()
            .map((m) => m.state.data),
        ),
      ).not.toContain('PRIVATE KEY'),
    );
    // opening the dialog again starts over: a new pair, never the old private key
    await user.click(screen.getByRole('button', { name: 'Generate key pair' }));
    const again = await screen.findByRole('dialog', { name: 'Generate a key pair' });
    expect(within(again).getByLabelText(/^Name/)).toHaveValue('');
    expect(document.body.textContent).not.toContain('OPENSSH PRIVATE KEY');
    expect(asked).toHaveLength(1);
  });

  it('refuses a name outside the rule before asking for a pair', async () => {
    const asked: string[] = [];
    server.use(
      http.get('/api/v1/cloud/ssh/random', ({ request }) => (asked.push(request.url), apiOk(pair, message))),
    );
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Generate key pair' }));
    const form = await screen.findByRole('dialog', { name: 'Generate a key pair' });
    await user.type(within(form).getByLabelText(/^Name/), 'my key');
    await user.click(within(form).getByRole('button', { name: 'Generate' }));
    expect(
      await within(form).findByText('Use up to 64 English letters, digits and . _ - @'),
    ).toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('deletes a key after a confirmation', async () => {
    const list = statefulList(server, '/api/v1/cloud/ssh', demoSshKeys({ now: FACTORY_NOW }));
    list.post('/api/v1/cloud/ssh/2', () => {
      list.set(list.items.filter((k) => k.id !== 2));
      return { data: null, message: 'The key has been deleted' };
    });
    await open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete ci-runner' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the key ci-runner?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The key has been deleted')).toBeInTheDocument();
    expect(list.sent).toEqual([{ _method: 'DELETE' }]);
    await waitFor(() => expect(screen.queryByText('ci-runner', { selector: 'bdi' })).not.toBeInTheDocument());
  });

  it('says there are no keys, and shows a failed list with retry', async () => {
    server.use(
      http.get('/api/v1/cloud/ssh', () => apiFailure(500, 'Technical problem'), { once: true }),
      http.get('/api/v1/cloud/ssh', () => apiOk([])),
    );
    await open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Technical problem');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No SSH keys added')).toBeInTheDocument();
  });

  it('reads in Persian', async () => {
    await open('fa');
    const table = await screen.findByRole('table', { name: 'کلیدهای SSH' });
    await within(table).findByText('ci-runner');
    expect(rowOf('ci-runner')).toHaveTextContent('همه دیتاسنترها');
    expect(screen.getByRole('button', { name: 'ساخت جفت‌کلید' })).toBeInTheDocument();
  });
});
