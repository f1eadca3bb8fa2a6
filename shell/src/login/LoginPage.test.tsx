import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { getToken, setLocale } from '@portal/shared-sdk';
import { currentUrl, renderShell, resetSession } from '../test/renderShell';
import { API, DEMO_TOKEN, ok, server, setupTestServer } from '../test/testServer';

setupTestServer();
beforeEach(() => {
  resetSession();
  setLocale('en');
});

async function fillLogin(
  user: ReturnType<typeof userEvent.setup>,
  values: { username?: string; password?: string; captcha?: string },
) {
  const form = await screen.findByRole('form', { name: 'Login' });
  const q = within(form);
  if (values.username) await user.type(q.getByLabelText(/E-mail or mobile number/), values.username);
  if (values.password) await user.type(q.getByLabelText(/^Password/), values.password);
  if (values.captcha) await user.type(q.getByLabelText(/Text in the image/), values.captcha);
  return q;
}

describe('login page', () => {
  it('shows the captcha image from the sandbox and the messages next to the fields on an empty submit', async () => {
    const user = userEvent.setup();
    renderShell('/login');
    expect(await screen.findByRole('img', { name: 'Security code image' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    const q = await fillLogin(user, {});
    await user.click(q.getByRole('button', { name: 'Login' }));
    expect(await q.findAllByText('This field is required')).toHaveLength(3);
  });

  it('checks the password and captcha rules before calling the server', async () => {
    const user = userEvent.setup();
    renderShell('/login');
    const q = await fillLogin(user, { username: 'someone', password: 'short', captcha: 'ab' });
    await user.click(q.getByRole('button', { name: 'Login' }));
    expect(await q.findByText('Enter a valid e-mail or mobile number')).toBeInTheDocument();
    expect(q.getByText(/The password is not valid/)).toBeInTheDocument();
    expect(q.getByText('Please enter the correct text in the box')).toBeInTheDocument();
  });

  it('shows server field errors next to the fields and keeps what was typed', async () => {
    let captchas = 0;
    server.use(
      http.post(`${API}/auth/captcha/recaptcha`, () =>
        ok({ captcha_id: `cap-${++captchas}`, image: 'data:image/svg+xml;base64,PHN2Zy8+' }),
      ),
      http.post(`${API}/auth/login`, () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            fields: { captcha: ['Wrong text in the box'] },
          },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderShell('/login');
    await screen.findByRole('img', { name: 'Security code image' });
    const q = await fillLogin(user, {
      username: 'demo@example.com',
      password: 'Demo@12345',
      captcha: 'abcde',
    });
    await user.click(q.getByRole('button', { name: 'Login' }));
    expect(await q.findByText('Wrong text in the box')).toBeInTheDocument();
    expect(q.getByText('The given data was invalid.')).toBeInTheDocument();
    expect(q.getByLabelText(/E-mail or mobile number/)).toHaveValue('demo@example.com');
    // the used captcha was replaced by a new one
    await waitFor(() => expect(captchas).toBe(2));
  });

  it('asks for the 6-digit code when the account has a second factor, then signs in', async () => {
    const otp = { body: new URLSearchParams() };
    server.use(
      http.post(`${API}/auth/login`, () =>
        ok({ otp_required: true, otp_type: 'app', otp_token: 'otp-token-1' }),
      ),
      http.post(`${API}/auth/login/otp`, async ({ request }) => {
        otp.body = new URLSearchParams(await request.text());
        return ok({ token: DEMO_TOKEN });
      }),
    );
    const user = userEvent.setup();
    renderShell('/login');
    await screen.findByRole('img', { name: 'Security code image' });
    const q = await fillLogin(user, { username: 'otp@example.com', password: 'Otp@12345', captcha: 'abcde' });
    await user.click(q.getByRole('button', { name: 'Login' }));

    const otpForm = within(await screen.findByRole('form', { name: 'Two-step verification' }));
    await user.type(otpForm.getByLabelText(/6-digit code/), '123');
    await user.click(otpForm.getByRole('button', { name: 'Verify' }));
    expect(await otpForm.findByText('The code has 6 digits')).toBeInTheDocument();

    await user.clear(otpForm.getByLabelText(/6-digit code/));
    await user.type(otpForm.getByLabelText(/6-digit code/), '123456');
    await user.click(otpForm.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(currentUrl()).toBe('/'));
    expect(getToken()).toBe(DEMO_TOKEN);
    expect(otp.body.get('otp_token')).toBe('otp-token-1');
    expect(otp.body.get('code')).toBe('123456');
  });

  it('requires the terms and a matching repeat on registration', async () => {
    const user = userEvent.setup();
    renderShell('/login');
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    const form = within(await screen.findByRole('form', { name: 'Register' }));
    await user.type(form.getByLabelText(/^Password/), 'Abc@123');
    await user.type(form.getByLabelText(/Repeat password/), 'Abc@124');
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(await form.findByText('Repeat password is not the same as password!!')).toBeInTheDocument();
    expect(form.getByText('Confirmation of terms and conditions is required!')).toBeInTheDocument();
  });
});
