import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { bus } from '@portal/shared-sdk';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { demoSecuritySettings, demoSessions } from '@portal/api-account/factories';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { currentSession, setupAccountServer } from '../../testing/testServer';

jest.setTimeout(60_000);
// jsdom has no PointerEvent; Chakra's focus tracking builds one when focus moves after a checkbox
if (typeof window.PointerEvent !== 'function')
  (window as { PointerEvent?: unknown }).PointerEvent = MouseEvent;
const server = setupAccountServer();
const open = () => mountTestParcel(parcel, { basePath: '/profile', path: '/profile/security', locale: 'en' });
const form = async (request: Request) => Object.fromEntries(new URLSearchParams(await request.text()));

describe('two-step verification', () => {
  it('shows the QR code and the key, confirms the app with its code, and says it is on', async () => {
    const confirmed: string[] = [];
    server.use(
      http.post('/api/v1/auth/profile/otp', () =>
        apiOk({
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/x',
          qr: 'data:image/svg+xml;base64,PHN2Zy8+',
        }),
      ),
      http.post('/api/v1/auth/profile/otp/confirm', async ({ request }) => {
        const { code } = await form(request);
        confirmed.push(code ?? '');
        return code === '123456'
          ? apiOk(demoSecuritySettings({ otp_enabled: true, otp_type: 'app' }))
          : HttpResponse.json(
              {
                success: false,
                message: 'The code is not valid',
                fields: { code: ['The code is not valid'] },
              },
              { status: 422 },
            );
      }),
      http.get('/api/v1/auth/profile', () => apiOk({})),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Use an authenticator app' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toHaveAttribute('src', 'data:image/svg+xml;base64,PHN2Zy8+');
    expect(within(dialog).getByTestId('otp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    await user.type(within(dialog).getByLabelText(/6-digit code/), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('The code has 6 digits')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/6-digit code/), '9');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('The code is not valid')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/6-digit code/));
    await user.type(within(dialog).getByLabelText(/6-digit code/), '۱۲۳۴۵۶');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(screen.getByTestId('otp-status')).toHaveTextContent('On — authenticator app'));
    expect(confirmed).toEqual(['123459', '123456']);
  });

  it('turns SMS off with the code the provider sends first', async () => {
    const calls: Record<string, string>[] = [];
    server.use(
      http.get('/api/v1/auth/profile/security', () =>
        apiOk(demoSecuritySettings({ otp_enabled: true, otp_type: 'sms' })),
      ),
      http.post('/api/v1/auth/profile/otp/switch', async ({ request }) => {
        const body = await form(request);
        calls.push(body);
        return body.code
          ? apiOk({
              code_sent: false,
              channel: null,
              recipient: null,
              resend_after: null,
              security: demoSecuritySettings(),
            })
          : apiOk({
              code_sent: true,
              channel: 'sms',
              recipient: '09120000001',
              resend_after: 60,
              security: demoSecuritySettings({ otp_enabled: true, otp_type: 'sms' }),
            });
      }),
      http.get('/api/v1/auth/profile', () => apiOk({})),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByTestId('otp-status')).toHaveTextContent('On — SMS');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/we sent to/)).toHaveTextContent('09120000001');
    await user.type(within(dialog).getByLabelText(/6-digit code/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.getByTestId('otp-status')).toHaveTextContent('Off'));
    expect(calls).toEqual([{ enabled: '0' }, { enabled: '0', code: '654321' }]);
  });
});

