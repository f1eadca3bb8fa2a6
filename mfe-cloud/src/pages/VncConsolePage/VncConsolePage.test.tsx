import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiFailure, apiOk, renderWithPortal } from '@portal/shared-ui/testing';
import { QueryClientProvider } from '@tanstack/react-query';
import { FACTORY_NOW, demoServers } from '@portal/shared-sdk/factories';
import { queryClient } from '../../data/queryClient';
import { messages } from '../../messages/messages';
import { setupCloudServer } from '../../testing/testServer';
import { XK_RETURN, XK_SHIFT_L } from './keystrokes';
import { ConsoleView } from './ConsoleView';
import type { RfbClass } from './useVncSession';

// a whole page renders in Chakra and answers through MSW: on a busy CI machine that takes more than 1 s
configure({ asyncUtilTimeout: 5000 });

const server = setupCloudServer();

/** A stand-in for noVNC's RFB: records what the page asks of it; the test plays the server's events. */
class FakeRfb extends EventTarget {
  static made: FakeRfb[] = [];
  scaleViewport = false;
  resizeSession = true;
  keys: [number, string | null, boolean | undefined][] = [];
  ctrlAltDel = 0;
  disconnected = 0;
  constructor(
    readonly target: HTMLElement,
    readonly url: string,
    readonly options: { wsProtocols?: string[] },
  ) {
    super();
    FakeRfb.made.push(this);
  }
  sendKey(keysym: number, code: string | null, down?: boolean) {
    this.keys.push([keysym, code, down]);
  }
  sendCtrlAltDel() {
    this.ctrlAltDel += 1;
  }
  sendCredentials() {}
  focus() {}
  disconnect() {
    this.disconnected += 1;
  }
  /** the server's side: the session opened (with the desktop's name), or closed */
  opens(name = 'web-1') {
    this.dispatchEvent(new CustomEvent('desktopname', { detail: { name } }));
    this.dispatchEvent(new CustomEvent('connect', { detail: {} }));
  }
  closes(clean: boolean) {
    this.dispatchEvent(new CustomEvent('disconnect', { detail: { clean } }));
  }
}
const loadRfb = () => Promise.resolve(FakeRfb as unknown as RfbClass);

let tokens = 0;
beforeEach(() => {
  FakeRfb.made = [];
  tokens = 0;
  server.use(
    http.get('/api/v1/cloud/servers/:id/access/vnc', () => {
      tokens += 1;
      return apiOk({
        url: `ws://portal.test/api/v1/cloud/vnc/websocket?token=t${tokens}`,
        token: `t${tokens}`,
        expires_at: 2_000_000_000,
        password: null,
      });
    }),
  );
});

const [dbBackup, web1] = demoServers({ now: FACTORY_NOW });

/** The console of a demo server (1: web-1, running; 2: db-backup, off), with noVNC's stand-in. */
function open(serverId = 1, locale: 'fa' | 'en' = 'en') {
  return renderWithPortal(
    <QueryClientProvider client={queryClient}>
      <ConsoleView server={serverId === 1 ? web1! : dbBackup!} loadRfb={loadRfb} />
    </QueryClientProvider>,
    locale,
    messages,
  );
}

const status = () => screen.getByRole('status');
const latest = () => FakeRfb.made.at(-1) as FakeRfb;

