import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FACTORY_NOW } from '@portal/shared-sdk/factories';
import { demoApiTokens } from '@portal/api-account/factories';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

jest.setTimeout(60_000);
const server = setupAccountServer();
const open = (locale: 'en' | 'fa' = 'en') =>
  mountTestParcel(parcel, { basePath: '/profile', path: '/profile/change-password', locale });

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

  it("refuses a repeat that differs without calling, then shows the provider's refusal of the current password", async () => {
    const sent = jest.fn();
    server.use(
      http.post('/api/v1/auth/profile/password', async ({ request }) => {
        sent(Object.fromEntries(new URLSearchParams(await request.text())));
        return HttpResponse.json(
          {
            success: false,
            message: 'The password is not valid',
            fields: { current_password: ['The password is not valid'] },
          },
          { status: 422 },
        );
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
    // the demo account has tokens: revoking them is ticked unless the customer unticks it
    expect(sent).toHaveBeenCalledWith({
      current_password: 'Wrong@123',
      password: 'Newpass@2025',
      password_confirmation: 'Newpass@2025',
      revoke_api_tokens: '1',
    });
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Newpass@2025');
  });

  /** Answers the password change with `result`; gives what each call sent as revoke_api_tokens. */
  const answerPassword = (result: { ended_sessions: number; revoked_api_tokens: number }) => {
    const sent: Array<string | null> = [];
    server.use(
      http.post('/api/v1/auth/profile/password', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()).get('revoke_api_tokens'));
        return apiOk(result);
      }),
    );
    return sent;
  };

  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.type(await screen.findByLabelText(/Current password/), 'Demo@12345');
    await user.type(screen.getByLabelText(/^New password/), 'Newpass@2025');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Newpass@2025');
  };

  it('changes it, revoking the tokens by default, says how many sessions ended and tokens were revoked, and empties the form', async () => {
    const sent = answerPassword({ ended_sessions: 2, revoked_api_tokens: 2 });
    await open();
    const box = await screen.findByRole('checkbox', { name: 'Also revoke my API tokens (2 tokens)' });
    await waitFor(() => expect(box).toBeChecked());
    const user = userEvent.setup({ delay: null });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed; 2 other sessions have ended'),
    ).toBeInTheDocument();
    expect(screen.getByText('2 API tokens have been revoked')).toBeInTheDocument();
    expect(sent).toEqual(['1']);
    await waitFor(() => expect(screen.getByLabelText(/Current password/)).toHaveValue(''));
  });

  it('keeps the tokens when the box is unticked, and says nothing of them', async () => {
    const sent = answerPassword({ ended_sessions: 0, revoked_api_tokens: 0 });
    await open();
    const user = userEvent.setup({ delay: null });
    const box = await screen.findByRole('checkbox', { name: /Also revoke my API tokens/ });
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    await waitFor(() => expect(box).not.toBeChecked());
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed; no other session was open'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/revoked/)).not.toBeInTheDocument();
    expect(sent).toEqual(['0']);
  });

  it('counts only the tokens that still work', async () => {
    const tokens = demoApiTokens({ now: FACTORY_NOW });
    const expired = { ...tokens[0]!, expires_at: Math.floor(Date.now() / 1000) - 60 };
    server.use(http.get('/api/v1/auth/profile/api-keys', () => apiOk([expired, ...tokens.slice(1)])));
    await open();
    const box = await screen.findByRole('checkbox', { name: 'Also revoke my API tokens (1 token)' });
    await waitFor(() => expect(box).toBeChecked());
  });

  it('does not offer to revoke tokens the account does not have', async () => {
    server.use(http.get('/api/v1/auth/profile/api-keys', () => apiOk([])));
    const sent = answerPassword({ ended_sessions: 1, revoked_api_tokens: 0 });
    await open();
    const user = userEvent.setup({ delay: null });
    await fill(user);
    expect(screen.queryByRole('checkbox', { name: /revoke/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password has been changed; 1 other session has ended'),
    ).toBeInTheDocument();
    expect(sent).toEqual(['0']);
  });

  it('offers it in Persian with the count, and says in Persian how many were revoked', async () => {
    server.use(
      http.post('/api/v1/auth/profile/password', () => apiOk({ ended_sessions: 1, revoked_api_tokens: 2 })),
    );
    await open('fa');
    const box = await screen.findByRole('checkbox', { name: 'توکن‌های API من هم باطل شوند (2 توکن)' });
    await waitFor(() => expect(box).toBeChecked());
    const user = userEvent.setup({ delay: null });
    await user.type(await screen.findByLabelText(/رمز عبور فعلی/), 'Demo@12345');
    await user.type(screen.getByLabelText(/^رمز عبور تازه/), 'Newpass@2025');
    await user.type(screen.getByLabelText(/تکرار رمز عبور تازه/), 'Newpass@2025');
    await user.click(screen.getByRole('button', { name: 'تغییر رمز عبور' }));
    expect(await screen.findByText('2 توکن API باطل شد')).toBeInTheDocument();
  });
});