describe('IP whitelist', () => {
  /** The provider's whitelist calls over one stored list, recording what each call sent. */
  const whitelistServer = (initial: string[], authByIp = false) => {
    const state = { ips: initial, authByIp, calls: [] as string[] };
    const settings = () => demoSecuritySettings({ ip_whitelist: state.ips, auth_by_ip: state.authByIp });
    server.use(
      http.get('/api/v1/auth/profile/security', () => apiOk(settings())),
      http.post('/api/v1/auth/profile/ip-whitelist', async ({ request }) => {
        const ips = [...new URLSearchParams(await request.text()).values()];
        state.calls.push(`list ${ips.join(' ')}`);
        if (ips.length === 0 && state.authByIp) {
          return HttpResponse.json(
            {
              success: false,
              message: 'Turn login by the list off before emptying it',
              fields: { ips: ['Turn login by the list off before emptying it'] },
            },
            { status: 422 },
          );
        }
        state.ips = ips;
        return apiOk(settings());
      }),
      http.post('/api/v1/auth/profile/auth-by-ip', async ({ request }) => {
        const enabled = (await form(request)).enabled === '1';
        state.calls.push(`auth-by-ip ${enabled}`);
        if (enabled && state.ips.length === 0) {
          return HttpResponse.json(
            {
              success: false,
              message: 'Add an address to the list first',
              fields: { enabled: ['Add an address to the list first'] },
            },
            { status: 422 },
          );
        }
        state.authByIp = enabled;
        return apiOk(settings());
      }),
      http.get('/api/v1/auth/profile', () => apiOk({})),
    );
    return state;
  };

  it('names a bad or repeated entry beside the field, warns before the list leaves this address out, and marks the new row', async () => {
    const state = whitelistServer([]);
    await open();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByTestId('current-ip')).toHaveTextContent('203.0.113.7');
    expect(screen.getByTestId('ip-whitelist-empty')).toHaveTextContent('No addresses yet');
    const field = screen.getByLabelText('Address or range');
    const add = within(screen.getByRole('form', { name: 'Add an address to the whitelist' })).getByRole(
      'button',
      { name: 'Add' },
    );
    await user.type(field, 'example.com');
    await user.click(add);
    expect(
      await screen.findByText('example.com is not an IPv4 or IPv6 address or a CIDR range'),
    ).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '198.51.100.0/24');
    await user.click(add);
    const warning = await screen.findByRole('alertdialog');
    expect(warning).toHaveTextContent('The list does not contain your current address 203.0.113.7');
    expect(state.calls).toEqual([]);
    await user.click(within(warning).getByRole('button', { name: 'Save anyway' }));
    expect((await screen.findAllByText('Settings successfully applied'))[0]).toBeInTheDocument();
    expect(state.calls).toEqual(['list 198.51.100.0/24']);
    const table = await screen.findByRole('table', { name: 'Allowed addresses' });
    const row = within(table).getByText('198.51.100.0/24').closest('tr') as HTMLElement;
    expect(within(row).getByText('New')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));

    // the list already leaves this address out: no second warning; a repeat is named
    await user.type(field, '۲۰۰۱:db8::/32');
    await user.click(add);
    await waitFor(() =>
      expect(state.calls).toEqual(['list 198.51.100.0/24', 'list 198.51.100.0/24 2001:db8::/32']),
    );
    expect(await within(table).findByText('2001:db8::/32')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(field).toHaveValue(''));
    await user.type(field, '198.51.100.0/24');
    await user.click(add);
    expect(await screen.findByText('198.51.100.0/24 is already in the list')).toBeInTheDocument();
  });

  it('refuses, beside the box, to turn login by the list on while it leaves this address out', async () => {
    const state = whitelistServer(['198.51.100.0/24']);
    await open();
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('checkbox', { name: 'Log in only from these addresses' });
    expect(
      screen.getByText('While on, any session used from another address is ended at once.'),
    ).toBeVisible();
    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your current address \u2066203.0.113.7\u2069 is not in the list',
    );
    expect(screen.getByRole('checkbox', { name: 'Log in only from these addresses' })).not.toBeChecked();
    expect(state.calls).toEqual([]);
  });

  it('turns login by the list on, refuses removing the entry that holds this address, and removes another after a confirmation', async () => {
    const state = whitelistServer(['198.51.100.0/24', '203.0.113.0/24']);
    await open();
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Allowed addresses' });
    // this address is in the list: no warning
    await user.click(screen.getByRole('checkbox', { name: 'Log in only from these addresses' }));
    await waitFor(() => expect(state.calls).toEqual(['auth-by-ip true']));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Log in only from these addresses' })).toBeChecked(),
    );

    // removing the entry that holds this address would end this very session: refused, nothing sent
    await user.click(within(table).getByRole('button', { name: 'Remove 203.0.113.0/24' }));
    expect(
      (await screen.findAllByText('Your current address \u2066203.0.113.7\u2069 is not in the list'))[0],
    ).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(state.calls).toEqual(['auth-by-ip true']);
    await user.click(within(table).getByRole('button', { name: 'Remove 198.51.100.0/24' }));
    const plain = await screen.findByRole('alertdialog');
    expect(plain).toHaveTextContent('198.51.100.0/24 is taken off the whitelist.');
    await user.click(within(plain).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(table).queryByText('198.51.100.0/24')).not.toBeInTheDocument());
    expect(state.calls).toEqual(['auth-by-ip true', 'list 203.0.113.0/24']);
  });

  it('applies the whitelist to API tokens by default, and saves the choice off and on', async () => {
    let stored = true;
    const sent: Record<string, string>[] = [];
    whitelistServer(['203.0.113.0/24'], true);
    server.use(
      http.get('/api/v1/auth/profile/security', () =>
        apiOk(
          demoSecuritySettings({
            ip_whitelist: ['203.0.113.0/24'],
            auth_by_ip: true,
            ip_whitelist_api_tokens: stored,
          }),
        ),
      ),
      http.post('/api/v1/auth/profile/ip-whitelist/api-tokens', async ({ request }) => {
        const body = await form(request);
        sent.push(body);
        stored = body.enabled === '1';
        return apiOk(
          demoSecuritySettings({
            ip_whitelist: ['203.0.113.0/24'],
            auth_by_ip: true,
            ip_whitelist_api_tokens: stored,
          }),
        );
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('checkbox', { name: 'Apply the whitelist to API tokens' });
    expect(box).toBeChecked();
    expect(
      screen.getByText(
        'While login is limited to the list, API tokens used from other addresses are refused; the tokens themselves are kept.',
      ),
    ).toBeVisible();
    await user.click(box);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Apply the whitelist to API tokens' })).not.toBeChecked(),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Apply the whitelist to API tokens' }));
    await waitFor(() => expect(sent).toEqual([{ enabled: '0' }, { enabled: '1' }]));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Apply the whitelist to API tokens' })).toBeChecked(),
    );
  });

  it("shows the provider's refusal of login by an empty list beside the box", async () => {
    whitelistServer([]);
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: 'Log in only from these addresses' }));
    expect(await screen.findByText('Add an address to the list first')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Log in only from these addresses' })).not.toBeChecked();
  });
});

