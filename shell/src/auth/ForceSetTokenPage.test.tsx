import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bus, getToken, setLocale, setToken } from '@portal/shared-sdk';
import { currentUrl, renderShell, resetSession } from '../test/renderShell';
import { API, DEMO_TOKEN, demoProfile, ok, server, setupTestServer } from '../test/testServer';
import { pageLoad } from './LeaveForLogin';

const OTHER_TOKEN = 'other-0123456789abcdef';
const otherProfile = {
  ...demoProfile,
  id: 2,
  user_id: 1002,
  name: 'Sara',
  last_name: 'Ahmadi',
  email: 'sara@example.com',
};

setupTestServer();
beforeEach(resetSession);
let loads: jest.SpyInstance<void, [string]>;
let sessionEvents: jest.Mock;
let offSession: Array<() => void>;
beforeEach(() => {
  pageLoad.leaving = false;
  loads = jest.spyOn(pageLoad, 'replace').mockImplementation(() => undefined);
  sessionEvents = jest.fn();
  offSession = [bus.on('session:unauthorized', sessionEvents), bus.on('session:forbidden', sessionEvents)];
  // the profile behind each token: the demo's, Sara's, and a refusal for any other
  server.use(
    http.get(`${API}/auth/profile`, ({ request }) => {
      const bearer = request.headers.get('authorization');
      if (bearer === `Bearer ${DEMO_TOKEN}`) return ok(demoProfile);
      if (bearer === `Bearer ${OTHER_TOKEN}`) return ok(otherProfile);
      return HttpResponse.json({ success: false, message: 'This token has been revoked' }, { status: 401 });
    }),
  );
});
afterEach(() => {
  loads.mockRestore();
  offSession.forEach((off) => off());
  // a link's page never ends a session on its own
  expect(sessionEvents).not.toHaveBeenCalled();
});

describe('/force-set-token: signing in from a link', () => {
  it('takes the token out of the address at once, names the account it opens, and signs in only on Continue', async () => {
    const historyLength = window.history.length;
    renderShell(`/force-set-token?token=${DEMO_TOKEN}&locale=fa`);
    await waitFor(() => expect(currentUrl()).not.toContain('token='));
    expect(window.history.length).toBe(historyLength);
    expect(await screen.findByRole('heading', { name: 'ورود با پیوند' })).toBeInTheDocument();
    const owner = await screen.findByTestId('token-owner');
    expect(owner).toHaveTextContent('Demo User');
    expect(owner).toHaveTextContent('demo@example.com');
    expect(screen.queryByTestId('token-current-session')).toBeNull();
    // nothing is stored before the visitor says so
    expect(getToken()).toBeNull();
    expect(loads).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'ادامه با حساب Demo User' }));
    expect(getToken()).toBe(DEMO_TOKEN);
    expect(loads.mock.calls).toEqual([['/']]);
  });

  it('tells a signed-in customer whose account continuing signs out, and Cancel keeps their session', async () => {
    setToken(OTHER_TOKEN);
    setLocale('en');
    renderShell(`/force-set-token?token=${DEMO_TOKEN}`);
    const current = await screen.findByTestId('token-current-session');
    expect(current).toHaveTextContent(
      'You are signed in as Sara Ahmadi (sara@example.com). Continuing signs you out of that account in this browser.',
    );
    expect(screen.getByTestId('token-owner')).toHaveTextContent('Demo User');
    expect(screen.getByRole('button', { name: 'Continue as Demo User' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(getToken()).toBe(OTHER_TOKEN);
    expect(loads.mock.calls).toEqual([['/']]);
  });

  it("replaces a signed-in customer's session only on Continue", async () => {
    setToken(OTHER_TOKEN);
    setLocale('en');
    renderShell(`/force-set-token?token=${DEMO_TOKEN}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue as Demo User' }));
    expect(getToken()).toBe(DEMO_TOKEN);
    expect(loads.mock.calls).toEqual([['/']]);
  });

  it("says so when the provider refuses the link's token, with its message, and signs nobody out", async () => {
    setToken(DEMO_TOKEN);
    setLocale('en');
    renderShell('/force-set-token?token=revoked-0123456789');
    expect(await screen.findByTestId('token-refused')).toHaveTextContent(
      "This link cannot sign you inThe provider does not accept this link's token",
    );
    expect(screen.getByTestId('token-refused-message')).toHaveTextContent('This token has been revoked');
    expect(screen.queryByRole('button', { name: /Continue/ })).toBeNull();
    expect(getToken()).toBe(DEMO_TOKEN);
    await userEvent.click(screen.getByRole('button', { name: 'Back to the dashboard' }));
    expect(loads.mock.calls).toEqual([['/']]);
    expect(getToken()).toBe(DEMO_TOKEN);
  });

  it('asks nothing of a link without a usable token (4 characters or fewer) and leads a visitor to the login page', async () => {
    renderShell('/force-set-token?token=abcd');
    expect(await screen.findByTestId('token-refused')).toHaveTextContent('این پیوند توکن ورود ندارد.');
    await userEvent.click(screen.getByRole('button', { name: 'رفتن به صفحه ورود' }));
    expect(loads.mock.calls).toEqual([['/login']]);
    expect(getToken()).toBeNull();
  });

  it('goes straight to the dashboard for the link of the session this browser has already', async () => {
    setToken(DEMO_TOKEN);
    renderShell(`/force-set-token?token=${DEMO_TOKEN}`);
    await waitFor(() => expect(loads.mock.calls).toEqual([['/']]));
    expect(getToken()).toBe(DEMO_TOKEN);
  });

  it('without an answer says what went wrong, keeps the token out of the address, and asks again on retry', async () => {
    setLocale('en');
    server.use(http.get(`${API}/auth/profile`, () => HttpResponse.error(), { once: true }));
    renderShell(`/force-set-token?token=${DEMO_TOKEN}`);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(currentUrl()).toBe('/force-set-token');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Continue as Demo User' })).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });
});
