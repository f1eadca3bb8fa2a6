import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { apiFailure, apiOk } from '@portal/shared-ui/testing';
import { domainNamed } from '../../testing/testServer';
import { mountCdn } from '../../testing/mountCdn';
import { setupCdnServer } from '../../testing/testServer';

const server = setupCdnServer();

const panel = (name: string) => screen.findByRole('region', { name });

describe('the domain information', () => {
  it('tells an active domain it is on the CDN, with its plan, traffic and requests this month', async () => {
    await mountCdn('/cdn/example-shop.ir/1');
    expect(
      await within(await panel('Status')).findByText(
        'The domain is active: visitors reach it through the CDN.',
      ),
    ).toBeInTheDocument();
    const usage = await panel('Plan and usage');
    expect(within(usage).getByText('Economy')).toBeInTheDocument();
    expect(await within(usage).findByText('85 GB of 500 GB')).toBeInTheDocument();
    expect(within(usage).getByText('1,250,000')).toBeInTheDocument();
    expect(within(usage).getByRole('link', { name: 'Change plan' })).toHaveAttribute(
      'href',
      '/cdn/example-shop.ir/1/plans',
    );
  });

  it('gives a pending domain the nameservers to set, with copy buttons, beside its current ones, and says they are not seen yet', async () => {
    await mountCdn('/cdn/my-blog.com/2');
    const status = await panel('Status');
    const ns = await within(status).findByRole('table', { name: 'Nameservers' });
    const rows = within(ns).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('ns1.portal-cdn.example');
    expect(rows[0]).toHaveTextContent('ns1.oldhost.example');
    expect(
      within(rows[1] as HTMLElement).getByRole('button', { name: 'Copy ns2.portal-cdn.example' }),
    ).toBeInTheDocument();
    expect(within(status).getByText(/We do not see our nameservers on the domain yet/)).toBeInTheDocument();
  });

  it('says when the nameservers are seen', async () => {
    const seen = {
      ...domainNamed('my-blog.com'),
      current_nameservers: ['ns1.portal-cdn.example', 'ns2.portal-cdn.example'],
    };
    server.use(http.get('/api/v1/cdn/ng/domains/2', () => apiOk(seen)));
    await mountCdn('/cdn/my-blog.com/2');
    expect(
      await within(await panel('Status')).findByText(/We see our nameservers on the domain/),
    ).toBeInTheDocument();
  });

  it('sends a domain suspended by a negative wallet to add balance', async () => {
    await mountCdn('/cdn/old-portfolio.net/3');
    const status = await panel('Status');
    expect(within(status).getByText(/your wallet balance was negative for 24 hours/)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Increase balance' })).toHaveAttribute(
      'href',
      '/financial/increase-balance',
    );
  });

  it('sends a blocked domain to support', async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains/1', () =>
        apiOk({ ...domainNamed('example-shop.ir'), status: 'admin-suspend' }),
      ),
    );
    await mountCdn('/cdn/example-shop.ir/1');
    const status = await panel('Status');
    expect(within(status).getByText(/The provider has blocked this domain/)).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/support/tickets',
    );
  });

  it('shows the whois record', async () => {
    await mountCdn('/cdn/example-shop.ir/1');
    const whois = await panel('Registration (whois)');
    expect(await within(whois).findByText('IRNIC')).toBeInTheDocument();
    expect(within(whois).getByText('ns1.portal-cdn.example')).toBeInTheDocument();
  });

  it("shows the server's message where usage fails, and the rest of the page keeps working", async () => {
    server.use(http.get('/api/v1/cdn/ng/domains/1/usage', () => apiFailure(500, 'Please Try Again')));
    await mountCdn('/cdn/example-shop.ir/1');
    expect(await within(await panel('Plan and usage')).findByRole('alert')).toHaveTextContent(
      'Please Try Again',
    );
    expect(await within(await panel('Registration (whois)')).findByText('IRNIC')).toBeInTheDocument();
  });

  it('saves the redirect mode and says the settings were applied', async () => {
    let sent: string | null = null;
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/redirect-mode', async ({ request }) => {
        sent = new URLSearchParams(await request.text()).get('mode');
        return apiOk(
          { ...domainNamed('example-shop.ir'), redirect_mode: 'www' },
          'Settings successfully applied',
        );
      }),
    );
    await mountCdn('/cdn/example-shop.ir/1');
    const redirect = await panel('Redirect mode');
    const select = within(redirect).getByRole('combobox', { name: 'Redirect' });
    expect(select).toHaveValue('non-www');
    const save = within(redirect).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(select, 'www');
    await userEvent.click(save);
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(sent).toBe('www');
    await waitFor(() => expect(select).toHaveValue('www'));
  });

  it('keeps the chosen mode and shows the refusal when saving fails', async () => {
    server.use(
      http.post('/api/v1/cdn/ng/domains/1/redirect-mode', () =>
        apiFailure(422, 'Must be one of: www, non-www, none'),
      ),
    );
    await mountCdn('/cdn/example-shop.ir/1');
    const redirect = await panel('Redirect mode');
    await userEvent.selectOptions(within(redirect).getByRole('combobox', { name: 'Redirect' }), 'none');
    await userEvent.click(within(redirect).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be one of: www, non-www, none')).toBeInTheDocument();
    expect(within(redirect).getByRole('combobox', { name: 'Redirect' })).toHaveValue('none');
  });
});

