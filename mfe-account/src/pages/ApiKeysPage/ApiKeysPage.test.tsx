import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { demoApiTokens } from '@portal/api-account/factories';
import type { ApiToken } from '@portal/api-account';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

jest.setTimeout(60_000);
if (typeof window.PointerEvent !== 'function')
  (window as { PointerEvent?: unknown }).PointerEvent = MouseEvent;
const server = setupAccountServer();
const open = (locale: 'en' | 'fa' = 'en') =>
  mountTestParcel(parcel, { basePath: '/profile', path: '/profile/api-keys', locale });

describe('the API keys tab', () => {
  it('lists the tokens by name with their hint and permissions', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'API keys' });
    expect(await within(table).findByText('Monitoring (read only)')).toBeInTheDocument();
    expect(within(table).getByText('demo…cdef')).toBeInTheDocument();
    expect(within(table).getByText('cdn.domains.read')).toBeInTheDocument();
  });

  it('creates a token with permissions from the catalogue, shows its secret once, and refuses an empty list first', async () => {
    let tokens: ApiToken[] = demoApiTokens({ now: FACTORY_NOW });
    const sent: string[] = [];
    server.use(
      http.get('/api/v1/auth/profile/api-keys', () => apiOk(tokens)),
      http.post('/api/v1/auth/api-token', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        sent.push(body.toString());
        const created = {
          id: 9,
          name: body.get('name') ?? '',
          permissions: body.getAll('permissions[0]'),
          token_hint: 'abcd…wxyz',
          created_at: FACTORY_NOW,
          last_used_at: null,
          expires_at: FACTORY_NOW + 90 * 86_400,
        };
        tokens = [created, ...tokens];
        return apiOk({ ...created, token: 'abcd0123456789wxyz' });
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create API token' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText(/Name/), 'Domain reader');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('The permissions list cannot be empty')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: 'CDN domains and plans: Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Domain reader has been created' });
    expect(within(shown).getByTestId('new-token')).toHaveTextContent('abcd0123456789wxyz');
    expect(within(shown).getByText('Copy the token now: it is shown only once.')).toBeInTheDocument();
    // the lifetime offered first: 90 days
    expect(sent).toEqual(['name=Domain+reader&permissions%5B0%5D=cdn.domains.read&expires_in_days=90']);
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByTestId('new-token')).not.toBeInTheDocument());
    expect(await screen.findByText('Domain reader')).toBeInTheDocument();
  });

  it('opens the page of a new token and marks its row once its secret is put away', async () => {
    const older: ApiToken[] = Array.from({ length: 12 }, (_, i) => ({
      id: 100 + i,
      name: `Script ${i + 1}`,
      permissions: ['support.read'],
      token_hint: 'abcd…wxyz',
      created_at: FACTORY_NOW - 1000 - i,
      last_used_at: null,
      expires_at: null,
    }));
    let tokens = older;
    server.use(
      http.get('/api/v1/auth/profile/api-keys', () => apiOk(tokens)),
      http.post('/api/v1/auth/api-token', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        const created = {
          id: 200,
          name: body.get('name') ?? '',
          permissions: body.getAll('permissions[0]'),
          token_hint: 'ffff…0000',
          created_at: FACTORY_NOW,
          last_used_at: null,
          expires_at: null,
        };
        tokens = [created, ...tokens];
        return apiOk({ ...created, token: 'ffff0123456789abcdef0000' });
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    const table = await screen.findByRole('table', { name: 'API keys' });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await within(table).findByText('Script 12')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create API token' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(await within(dialog).findByLabelText(/Name/), 'Deploy bot');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Support tickets and plans: Write' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    const shown = await screen.findByRole('dialog', { name: 'Deploy bot has been created' });
    await user.click(within(shown).getByRole('button', { name: 'I have copied it' }));

    // newest first: page 1, where the new row carries the mark
    const row = (await within(table).findByText('Deploy bot')).closest('tr') as HTMLElement;
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(table).queryByText('Script 12')).not.toBeInTheDocument();
    expect(within(table).getByText('Script 1')).toBeInTheDocument();
  });

  it("edits a token's permissions and puts the provider's refusal beside them", async () => {
    let attempt = 0;
    server.use(
      http.post('/api/v1/auth/api-token/3', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        attempt += 1;
        if (attempt === 1)
          return HttpResponse.json(
            {
              success: false,
              message: 'Choose the permissions from the list',
              fields: { permissions: ['Choose the permissions from the list'] },
            },
            { status: 422 },
          );
        return apiOk({
          ...demoApiTokens({ now: FACTORY_NOW })[0],
          permissions: [body.get('permissions[0]'), body.get('permissions[1]')],
        });
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Monitoring (read only)' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('checkbox', { name: 'Cloud servers: Read' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Cloud servers: Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose the permissions from the list')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findAllByText('Settings successfully applied'))[0]).toBeInTheDocument();
  });

  it('deletes a token after a confirmation', async () => {
    const deleted: string[] = [];
    server.use(
      http.post('/api/v1/auth/api-token/:id', async ({ params, request }) => {
        if (new URLSearchParams(await request.text()).get('_method') === 'DELETE')
          deleted.push(String(params.id));
        return apiOk(null);
      }),
      http.get('/api/v1/auth/profile/api-keys', () =>
        apiOk(demoApiTokens({ now: FACTORY_NOW }).filter((t) => !deleted.includes(String(t.id)))),
      ),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Delete Monitoring (read only)' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('stops working at once');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Monitoring (read only)')).not.toBeInTheDocument());
    expect(deleted).toEqual(['3']);
  });

  it("sends the lifetime chosen (30, 90, 365 days or none, 90 first) and keeps the provider's refusal beside it", async () => {
    const sent: Array<string | null> = [];
    server.use(
      http.post('/api/v1/auth/api-token', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        sent.push(body.get('expires_in_days'));
        if (sent.length === 1) {
          const message = 'Choose 30, 90 or 365 days, or no expiry';
          return HttpResponse.json(
            { success: false, message, fields: { expires_in_days: [message] } },
            { status: 422 },
          );
        }
        return apiOk({
          id: 9,
          name: body.get('name') ?? '',
          permissions: ['support.read'],
          token_hint: 'abcd…wxyz',
          created_at: FACTORY_NOW,
          last_used_at: null,
          expires_at: null,
          token: 'abcd0123456789wxyz',
        });
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create API token' }));
    const dialog = await screen.findByRole('dialog');
    const choice = await within(dialog).findByRole('group', { name: 'Expires after' });
    const radios = within(choice).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '30 days',
      '90 days',
      '365 days',
      'No expiry',
    ]);
    expect(within(choice).getByRole('radio', { name: '90 days' })).toBeChecked();
    await user.type(within(dialog).getByLabelText(/Name/), 'Yearly report');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Support tickets and plans: Read' }));
    await user.click(within(choice).getByRole('radio', { name: '365 days' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await waitFor(() =>
      expect(within(dialog).getByText('Choose 30, 90 or 365 days, or no expiry')).toBeVisible(),
    );
    // nothing typed is lost
    expect(within(dialog).getByLabelText(/Name/)).toHaveValue('Yearly report');
    expect(within(choice).getByRole('radio', { name: '365 days' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'No expiry' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('dialog', { name: 'Yearly report has been created' })).toBeInTheDocument();
    // none goes as the empty value a form gives null
    expect(sent).toEqual(['365', '']);
  });

  it("does not offer to change a token's lifetime when editing it", async () => {
    await open();
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Edit Monitoring (read only)' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('checkbox', { name: 'Cloud servers: Read' })).toBeChecked();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });

  describe('the expiry column', () => {
    // noon UTC on 21 March 2025, which is 1 Farvardin 1404
    const nowruz = Date.UTC(2025, 2, 21, 12) / 1000;
    const inAMonth = Math.floor(Date.now() / 1000) + 30 * 86_400;
    const listed: ApiToken[] = [
      {
        id: 1,
        name: 'Old script',
        permissions: ['support.read'],
        token_hint: 'abcd…wxyz',
        created_at: nowruz - 30 * 86_400,
        last_used_at: null,
        expires_at: nowruz,
      },
      {
        id: 2,
        name: 'Forever',
        permissions: ['support.read'],
        token_hint: 'efgh…wxyz',
        created_at: nowruz,
        last_used_at: null,
        expires_at: null,
      },
      {
        id: 3,
        name: 'Monthly',
        permissions: ['support.read'],
        token_hint: 'ijkl…wxyz',
        created_at: nowruz,
        last_used_at: null,
        expires_at: inAMonth,
      },
    ];
    const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    /** A row's cell under the Expires column (the last-used one may say "Never" too). */
    const expiryOf = async (name: string, header: string) => {
      const headers = screen.getAllByRole('columnheader', { hidden: true }).map((h) => h.textContent);
      return (await rowOf(name)).querySelectorAll('td, th')[headers.indexOf(header)] as HTMLElement;
    };

    it('shows a Gregorian date in English, "Never" for none, and marks an expired token', async () => {
      server.use(http.get('/api/v1/auth/profile/api-keys', () => apiOk(listed)));
      await open();
      const old = await expiryOf('Old script', 'Expires');
      expect(within(old).getByText('2025/03/21')).toBeInTheDocument();
      expect(within(old).getByText('Expired')).toBeInTheDocument();
      expect(await expiryOf('Forever', 'Expires')).toHaveTextContent(/^Never$/);
      expect(within(await expiryOf('Monthly', 'Expires')).queryByText('Expired')).not.toBeInTheDocument();
      // a phone, without the column, reads it under the name
      expect(within(await rowOf('Forever')).getByTestId('token-expiry-below')).toHaveTextContent(
        'Expires: Never',
      );
      expect(within(await rowOf('Old script')).getByTestId('token-expiry-below')).toHaveTextContent(
        'Expires: 2025/03/21Expired',
      );
    });

    it('shows a Persian (Jalali) date in Persian, and "بدون انقضا" for none', async () => {
      server.use(http.get('/api/v1/auth/profile/api-keys', () => apiOk(listed)));
      await open('fa');
      const old = await expiryOf('Old script', 'انقضا');
      expect(within(old).getByText('1404/01/01')).toBeInTheDocument();
      expect(within(old).getByText('منقضی شده')).toBeInTheDocument();
      expect(await expiryOf('Forever', 'انقضا')).toHaveTextContent(/^بدون انقضا$/);
    });
  });

  it("names the permission groups in the page's language", async () => {
    await open('fa');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'ساخت توکن API' }));
    expect(
      await screen.findByRole('checkbox', { name: 'دامنه‌ها و طرح‌های CDN: خواندن' }),
    ).toBeInTheDocument();
  });
});

describe('the API keys tab under an API token', () => {
  it("shows the provider's 403 message in place of the list", async () => {
    const message = 'This setting can only be changed from a signed-in portal session';
    server.use(
      http.get('/api/v1/auth/profile/api-keys', () =>
        HttpResponse.json({ success: false, message }, { status: 403 }),
      ),
    );
    await open();
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create API token' })).toBeInTheDocument();
  });
});
