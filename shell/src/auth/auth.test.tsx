import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { api, bus, getProfile, getToken, setToken } from '@portal/shared-sdk';
import { currentUrl, renderShell, resetSession } from '../test/renderShell';
import { signedInAddress } from '../lean-login/session';
import { pageLoad } from './LeaveForLogin';
import { contributionsOf, createTestLoader, testManifest } from '../test/testLoader';

const draftKeys = () =>
  Object.keys(localStorage)
    .filter((key) => key.startsWith('portal.draft.'))
    .sort();
import { API, DEMO_TOKEN, server, setupTestServer } from '../test/testServer';

setupTestServer();
beforeEach(resetSession);
// /login is the lean login app's page: the shell leaves for it with a full page load
let loads: jest.SpyInstance<void, [string]>;
beforeEach(() => {
  pageLoad.leaving = false;
  loads = jest.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
});
afterEach(() => loads.mockRestore());

describe('authentication', () => {
  it('sends a visitor without a token to /login', async () => {
    renderShell('/cdn/example.com/1');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    await waitFor(() => expect(loads.mock.calls).toEqual([['/login']]));
  });

  it('treats a stored token of 4 characters as missing', async () => {
    setToken('abcd');
    renderShell('/');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
  });

  it('discards the token when the profile answer is not a success', async () => {
    server.use(
      http.get(`${API}/auth/profile`, () =>
        HttpResponse.json({ success: false, message: 'nope' }, { status: 500 }),
      ),
    );
    setToken(DEMO_TOKEN);
    renderShell('/');
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(getToken()).toBeNull();
  });

  it('on a burst of 401s clears the token and loads /login once, naming the please-login-again reason by its code', async () => {
    setToken(DEMO_TOKEN);
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'داشبورد' })).toBeInTheDocument();
    const toasts: unknown[] = [];
    const off = bus.on('toast', (t) => toasts.push(t));
    act(() => {
      bus.emit('session:unauthorized', {});
      bus.emit('session:unauthorized', {});
      bus.emit('session:unauthorized', {});
    });
    off();
    await waitFor(() => expect(loads.mock.calls).toEqual([['/login?reason=expired']]));
    expect(getToken()).toBeNull();
    // the login page says it, in its locale: no toast on a page about to be replaced
    expect(toasts).toEqual([]);
  });

  it('on a 401 saying the IP whitelist ended the session, names that reason on the way to /login', async () => {
    setToken(DEMO_TOKEN);
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'داشبورد' })).toBeInTheDocument();
    server.use(
      http.get(`${API}/auth/profile`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Your session ended: this address is not in your IP whitelist',
            code: 'session_ended',
            reason: 'ip_not_allowed',
          },
          { status: 401 },
        ),
      ),
    );
    await act(async () => {
      await api.profile.get().catch(() => undefined);
    });
    await waitFor(() => expect(loads.mock.calls).toEqual([['/login?reason=ip_not_allowed']]));
    expect(getToken()).toBeNull();
  });

  it.each([
    ['/cdn/example.com/1/dns', '/cdn'],
    ['/cloud/ssh-keys', '/cloud/servers'],
    ['/cloud/servers/7?name=web-1', '/cloud/servers'],
  ])('on a 403 at %s goes back to the area list %s, keeping the token', async (from, to) => {
    setToken(DEMO_TOKEN);
    renderShell(from);
    await waitFor(() => expect(currentUrl()).toBe(from));
    act(() => bus.emit('session:forbidden', {}));
    await waitFor(() => expect(currentUrl()).toBe(to));
    expect(getToken()).toBe(DEMO_TOKEN);
  });

  it('stays where it is on a 403 outside the CDN and cloud areas', async () => {
    setToken(DEMO_TOKEN);
    renderShell('/support/tickets');
    await waitFor(() => expect(currentUrl()).toBe('/support/tickets'));
    act(() => bus.emit('session:forbidden', {}));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(currentUrl()).toBe('/support/tickets');
  });

  it('loads the lean login page for /login, which sends a signed-in user on', async () => {
    setToken(DEMO_TOKEN);
    renderShell('/login?locale=en');
    await waitFor(() => expect(loads.mock.calls).toEqual([['/login?locale=en']]));
  });

  it('logs out on session:logout from another tab', async () => {
    setToken(DEMO_TOKEN);
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'داشبورد' })).toBeInTheDocument();
    act(() => bus.emit('session:logout', {}));
    await waitFor(() => expect(currentUrl()).toBe('/login'));
    expect(getToken()).toBeNull();
  });

  it('after a 401 keeps the drafts and the address the login page returns to once signed in again', async () => {
    sessionStorage.clear();
    setToken(DEMO_TOKEN);
    renderShell('/support/tickets/3?tab=reply');
    await waitFor(() => expect(getProfile()).not.toBeNull());
    const owner = String(getProfile()!.user_id);
    localStorage.setItem(
      `portal.draft.${owner}.support.reply.3`,
      JSON.stringify({ values: { message: 'typed' }, savedAt: 1 }),
    );
    act(() => bus.emit('session:unauthorized', {}));
    await waitFor(() => expect(loads.mock.calls).toEqual([['/login?reason=expired']]));
    expect(draftKeys()).toEqual([`portal.draft.${owner}.support.reply.3`]);
    // the lean login page's destination after signing in
    expect(signedInAddress()).toBe('/support/tickets/3?tab=reply');
  });

  it('logout removes every draft and the address to return to', async () => {
    setToken(DEMO_TOKEN);
    sessionStorage.setItem('portal.returnTo', '/cdn');
    renderShell('/');
    expect(await screen.findByRole('heading', { name: 'داشبورد' })).toBeInTheDocument();
    localStorage.setItem(
      'portal.draft.1.support.reply.3',
      JSON.stringify({ values: { message: 'typed' }, savedAt: 1 }),
    );
    act(() => bus.emit('session:logout', {}));
    await waitFor(() => expect(loads.mock.calls).toEqual([['/login']]));
    expect(draftKeys()).toEqual([]);
    expect(sessionStorage.getItem('portal.returnTo')).toBeNull();
  });

  it('removes the drafts of another account when this one signs in, and keeps its own', async () => {
    localStorage.setItem(
      'portal.draft.999999.support.reply.3',
      JSON.stringify({ values: { message: 'theirs' }, savedAt: 1 }),
    );
    setToken(DEMO_TOKEN);
    renderShell('/');
    await waitFor(() => expect(getProfile()).not.toBeNull());
    expect(draftKeys()).toEqual([]);
  });

  it('shows the wallet balance and follows wallet:changed', async () => {
    setToken(DEMO_TOKEN);
    renderShell('/');
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,500,000'));
    act(() => bus.emit('wallet:changed', { balance: -20000, credit: 0, debt: 20000 }));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('-20,000'));
  });

  it('links the balance where billing’s contribution says, and shows it as plain text when no remote contributes the link', async () => {
    setToken(DEMO_TOKEN);
    const { unmount } = renderShell('/');
    await waitFor(() =>
      expect(screen.getByTestId('header-balance')).toHaveAttribute('href', '/financial/payment-history'),
    );
    unmount();
    const { links: _links, ...billing } = contributionsOf('billing');
    renderShell('/', createTestLoader(testManifest({ billing })));
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('1,500,000'));
    expect(screen.getByTestId('header-balance')).not.toHaveAttribute('href');
    expect(screen.getByTestId('header-balance').closest('a')).toBeNull();
  });

  it('the not-found page links to the help page support contributes, and only home when none does', async () => {
    setToken(DEMO_TOKEN);
    const { unmount } = renderShell('/no/such/page');
    expect(await screen.findByRole('link', { name: 'پشتیبانی فنی' })).toHaveAttribute(
      'href',
      '/support/tickets',
    );
    unmount();
    const { links: _links, ...support } = contributionsOf('support');
    const loader = createTestLoader(testManifest({ support }));
    renderShell('/no/such/page', loader);
    expect(await screen.findByRole('link', { name: 'بازگشت به داشبورد' })).toBeInTheDocument();
    await waitFor(() => expect(loader.contributions().status).toBe('ready'));
    expect(screen.queryByRole('link', { name: 'پشتیبانی فنی' })).toBeNull();
  });
});
