import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { defaultNotificationPreferences } from '@portal/shared-sdk';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

jest.setTimeout(60_000);
const server = setupAccountServer();
const open = () => mountTestParcel(parcel, { basePath: '/profile', path: '/profile/message-settings', locale: 'en' });

describe('the message-settings tab', () => {
  it('shows a toggle per event and channel, grouped, and saves one at once', async () => {
    const sent: string[] = [];
    server.use(
      http.post('/api/v1/auth/profile/notification-preference', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        sent.push(body.toString());
        return apiOk(defaultNotificationPreferences().map((p) => (p.event === 'ticket_replied' ? { ...p, sms: false } : p)));
      }),
    );
    await open();
    for (const group of ['Ticketing', 'Financial', 'Servers', 'Domains']) expect(await screen.findByRole('heading', { name: group })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'A ticket is answered by SMS' });
    expect(box).toBeChecked();
    await userEvent.setup({ delay: null }).click(box);
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(sent).toEqual(['preferences%5Bticket_replied%5D%5Bsms%5D=0&_method=PUT']);
  });

  it('puts a toggle back and shows the server message when saving fails', async () => {
    server.use(
      http.post('/api/v1/auth/profile/notification-preference', () => HttpResponse.json({ success: false, message: 'Please Try Again' }, { status: 500 })),
    );
    await open();
    const box = await screen.findByRole('checkbox', { name: 'A server is created by E-mail' });
    await userEvent.setup({ delay: null }).click(box);
    expect(await screen.findByText('Please Try Again')).toBeInTheDocument();
    // the toggle shows the saved state again
    await waitFor(() => expect(box.closest('[data-part="root"]')).toHaveAttribute('data-state', 'checked'));
  });
});
