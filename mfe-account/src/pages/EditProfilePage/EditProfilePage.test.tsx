import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { makeProfile } from '@portal/shared-sdk/factories';
import { apiOk, mountTestParcel } from '@portal/shared-ui/testing';
import * as parcel from '../../remote';
import { setupAccountServer } from '../../testing/testServer';

const profile = makeProfile({ name: 'Ali', last_name: 'Rezaei', national_code: '0076229645' });

// typing through whole forms is slow on a busy machine
jest.setTimeout(60_000);

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
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
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

  it('does not send a form with an empty name or a national code whose check digit is wrong', async () => {
    const sent = jest.fn();
    server.use(http.post('/api/v1/auth/profile', () => sent()));
    await open();
    const user = userEvent.setup({ delay: null });
    await user.clear(await screen.findByLabelText(/First name/));
    await user.clear(screen.getByLabelText(/National code/));
    await user.type(screen.getByLabelText(/National code/), '0076229646');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByText('The national code is not valid')).toBeInTheDocument();
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
    const user = userEvent.setup({ delay: null });
    await user.clear(await screen.findByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Reza');
    await user.clear(screen.getByLabelText(/National code/));
    await user.type(screen.getByLabelText(/National code/), '۰۰۷۶۲۲۹۶۴۵');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The national code is not valid')).toBeInTheDocument();
    expect(screen.getByLabelText(/First name/)).toHaveValue('Reza');
    expect(screen.getByLabelText(/National code/)).toHaveValue('۰۰۷۶۲۲۹۶۴۵');
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
    const user = userEvent.setup({ delay: null });
    await user.clear(await screen.findByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Reza');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(body?.get('_method')).toBe('PUT');
    expect(body?.get('name')).toBe('Reza');
    expect(body?.get('national_code')).toBe('0076229645');
    expect(body?.has('email')).toBe(false);
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Reza'));
  });

  it('asks a legal account for the company fields and checks the national ID of the company', async () => {
    let body: URLSearchParams | undefined;
    server.use(
      http.post('/api/v1/auth/profile', async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return apiOk({ ...profile, account_type: 'legal' });
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.selectOptions(await screen.findByLabelText('Account type'), 'legal');
    await user.type(screen.getByLabelText(/Company name/), 'Abr Co.');
    await user.type(screen.getByLabelText(/Economic code/), '411111111111');
    await user.type(screen.getByLabelText(/Registration number/), '123456');
    await user.type(screen.getByLabelText(/National ID of the company/), '10320894877');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The national ID of the company is not valid')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.clear(screen.getByLabelText(/National ID of the company/));
    await user.type(screen.getByLabelText(/National ID of the company/), '10320894878');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Settings successfully applied')).toBeInTheDocument();
    expect(body?.get('national_legal_id')).toBe('10320894878');
  });
});

describe('a new mobile number', () => {
  it('is changed with the code sent to it, keeping what was typed in the form', async () => {
    const sent: string[] = [];
    server.use(
      http.post('/api/v1/auth/verification/phone-number', async ({ request }) => {
        sent.push(new URLSearchParams(await request.text()).get('phone_number') ?? '');
        return apiOk({ channel: 'sms', recipient: '09125550000', resend_after: 60, expires_in: 300 });
      }),
      http.post('/api/v1/auth/profile/phone-number', async ({ request }) => {
        const form = new URLSearchParams(await request.text());
        return form.get('code') === '123456'
          ? apiOk({ ...profile, phone: '09125550000' })
          : HttpResponse.json(
              {
                success: false,
                message: 'The code is not valid',
                fields: { code: ['The code is not valid'] },
              },
              { status: 422 },
            );
      }),
    );
    await open();
    const user = userEvent.setup({ delay: null });
    await user.clear(await screen.findByLabelText(/First name/));
    await user.type(screen.getByLabelText(/First name/), 'Typed');
    await user.click(screen.getByRole('button', { name: 'Change mobile number' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/New mobile number/), '0912');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(/Enter a valid mobile number/)).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/New mobile number/));
    await user.type(within(dialog).getByLabelText(/New mobile number/), '۰۹۱۲۵۵۵۰۰۰۰');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByText(/Enter the 6-digit code we sent to/)).toHaveTextContent(
      '09125550000',
    );
    expect(sent).toEqual(['09125550000']);
    expect(within(dialog).getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/6-digit code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('The code is not valid')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText(/6-digit code/));
    await user.type(within(dialog).getByLabelText(/6-digit code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your mobile number has been changed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('09125550000'));
    expect(screen.getByLabelText(/First name/)).toHaveValue('Typed');
  });
});