describe('session limits and sessions', () => {
  it('refuses a limit out of range beside the field and saves an empty one as no limit', async () => {
    const sent: Record<string, string>[] = [];
    server.use(
      http.post('/api/v1/auth/profile/max-sessions', async ({ request }) => {
        sent.push(await form(request));
        return apiOk(demoSecuritySettings({ max_sessions: 3 }));
      }),
      http.get('/api/v1/auth/profile', () => apiOk({})),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    const overall = await screen.findByLabelText('Active sessions at most');
    await user.type(overall, '500');
    const limits = screen.getByRole('form', { name: 'Session limits' });
    await user.click(within(limits).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter a whole number from 1 to 100, or leave it empty for no limit'),
    ).toBeInTheDocument();
    await user.clear(overall);
    await user.type(overall, '3');
    await user.click(within(limits).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent).toEqual([{ max_sessions: '3', max_sessions_per_ip: '' }]));
  });

  it('lists the sessions with this one marked, ends another after a confirmation, and logs out when ending this one', async () => {
    const ended: string[] = [];
    const sessions = [currentSession, ...demoSessions({ now: FACTORY_NOW })];
    server.use(
      http.get('/api/v1/auth/tokens', () => apiOk(sessions.filter((s) => !ended.includes(String(s.id))))),
      http.post('/api/v1/auth/tokens/:id', ({ params }) => {
        ended.push(String(params.id));
        return apiOk({ current: params.id === '200' });
      }),
    );
    const logout = jest.fn();
    const off = bus.on('session:logout', logout);
    await open();
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'Active sessions' });
    expect(await within(table).findByText('Firefox 133 on Windows')).toBeInTheDocument();
    expect(within(table).getByText('This session')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'End session on Firefox 133 on Windows' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('The session on Firefox 133 on Windows will be signed out.');
    await user.click(within(confirm).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(within(table).queryByText('Firefox 133 on Windows')).not.toBeInTheDocument());
    expect(logout).not.toHaveBeenCalled();

    await user.click(within(table).getByRole('button', { name: 'End session on Chrome 131 on Linux' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('ending it logs you out');
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'End session' }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(ended).toEqual(['101', '200']);
    off();
  });
});

describe('under an API token', () => {
  const message = 'This setting can only be changed from a signed-in portal session';
  const refuse = () => HttpResponse.json({ success: false, message }, { status: 403 });

  it("shows the provider's 403 message once in place of the settings, with the page around it", async () => {
    const sessionsAsked = jest.fn();
    server.use(
      http.get('/api/v1/auth/profile/security', refuse),
      http.get('/api/v1/auth/tokens', () => {
        sessionsAsked();
        return refuse();
      }),
    );
    await open();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.getByRole('button', { name: /Try again/ })).toBeInTheDocument();
    // the area's tabs are still there to leave by
    expect(screen.getByRole('link', { name: 'API keys' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Active sessions' })).not.toBeInTheDocument();
  });
});