describe('the VNC console', () => {
  it('connects with a fresh token over the binary protocol and says to which desktop', async () => {
    open();
    await waitFor(() => expect(FakeRfb.made).toHaveLength(1));
    expect(latest().url).toBe('ws://portal.test/api/v1/cloud/vnc/websocket?token=t1');
    expect(latest().options.wsProtocols).toEqual(['binary']);
    expect(latest().scaleViewport).toBe(true);
    expect(latest().resizeSession).toBe(false);
    expect(latest().target).toHaveAttribute('data-console-screen');
    expect(status()).toHaveAttribute('data-state', 'connecting');
    latest().opens();
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'connected'));
    expect(status()).toHaveTextContent('Connected to web-1');
  });

  it('sends Ctrl+Alt+Del only after it is confirmed', async () => {
    open();
    await waitFor(() => expect(FakeRfb.made).toHaveLength(1));
    latest().opens();
    await userEvent.click(await screen.findByRole('button', { name: 'Ctrl+Alt+Del' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send Ctrl+Alt+Del?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(latest().ctrlAltDel).toBe(0);
    await userEvent.click(screen.getByRole('button', { name: 'Ctrl+Alt+Del' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog', { name: 'Send Ctrl+Alt+Del?' })).getByRole('button', {
        name: 'Send',
      }),
    );
    expect(latest().ctrlAltDel).toBe(1);
  });

  it('types pasted text as keystrokes, Shift held for capitals, the button busy meanwhile', async () => {
    open();
    await waitFor(() => expect(FakeRfb.made).toHaveLength(1));
    latest().opens();
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Text to type into the console' }),
      'Ab{enter}',
    );
    const type = screen.getByRole('button', { name: 'Type it' });
    await userEvent.click(type);
    await waitFor(() => expect(type).not.toHaveAttribute('data-busy'));
    expect(latest().keys).toEqual([
      [XK_SHIFT_L, null, true],
      [0x41, null, true],
      [0x41, null, false],
      [XK_SHIFT_L, null, false],
      [0x62, null, true],
      [0x62, null, false],
      [XK_RETURN, null, true],
      [XK_RETURN, null, false],
    ]);
  });

  it('says the link was refused or expired when the session closes before it opened, and reconnects with a new token', async () => {
    open();
    await waitFor(() => expect(FakeRfb.made).toHaveLength(1));
    latest().closes(false);
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'refused'));
    expect(status()).toHaveTextContent(
      'The console link was refused or has expired. Reconnect to get a new one.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(FakeRfb.made).toHaveLength(2));
    expect(latest().url).toContain('token=t2');
    latest().opens();
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'connected'));
  });

  it('says the connection was lost when an open session closes, and a reconnect closes the old one first', async () => {
    open();
    await waitFor(() => expect(FakeRfb.made).toHaveLength(1));
    const first = latest();
    first.opens();
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'connected'));
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(FakeRfb.made).toHaveLength(2));
    expect(first.disconnected).toBe(1);
    // the old session's late events are ignored
    first.closes(true);
    latest().opens();
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'connected'));
    latest().closes(true);
    await waitFor(() => expect(status()).toHaveTextContent('Connection lost. Reconnect to continue.'));
  });

  it('shows the screen 1:1 or fitted to the window', async () => {
    open();
    await waitFor(() => expect(FakeRfb.made).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Actual size (1:1)' }));
    expect(latest().scaleViewport).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Fit to window' }));
    expect(latest().scaleViewport).toBe(true);
  });

  it('asks for no console of a server that is not running', async () => {
    open(2);
    expect(await screen.findByText('The server is not running.')).toBeInTheDocument();
    expect(screen.getByText(/Turn the server on/)).toBeInTheDocument();
    expect(tokens).toBe(0);
    expect(FakeRfb.made).toHaveLength(0);
  });

  it("follows the provider when it refuses the console because of the server's state", async () => {
    server.use(
      http.get('/api/v1/cloud/servers/1/access/vnc', () =>
        apiFailure(409, 'Your server cannot perform this operation in this state'),
      ),
    );
    open();
    await waitFor(() => expect(status()).toHaveAttribute('data-state', 'off'));
  });

  it('reads in Persian, the screen kept left to right', async () => {
    open(1, 'fa');
    await waitFor(() => expect(FakeRfb.made).toHaveLength(1));
    latest().opens();
    await waitFor(() => expect(status()).toHaveTextContent('متصل به web-1'));
    expect(latest().target.parentElement).toHaveAttribute('dir', 'ltr');
  });
});
