import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLocale, setToken } from '@portal/shared-sdk';
import { renderShell, resetSession } from '../test/renderShell';
import { contributionsOf, createTestLoader, testManifest } from '../test/testLoader';
import { DEMO_TOKEN, setupTestServer } from '../test/testServer';

setupTestServer();
beforeEach(() => {
  resetSession();
  setToken(DEMO_TOKEN);
  setLocale('en');
});

/** A resources widget: lists its text and tells the card whether it is empty, as the real ones do. */
function listingParcel(text: string, empty: boolean) {
  const paint = (props: Record<string, unknown>) => {
    (props.domElement as HTMLElement).textContent = text;
  };
  return {
    bootstrap: async () => undefined,
    mount: async (props: Record<string, unknown>) => {
      paint(props);
      (props.onEmptyChange as (empty: boolean) => void)(empty);
    },
    update: async (props: Record<string, unknown>) => paint(props),
    unmount: async () => undefined,
  };
}

/** cdn contributes its Domains option (its contributions.json); cloud a Servers option. */
const manifest = () =>
  testManifest({
    cloud: {
      ...contributionsOf('cloud'),
      widgets: [
        {
          name: 'Servers',
          module: './widgets/Servers',
          slot: 'resources',
          order: 20,
          label: { fa: 'سرورها', en: 'Servers' },
        },
      ],
    },
  });

const DOMAINS = 'mfe_cdn/widgets/Domains';
const SERVERS = 'mfe_cloud/widgets/Servers';
// the dashboard's chunks load on the first render of the file: generous waits on a busy machine
const WAIT = { timeout: 10_000 };
const card = () => screen.findByRole('region', { name: 'Your resources' }, WAIT);

describe('the resources card', () => {
  it('opens on the domains when there are some, and the dropdown switches to the servers', async () => {
    renderShell(
      '/',
      createTestLoader(manifest(), {
        [DOMAINS]: listingParcel('three domains', false),
        [SERVERS]: listingParcel('two servers', false),
      }),
    );
    const region = await card();
    await waitFor(() => expect(within(region).getByText('three domains')).toBeVisible(), WAIT);
    // the servers are not loaded while the domains are shown
    expect(within(region).queryByText('two servers')).not.toBeInTheDocument();
    const show = within(region).getByRole('combobox', { name: 'Show' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Domains', 'Servers']);
    await userEvent.selectOptions(show, 'Servers');
    await waitFor(() => expect(within(region).getByText('two servers')).toBeVisible(), WAIT);
    expect(within(region).getByText('three domains')).not.toBeVisible();
  }, 20_000);

  it('loads an option only when it is chosen, or ahead of that when the dropdown is reached', async () => {
    const asked: string[] = [];
    const modules: Record<string, unknown> = {};
    for (const [id, parcel] of [
      [DOMAINS, listingParcel('three domains', false)],
      [SERVERS, listingParcel('two servers', false)],
    ] as const) {
      Object.defineProperty(modules, id, {
        enumerable: true,
        get: () => {
          asked.push(id);
          return parcel;
        },
      });
    }
    renderShell('/', createTestLoader(manifest(), modules));
    const region = await card();
    await waitFor(() => expect(within(region).getByText('three domains')).toBeVisible(), WAIT);
    expect(asked).toEqual([DOMAINS]);
    const show = within(region).getByRole('combobox', { name: 'Show' });
    await userEvent.hover(show);
    await waitFor(() => expect(asked).toEqual([DOMAINS, SERVERS]));
    // fetched, not shown: the domains stay on screen until the servers are chosen
    expect(within(region).queryByText('two servers')).not.toBeInTheDocument();
    await userEvent.selectOptions(show, 'Servers');
    await waitFor(() => expect(within(region).getByText('two servers')).toBeVisible(), WAIT);
    expect(asked).toEqual([DOMAINS, SERVERS]);
  });

  it('opens on the servers when there are no domains', async () => {
    renderShell(
      '/',
      createTestLoader(manifest(), {
        [DOMAINS]: listingParcel('no domains', true),
        [SERVERS]: listingParcel('two servers', false),
      }),
    );
    const region = await card();
    await waitFor(() => expect(within(region).getByText('two servers')).toBeVisible(), WAIT);
    expect(within(region).getByRole('combobox', { name: 'Show' })).toHaveValue('cloud:Servers');
  });

  it('keeps working with the CDN remote down: only its option goes', async () => {
    renderShell('/', createTestLoader(manifest(), { [SERVERS]: listingParcel('two servers', false) }));
    const region = await card();
    await waitFor(() => expect(within(region).getByText('two servers')).toBeVisible(), WAIT);
    expect(within(region).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(region).queryByText('This card is not available right now.')).not.toBeInTheDocument();
  });

  it('keeps working with the cloud remote down, in Persian', async () => {
    setLocale('fa');
    renderShell('/', createTestLoader(manifest(), { [DOMAINS]: listingParcel('سه دامنه', false) }));
    const region = await screen.findByRole('region', { name: 'منابع شما' }, WAIT);
    await waitFor(() => expect(within(region).getByText('سه دامنه')).toBeVisible(), WAIT);
    // the servers are not loaded until the dropdown is reached; then their option goes
    const show = within(region).getByRole('combobox', { name: 'نمایش' });
    await userEvent.hover(show);
    await waitFor(() => expect(within(region).queryByRole('combobox')).not.toBeInTheDocument(), WAIT);
    expect(within(region).getByText('سه دامنه')).toBeVisible();
  });

  it('says it is not available when every option is down, and retry tries them again', async () => {
    const modules: Record<string, unknown> = {};
    renderShell('/', createTestLoader(manifest(), modules));
    const region = await card();
    // one option after another: the domains fail, then the servers; then the card's own status
    // (not an option's failure, which leaves with its option)
    await waitFor(() => expect(region.querySelector('[data-resource]')).toBeNull(), WAIT);
    const status = within(region).getByRole('status');
    expect(status).toHaveTextContent('This card is not available right now.');
    // the CDN remote is back
    modules[DOMAINS] = listingParcel('three domains', false);
    await userEvent.click(within(status).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(within(region).getByText('three domains')).toBeVisible(), WAIT);
    expect(within(region).queryByRole('status')).not.toBeInTheDocument();
  }, 20_000);

  it('gives each option the props of the slot', async () => {
    const seen: Record<string, unknown>[] = [];
    const recorder = {
      ...listingParcel('domains', false),
      mount: async (props: Record<string, unknown>) => {
        seen.push(props);
        (props.domElement as HTMLElement).textContent = 'domains';
      },
    };
    renderShell(
      '/',
      createTestLoader(manifest(), { [DOMAINS]: recorder, [SERVERS]: listingParcel('servers', false) }),
    );
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(typeof seen[0]!.onEmptyChange).toBe('function');
    expect(typeof seen[0]!.openDialog).toBe('function');
    expect(seen[0]!.basePath).toBe('/cdn');
  });
});
