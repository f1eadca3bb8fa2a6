import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeProfile } from '@portal/shared-sdk/factories';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

const profile = makeProfile({ name: 'Ali', last_name: 'Rezaei', national_code: '0012345678' });

const server = setupAccountServer();
// an English name, so what the test types reads plainly
beforeEach(() => server.use(http.get('/api/v1/auth/profile', () => apiOk(profile))));

const open = () =>
  mountTestParcel(parcel, { basePath: '/profile', path: '/profile/edit-profile', locale: 'en' });

describe('the edit-profile tab', () => {
  it('shows the profile the provider returns', async () => {
    await open();
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Ali');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Rezaei');
    expect(screen.getByLabelText(/E-mail/)).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the server message when the profile cannot be loaded, and loads it on retry', async () => {
    server.use(
      http.get(
        '/api/v1/auth/profile',
        () => HttpResponse.json({ success: false, message: 'Profile service is down' }, { status: 500 }),
        { once: true },
      ),
    );
    await open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile service is down');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText(/First name/)).toHaveValue('Ali');
  });

  it('does not send a form with an empty name or a short national code', async () => {
    const sent = jest.fn();
    server.use(http.post('/api/v1/auth/profile', () => sent()));
    await open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/National code/));
    await user.type(screen.getByLabelText(/National code/), '123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('Enter exactly 10 digits')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('keeps what was typed and puts the server message beside the field when saving fails', async () => {
    server.use(
      http.post('/api/v1/auth/profile', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The national code is not valid',
            fields: { national_code: ['The national code is not valid'] },
          },
          { status: 422 },
        ),
      ),
    );
    await open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Reza');
    await user.clear(screen.getByLabelText(/National code/));
    await user.type(screen.getByLabelText(/National code/), '۱۱۱۱۱۱۱۱۱۱');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The national code is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Reza');
    expect(screen.getByLabelText(/National code/)).toHaveValue('۱۱۱۱۱۱۱۱۱۱');
  });

  it('saves the changes as a PUT and says the settings were applied', async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.post('/api/v1/auth/profile', async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return apiOk({ ...profile, name: body.get('name') });
      }),
    );
    await open();
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Reza');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(body?.get('_method')).toBe('PUT');
    expect(body?.get('name')).toBe('Reza');
    expect(body?.get('national_code')).toBe('0012345678');
    expect(body?.has('email')).toBe(false);
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Reza'));
  });
});
