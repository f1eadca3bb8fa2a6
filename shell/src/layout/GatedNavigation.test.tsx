import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setLocale, setToken } from '@portal/shared-sdk';
import { currentUrl, renderShell, resetSession } from '../test/renderShell';
import { API, DEMO_TOKEN, demoProfile, server, setupTestServer } from '../test/testServer';

setupTestServer();
beforeEach(() => {
  resetSession();
  setToken(DEMO_TOKEN);
  setLocale('en');
});

/** The profile answers for an API token with this permission list. */
function signedInWithToken(permissions: string[]) {
  server.use(
    http.get(`${API}/auth/profile`, () =>
      HttpResponse.json({
        success: true,
        message: 'OK',
        data: { ...demoProfile, token_permissions: permissions },
      }),
    ),
  );
}

/** The side navigation's links once the contributions are in (the cloud area's are always there here). */
async function sideLinks(): Promise<Array<string | null>> {
  const nav = await screen.findByRole('navigation', { name: 'Areas' });
  const hrefs = () =>
    within(nav)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
  await waitFor(() => expect(hrefs()).toContain('/cloud/servers'));
  return hrefs();
}

describe('gates: what a session signed in with an API token sees', () => {
  it('a token without cdn: no CDN entry or tile, and /cdn shows the 403 message instead of the area', async () => {
    signedInWithToken(['cloud', 'support', 'financial', 'account']);
    const { unmount } = renderShell('/');
    const links = await sideLinks();
    expect(links).not.toContain('/cdn');
    expect(links).toContain('/financial');
    expect(screen.queryByRole('link', { name: 'Cloud DNS' })).toBeNull();
    unmount();
    renderShell('/cdn');
    expect(
      await screen.findByRole('heading', { name: 'This API token does not have the cdn permission' }),
    ).toBeInTheDocument();
    expect(currentUrl()).toBe('/cdn');
    expect(screen.queryByText(/Loading CDN/)).toBeNull();
  });

  it('in Persian too', async () => {
    signedInWithToken(['cloud']);
    setLocale('fa');
    renderShell('/cdn/example.com/1/dns');
    expect(
      await screen.findByRole('heading', { name: 'این توکن API مجوز cdn را ندارد' }),
    ).toBeInTheDocument();
  });

  it('a portal session (no token list) sees every area', async () => {
    renderShell('/');
    expect(await sideLinks()).toEqual(
      expect.arrayContaining(['/cdn', '/cloud/servers', '/support/tickets', '/financial', '/profile']),
    );
    expect(await screen.findByRole('link', { name: 'Cloud DNS' })).toBeInTheDocument();
  });
});
