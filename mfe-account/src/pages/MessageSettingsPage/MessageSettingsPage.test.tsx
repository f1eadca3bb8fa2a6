import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { defaultNotificationPreferences } from '@portal/api-account';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

jest.setTimeout(60_000);
const server = setupAccountServer();
const open = () =>
  mountTestParcel(parcel, { basePath: '/profile', path: '/profile/message-settings', locale: 'en' });

describe('the message-settings tab', () => {
  it('shows a toggle per event and channel, grouped, and saves one at once', async () => {
    const sent: string[] = [];
    server.use(
      http.post('/api/v1/auth/profile/notification-preference', async ({ request }) => {
        const body = new URLSearchParams(await request.text());
        sent.push(body.toString());
        return apiOk(
          defaultNotificationPreferences().map((p) =>
            p.event === 'ticket_replied' ? { ...p, sms: false } : p,
          ),
        );
      }),
    );
    await open();
    for (const group of ['Ticketing', 'Financial', 'Servers', 'Domains'])
      expect(await screen.findByRole('heading', { name: group })).toBeInTheDocument();
    const box = screen.getByRole('checkbox', { name: 'A ticket is answered by SMS' });
    expect(box).toBeChecked();
    await userEvent.setup({ delay: null }).click(box);
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(box).not.toBeChecked();
    expect(sent).toEqual(['preferences%5Bticket_replied%5D%5Bsms%5D=0&_method=PUT']);
  });

  it('puts a toggle back and shows the server message when saving fails', async () => {
    server.use(
      http.post('/api/v1/auth/profile/notification-preference', () =>
        HttpResponse.json({ success: false, message: 'Please Try Again' }, { status: 500 }),
      ),
    );
    await open();
    const box = await screen.findByRole('checkbox', { name: 'A server is created by E-mail' });
    await userEvent.setup({ delay: null }).click(box);
    expect(await screen.findByText('Please Try Again')).toBeInTheDocument();
    // the toggle shows the saved state again
    await waitFor(() => expect(box.closest('[data-part="root"]')).toHaveAttribute('data-state', 'checked'));
  });

  it('keeps toggles made one after another, whatever order the answers come in, and puts back only a refused one', async () => {
    // the provider's list after each change it accepted; the first answer is held back until the others are in
    let stored = defaultNotificationPreferences();
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    let releaseRefetch: () => void = () => undefined;
    const refetchHeld = new Promise<void>((resolve) => {
      releaseRefetch = resolve;
    });
    let calls = 0;
    let answered = 0;
    server.use(
      // the list asked for again after the toggles waits, so what the answers did shows first
      http.get('/api/v1/auth/profile/notification-preference', async () => {
        if (calls > 0) await refetchHeld;
        return apiOk(stored);
      }),
      http.post('/api/v1/auth/profile/notification-preference', async ({ request }) => {
        calls += 1;
        const call = calls;
        const [key, value] = [...new URLSearchParams(await request.text()).entries()][0]!;
        const [, event, channel] = /preferences\[(\w+)\]\[(\w+)\]/.exec(key)!;
        if (event === 'invoice_issued')
          return HttpResponse.json({ success: false, message: 'Please Try Again' }, { status: 500 });
        stored = stored.map((p) => (p.event === event ? { ...p, [channel!]: value === '1' } : p));
        const answer = stored;
        if (call === 1) await firstHeld;
        answered += 1;
        return apiOk(answer);
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    const closed = await screen.findByRole('checkbox', { name: 'A ticket is closed by SMS' });
    const created = screen.getByRole('checkbox', { name: 'A server is created by SMS' });
    const invoice = screen.getByRole('checkbox', { name: 'An invoice is issued by SMS' });
    await user.click(closed);
    await user.click(created);
    await user.click(invoice);
    expect(await screen.findByText('Please Try Again')).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(3));
    await waitFor(() => expect(answered).toBe(1));
    releaseFirst();
    await waitFor(() => expect(answered).toBe(2));
    // the held answer knew only the first toggle: it must not undo the second
    await new Promise((resolve) => setTimeout(resolve, 100));
    const state = (box: HTMLElement) => box.closest('[data-part="root"]')?.getAttribute('data-state');
    expect([state(closed), state(created), state(invoice)]).toEqual(['checked', 'checked', 'unchecked']);
    releaseRefetch();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([state(closed), state(created), state(invoice)]).toEqual(['checked', 'checked', 'unchecked']);
  });
});