describe('deleting a domain', () => {
  async function openDialog() {
    const view = await mountCdn('/cdn/example-shop.ir/1');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete this domain' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete example-shop.ir' });
    return { view, dialog };
  }

  const sendCodeOk = () =>
    http.get('/api/v1/cdn/ng/domains/1/send-confirm-code', () =>
      apiOk(
        { channel: 'sms', recipient: '0912***0001', expires_in: 300, resend_in: 60 },
        'A confirmation code was sent to 0912***0001',
      ),
    );

  it('asks for the name typed and a code sent to the user, then deletes and goes back to the list without it', async () => {
    let body: Record<string, string> = {};
    server.use(
      sendCodeOk(),
      http.post('/api/v1/cdn/ng/domains/1', async ({ request }) => {
        body = Object.fromEntries(new URLSearchParams(await request.text()));
        server.use(http.get('/api/v1/cdn/ng/domains', () => apiOk([domainNamed('my-blog.com')])));
        return apiOk(null, 'The domain example-shop.ir has been deleted');
      }),
    );
    const { view, dialog } = await openDialog();
    expect(within(dialog).getByRole('button', { name: 'Delete domain' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Code sent to 0912***0001');
    // a new code only after the wait the provider asks for
    expect(within(dialog).getByRole('button', { name: /Send again in \d+ s/ })).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Domain name' }), 'example-shop.ir');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Confirmation code' }), '۱۲۳۴۵۶');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete domain' }));
    await waitFor(() => expect(view.currentPath()).toBe('/cdn'));
    expect(body).toEqual({ _method: 'DELETE', phrase: 'example-shop.ir', confirm_code: '123456' });
    expect(await screen.findByText('The domain example-shop.ir has been deleted')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your domains' });
    await waitFor(() =>
      expect(within(table).queryByRole('link', { name: 'example-shop.ir' })).not.toBeInTheDocument(),
    );
  });

  it('says a wrong phrase is incorrect and calls nothing', async () => {
    server.use(
      sendCodeOk(),
      http.post('/api/v1/cdn/ng/domains/1', () => Promise.reject(new Error('must not be called'))),
    );
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation code' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Domain name' }), 'example-shop');
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Confirmation code' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete domain' }));
    expect(await within(dialog).findByText('The entered phrase is incorrect')).toBeInTheDocument();
  });

  it("puts the provider's word on a wrong code beside the field, keeping what was typed", async () => {
    server.use(
      sendCodeOk(),
      http.post('/api/v1/cdn/ng/domains/1', () =>
        apiFailure(422, 'The code is not valid', { confirm_code: ['The code is not valid'] }),
      ),
    );
    const { view, dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation code' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Domain name' }), 'example-shop.ir');
    const code = await within(dialog).findByRole('textbox', { name: 'Confirmation code' });
    await userEvent.type(code, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete domain' }));
    expect(await within(dialog).findByText('The code is not valid')).toBeInTheDocument();
    expect(code).toHaveValue('000000');
    expect(view.currentPath()).toBe('/cdn/example-shop.ir/1');
  });

  it("shows the provider's refusal to send another code too soon", async () => {
    server.use(
      http.get('/api/v1/cdn/ng/domains/1/send-confirm-code', () =>
        apiFailure(429, 'Please wait 40 seconds before asking for another code'),
      ),
    );
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send confirmation code' }));
    expect(
      await screen.findByText('Please wait 40 seconds before asking for another code'),
    ).toBeInTheDocument();
  });
});
