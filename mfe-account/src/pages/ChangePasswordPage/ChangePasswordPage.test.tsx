import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

jest.setTimeout(60_000);
const server = setupAccountServer();
const open = () => mountTestParcel(parcel, { basePath: '/profile', path: '/profile/change-password', locale: 'en' });

describe('the change-password tab', () => {
  it('says before saving that the other sessions end, and ticks the rules as they hold', async () => {
    await open();
    expect(await screen.findByText(/signs out every other session/)).toBeInTheDocument();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText(/^New password/), 'abcdefgh');
    expect(screen.getByText('8 to 256 characters').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('A capital letter (A–Z)').closest('li')).toHaveAttribute('data-met', 'false');
    expect(screen.getByText('Weak')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), 'A1!');
    expect(screen.getByText('Fair')).toBeInTheDocument();
  });

  it('refuses a repeat that differs without calling, then shows the provider\'s refusal of the current password', async () => {
    const sent = jest.fn();
    server.use(
      http.post('/api/v1/auth/profile/password', async ({ request }) => {
        sent(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json({ success: false, message: 'The password is not valid', fields: { current_password: ['The password is not valid'] } }, { status: 422 });
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/Current password/), 'Wrong@123');
    await user.type(screen.getByLabelText(/^New password/), 'Newpass@2025');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Newpass@2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Repeat password is not the same as password!!')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/Repeat the new password/));
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Newpass@2025');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password is not valid')).toBeInTheDocument();
    expect(sent).toHaveBeenCalledWith({ current_password: 'Wrong@123', password: 'Newpass@2025', password_confirmation: 'Newpass@2025' });
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Newpass@2025');
  });

  it('changes it, says how many other sessions ended and empties the form', async () => {
    server.use(http.post('/api/v1/auth/profile/password', () => apiOk({ ended_sessions: 2 })));
    await open();
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/Current password/), 'Demo@12345');
    await user.type(screen.getByLabelText(/^New password/), 'Newpass@2025');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Newpass@2025');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed; 2 other sessions have ended')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveValue(''));
  });
});
