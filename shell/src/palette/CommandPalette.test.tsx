import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, setToken, type SearchEntry } from '@portal/shared-sdk';
import { shellQueryClient } from '../data/queryClient';
import { currentUrl, renderShell, resetSession } from '../test/renderShell';
import { createTestLoader, testManifest } from '../test/testLoader';
import { DEMO_TOKEN, setupTestServer } from '../test/testServer';

setupTestServer();
beforeEach(() => {
  resetSession();
  setToken(DEMO_TOKEN);
  setLocale('en');
});
afterEach(() => shellQueryClient.clear());

const runs: string[] = [];
const cloudSearch = {
  search: async ({ locale }: { locale: string }): Promise<SearchEntry[]> => [
    { key: 'server-7', kind: 'resource', title: 'web-1', detail: '185.20.1.4', to: '/cloud/servers/7' },
    {
      key: 'server-7-off',
      kind: 'action',
      title: locale === 'fa' ? 'خاموش کردن web-1' : 'Turn off web-1',
      confirm: { title: 'Turn off web-1?', message: 'It stops at once.', confirmLabel: 'Turn off' },
      run: async () => {
        runs.push('off');
        return 'Your change request has been registered';
      },
    },
  ],
};

/** Today's contributions, cloud declaring a search module and support one that fails. */
function loaderWith(modules: Record<string, unknown>) {
  const manifest = testManifest();
  for (const remote of ['cloud', 'support'] as const)
    Object.assign(manifest.remotes[remote]?.stable.contributions as object, {
      search: { module: './search' },
    });
  return createTestLoader(manifest, modules);
}

async function openPalette(user: ReturnType<typeof userEvent.setup>) {
  await user.keyboard('{Control>}k{/Control}');
  const input = await screen.findByRole('combobox', { name: 'Search pages, resources and actions' });
  await waitFor(() => expect(input).toHaveFocus());
  return input;
}

it('finds a page by a few letters with the keyboard alone, and focus returns where it was', async () => {
  const user = userEvent.setup();
  renderShell('/', loaderWith({ 'mfe_cloud/search': cloudSearch }));
  const [field] = await screen.findAllByRole('button', { name: /Search/ });
  (field as HTMLElement).focus();
  await user.keyboard('{Enter}');
  await user.type(await screen.findByRole('combobox'), 'ss');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(field).toHaveFocus());
  const input = await openPalette(user);
  expect(input).toHaveValue('');
  await user.type(input, 'ssh');
  const list = screen.getByRole('listbox');
  await waitFor(() =>
    expect(within(list).getByRole('option', { name: /SSH keys/ })).toHaveAttribute('aria-selected', 'true'),
  );
  expect(within(list).getByRole('group', { name: 'Cloud servers' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(/1 result/);
  await user.keyboard('{Enter}');
  await waitFor(() => expect(currentUrl()).toBe('/cloud/ssh-keys'));
  // the dialog leaves the page once its closing has run (after the navigation, not with it)
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
});

it("runs a resource's action after its confirmation, and notes an area whose search fails", async () => {
  const user = userEvent.setup();
  runs.length = 0;
  renderShell(
    '/',
    loaderWith({
      'mfe_cloud/search': cloudSearch,
      'mfe_support/search': { search: async () => Promise.reject(new Error('down')) },
    }),
  );
  const input = await openPalette(user);
  await user.type(input, 'web 1');
  expect(await screen.findByText('Results from Support are not available right now.')).toBeInTheDocument();
  await screen.findByRole('option', { name: /Turn off web-1/ });
  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('option', { name: /Turn off web-1/ })).toHaveAttribute('aria-selected', 'true');
  await user.keyboard('{Enter}');
  const confirm = await screen.findByRole('alertdialog', { name: 'Turn off web-1?' });
  expect(runs).toEqual([]);
  await user.click(within(confirm).getByRole('button', { name: 'Turn off' }));
  await waitFor(() => expect(runs).toEqual(['off']));
  expect(await screen.findByText('Your change request has been registered')).toBeInTheDocument();
});

it('lists recently opened entries first, and forgets them at logout', async () => {
  const user = userEvent.setup();
  renderShell('/', loaderWith({ 'mfe_cloud/search': cloudSearch }));
  let input = await openPalette(user);
  await user.type(input, 'web');
  await screen.findByRole('option', { name: /^web-1/ });
  await user.keyboard('{Enter}');
  await waitFor(() => expect(currentUrl()).toBe('/cloud/servers/7'));
  input = await openPalette(user);
  const recent = await screen.findByRole('group', { name: 'Recent' });
  expect(within(recent).getByRole('option', { name: /^web-1/ })).toBeInTheDocument();
  expect(Object.keys(window.localStorage).some((k) => k.startsWith('portal.palette.recent.'))).toBe(true);
  const { bus } = await import('@portal/shared-sdk');
  bus.emit('session:logout', {});
  expect(Object.keys(window.localStorage).some((k) => k.startsWith('portal.palette.recent.'))).toBe(false);
});

it('asks a search module for its list once per opening and filters it at each keystroke; a server-side module per query', async () => {
  const user = userEvent.setup();
  const asked: string[] = [];
  const listing = {
    search: async (request: { query: string }) => (
      asked.push(`cloud:${request.query}`),
      cloudSearch.search({ locale: 'en' })
    ),
  };
  const serverSide = {
    serverSide: true,
    search: async ({ query }: { query: string }): Promise<SearchEntry[]> => {
      asked.push(`support:${query}`);
      return query
        ? [
            {
              key: `ticket-${query}`,
              kind: 'resource',
              title: `Ticket about ${query}`,
              to: '/support/tickets/1',
            },
          ]
        : [];
    },
  };
  renderShell('/', loaderWith({ 'mfe_cloud/search': listing, 'mfe_support/search': serverSide }));
  let input = await openPalette(user);
  await user.type(input, 'web');
  await screen.findByRole('option', { name: /^web-1/ });
  await screen.findByRole('option', { name: /Ticket about web/ });
  expect(asked.filter((a) => a.startsWith('cloud'))).toEqual(['cloud:']);
  expect(asked.filter((a) => a.startsWith('support'))).toEqual(expect.arrayContaining(['support:web']));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  input = await openPalette(user);
  await user.type(input, 'w');
  await screen.findByRole('option', { name: /^web-1/ });
  // the second opening asks again, once
  await waitFor(() => expect(asked.filter((a) => a.startsWith('cloud'))).toEqual(['cloud:', 'cloud:']));
});
