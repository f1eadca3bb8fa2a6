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

/** Support as released with one more page: the FAQ, in the side navigation and the Support menu. */
function supportWithFaq() {
  const today = contributionsOf('support') as { routes: unknown[]; menus: unknown[] };
  return {
    ...today,
    routes: [
      ...today.routes,
      { path: '/support/faq/:topic', title: { fa: 'پرسش‌ها: {topic}', en: 'FAQ: {topic}' } },
    ],
    menus: [
      ...today.menus,
      {
        menu: 'side',
        key: 'faq',
        label: { fa: 'پرسش‌های متداول', en: 'FAQ' },
        to: '/support/faq/general',
        order: 310,
        icon: 'ticket',
      },
      {
        menu: 'support',
        key: 'faq',
        label: { fa: 'پرسش‌های متداول', en: 'Questions' },
        to: '/support/faq/general',
        order: 25,
      },
    ],
  };
}

/** A parcel that shows the props it was given (open, width), as a dialog's root would. */
function recordingParcel() {
  const paint = (props: Record<string, unknown>) => {
    (props.domElement as HTMLElement).textContent =
      `dialog open=${String(props.open)} width=${String(props.width)}`;
  };
  return {
    bootstrap: async () => undefined,
    mount: async (props: Record<string, unknown>) => paint(props),
    update: async (props: Record<string, unknown>) => paint(props),
    unmount: async () => undefined,
  };
}

const areas = () => screen.findByRole('navigation', { name: 'Areas' });

describe('menus from what the remotes contribute', () => {
  it("list each remote's side entries between the dashboard and the placeholders, in the order they declare", async () => {
    renderShell('/');
    const nav = await areas();
    await waitFor(() => expect(within(nav).getAllByRole('link')).toHaveLength(10));
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => `${a.textContent} ${a.getAttribute('href')}`),
    ).toEqual([
      'Dashboard /',
      'CDN /cdn',
      'Cloud servers /cloud/servers',
      'SSH keys /cloud/ssh-keys',
      'Firewall /cloud/firewall',
      'Snapshots /cloud/snapshots',
      'Volumes /cloud/volumes',
      'Support /support/tickets',
      'Financial /financial',
      'Profile /profile',
    ]);
    expect(within(nav).getAllByRole('listitem').at(-1)).toHaveTextContent('Live streaming');
  });

  it('show a page and entries a remote adds in a release, with no change to the shell, in both locales', async () => {
    const user = userEvent.setup();
    renderShell('/', createTestLoader(testManifest({ support: supportWithFaq() })));
    const nav = await areas();
    const faq = await within(nav).findByRole('link', { name: 'FAQ' });
    expect(faq).toHaveAttribute('href', '/support/faq/general');
    expect(faq.querySelector('svg[data-icon="ticket"]')).not.toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(expect.arrayContaining(['Support', 'FAQ', 'Financial']));
    await user.click(screen.getByRole('button', { name: 'Support' }));
    expect((await screen.findAllByRole('menuitem')).map((i) => i.textContent)).toEqual([
      'Support Plans',
      'Send Ticket',
      'Questions',
      'My Tickets',
    ]);
    await user.keyboard('{Escape}');

    await user.click(faq);
    await waitFor(() => expect(document.title).toBe('Test Portal | FAQ: general'));
    await user.click(screen.getByRole('button', { name: 'فارسی' }));
    await waitFor(() => expect(document.title).toBe('Test Portal | پرسش‌ها: general'));
    expect(
      await within(await screen.findByRole('navigation', { name: 'بخش‌ها' })).findByRole('link', {
        name: 'پرسش‌های متداول',
      }),
    ).toBeInTheDocument();
  });

  it("open a remote's dialog from a header menu, with the width it declares", async () => {
    const user = userEvent.setup();
    renderShell(
      '/',
      createTestLoader(testManifest(), { 'mfe_billing/dialogs/AddBalance': recordingParcel() }),
    );
    // the keyboard way: Enter opens the menu on its first entry, Enter again chooses it
    (await screen.findByRole('button', { name: 'Financial' })).focus();
    await user.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Increase Balance' });
    // the menu highlights its first entry once it has opened (zag moves the highlight after a frame)
    await waitFor(() => expect(item).toHaveAttribute('data-highlighted'), { timeout: 5000 });
    await user.keyboard('{Enter}');
    const host = await waitFor(
      () => {
        const found = document.querySelector('[data-remote="billing"][data-module="./dialogs/AddBalance"]');
        expect(found).not.toBeNull();
        return found as HTMLElement;
      },
      { timeout: 5000 },
    );
    await waitFor(() => expect(host).toHaveTextContent('dialog open=true width=500'), { timeout: 5000 });
  });

  it("keep the shell's own entries, and no empty header menu, when the release manifest cannot be read", async () => {
    renderShell('/', createTestLoader(new Error('manifest down')));
    const nav = await areas();
    await waitFor(() => expect(document.querySelector('header [data-menu="user"]')).not.toBeNull());
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Dashboard']);
    expect(nav).toHaveTextContent('Video on demand');
    expect(document.querySelector('header [data-menu="financial"]')).toBeNull();
    expect(document.querySelector('header [data-menu="support"]')).toBeNull();
  });

  it('put a page a remote declares with the blank layout on its own, without header or navigation', async () => {
    renderShell('/cloud/vnc-console');
    await waitFor(() => expect(document.title).toBe('Test Portal | VNC console'));
    await waitFor(() =>
      expect(document.querySelector('[data-remote="cloud"][data-module="./app"]')).not.toBeNull(),
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(document.querySelector('header')).toBeNull();
  });

  it("place the remotes' dashboard cards in the columns they declare, by order", async () => {
    renderShell('/');
    // the cards of the columns; the resources card picks its own widget (servers when the cdn remote is down)
    const columnCards = () =>
      [...document.querySelectorAll('[data-remote][data-module^="./widgets/"]')]
        .filter((el) => !el.closest('[aria-labelledby="resources-card-title"]'))
        .map((el) => `${el.getAttribute('data-remote')} ${el.getAttribute('data-module')}`);
    await waitFor(() => expect(columnCards()).toHaveLength(3));
    expect(columnCards()).toEqual([
      'support ./widgets/LatestTickets',
      'billing ./widgets/Balance',
      'billing ./widgets/Consumption',
    ]);
  });
});
