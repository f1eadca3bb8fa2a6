import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FACTORY_NOW, demoApiTokens } from '@portal/shared-sdk/factories';
import type { ApiToken } from '@portal/shared-sdk';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

jest.setTimeout(60_000);
if (typeof window.PointerEvent !== 'function') (window as { PointerEvent?: unknown }).PointerEvent = MouseEvent;
const server = setupAccountServer();
const open = (locale: 'en' | 'fa' = 'en') => mountTestParcel(parcel, { basePath: '/profile', path: '/profile/api-keys', locale });

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
        const created = { id: 9, name: body.get('name') ?? '', permissions: body.getAll('permissions[0]'), token_hint: 'abcd…wxyz', created_at: FACTORY_NOW, last_used_at: null };
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
    expect(sent).toEqual(['name=Domain+reader&permissions%5B0%5D=cdn.domains.read']);
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
    }));
    let tokens = older;
    server.use(
      http.get('/api/v1/auth/profile/api-keys', () => apiOk(tokens)),
      http.post('/api/v1/auth/api-token', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        const created = { id: 200, name: body.get('name') ?? '', permissions: body.getAll('permissions[0]'), token_hint: 'ffff…0000', created_at: FACTORY_NOW, last_used_at: null };
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

  it('edits a token\'s permissions and puts the provider\'s refusal beside them', async () => {
    let attempt = 0;
    server.use(
      http.post('/api/v1/auth/api-token/3', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        attempt += 1;
        if (attempt === 1) return HttpResponse.json({ success: false, message: 'Choose the permissions from the list', fields: { permissions: ['Choose the permissions from the list'] } }, { status: 422 });
        return apiOk({ ...demoApiTokens({ now: FACTORY_NOW })[0], permissions: [body.get('permissions[0]'), body.get('permissions[1]')] });
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
        if (new URLSearchParams(await request.text()).get('_method') === 'DELETE') deleted.push(String(params.id));
        return apiOk(null);
      }),
      http.get('/api/v1/auth/profile/api-keys', () => apiOk(demoApiTokens({ now: FACTORY_NOW }).filter((t) => !deleted.includes(String(t.id))))),
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

  it('names the permission groups in the page\'s language', async () => {
    await open('fa');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'ساخت توکن API' }));
    expect(await screen.findByRole('checkbox', { name: 'دامنه‌ها و طرح‌های CDN: خواندن' })).toBeInTheDocument();
  });
});
