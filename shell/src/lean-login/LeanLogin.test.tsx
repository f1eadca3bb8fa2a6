import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API, API_BASE, DEMO_TOKEN, ok, server, setupTestServer } from '../test/testServer';
import { loginAddress, loginReasonMessage } from '../session/loginReason';
import { LeanLogin } from './LeanLogin';
import { formatPlural, translator } from './messages';
import { readLocale } from './session';

setupTestServer();
// the page's config.json names the API's origin
beforeEach(() => server.use(http.get('*/config.json', () => HttpResponse.json({ apiBaseUrl: API_BASE }))));

function renderLogin(
  locale: 'fa' | 'en' = 'en',
  prerendered: { username: string; password: string; focused: 'username' | 'password' | null } | null = null,
) {
  const onSignedIn = jest.fn<undefined, [string]>();
  const onLocale = jest.fn<undefined, ['fa' | 'en']>();
  render(
    <LeanLogin
      initialLocale={locale}
      prerendered={prerendered}
      onLocale={onLocale}
      onSignedIn={onSignedIn}
    />,
  );
  return { onSignedIn, onLocale, user: userEvent.setup() };
}

async function fillLogin(
  user: ReturnType<typeof userEvent.setup>,
  values: { username?: string; password?: string; captcha?: string },
) {
  const form = within(await screen.findByRole('form', { name: 'Login' }));
  if (values.username) await user.type(form.getByLabelText(/E-mail or mobile number/), values.username);
  if (values.password) await user.type(form.getByLabelText(/^Password/), values.password);
  if (values.captcha) await user.type(form.getByLabelText(/Text in the image/), values.captcha);
  return form;
}

describe('lean login app', () => {
  it("says why the portal sent the visitor here, from the reason code, in the page's locale", async () => {
    const reason = loginReasonMessage(new URL(loginAddress('expired'), 'http://portal').search);
    const { unmount } = render(
      <LeanLogin
        initialLocale="en"
        prerendered={null}
        reason={reason}
        onLocale={jest.fn()}
        onSignedIn={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please login again');
    // a warning, not an error
    expect(screen.getByRole('alert')).toHaveClass('ll-alert-warning');
    await userEvent.setup().click(screen.getByRole('button', { name: 'فارسی' }));
    expect(screen.getByRole('alert')).toHaveTextContent('لطفاً دوباره وارد شوید');
    unmount();
    render(
      <LeanLogin
        initialLocale="en"
        prerendered={null}
        reason={loginReasonMessage('?reason=Your+account+is+closed')}
        onLocale={jest.fn()}
        onSignedIn={jest.fn()}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the IP whitelist ended the session, in fa and en, from its reason code', async () => {
    render(
      <LeanLogin
        initialLocale="fa"
        prerendered={null}
        reason={loginReasonMessage(new URL(loginAddress('ip_not_allowed'), 'http://portal').search)}
        onLocale={jest.fn()}
        onSignedIn={jest.fn()}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'نشست شما پایان یافت: این نشانی در فهرست سفید IP شما نیست',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your session ended: this address is not in your IP whitelist',
    );
  });

  it('shows the captcha and, on an empty submit, the messages next to the fields without calling the server', async () => {
    const calls: string[] = [];
    server.use(
      http.post(`${API}/auth/login`, () => {
        calls.push('login');
        return ok({ token: DEMO_TOKEN });
      }),
    );
    const { user } = renderLogin();
    expect(await screen.findByRole('img', { name: 'Security code image' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    const form = await fillLogin(user, {});
    await user.click(form.getByRole('button', { name: 'Login' }));
    expect(await form.findAllByText('This field is required')).toHaveLength(3);
    expect(form.getByLabelText(/E-mail or mobile number/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
  });

  it('checks the username, password and captcha rules', async () => {
    const { user } = renderLogin();
    const form = await fillLogin(user, { username: 'someone', password: 'short', captcha: 'ab' });
    await user.click(form.getByRole('button', { name: 'Login' }));
    expect(await form.findByText('Enter a valid e-mail or mobile number')).toBeInTheDocument();
    expect(form.getByText(/The password is not valid/)).toBeInTheDocument();
    expect(form.getByText('Please enter the correct text in the box')).toBeInTheDocument();
  });

  it('sends the form with the captcha shown and hands the token over', async () => {
    let body = new URLSearchParams();
    let language: string | null = null;
    server.use(
      http.post(`${API}/auth/login`, async ({ request }) => {
        body = new URLSearchParams(await request.text());
        language = request.headers.get('accept-language');
        return ok({ token: DEMO_TOKEN });
      }),
    );
    const { user, onSignedIn } = renderLogin();
    await screen.findByRole('img', { name: 'Security code image' });
    const form = await fillLogin(user, { username: '۰۹۱۲۱۲۳۴۵۶۷', password: 'Demo@12345', captcha: 'abcde' });
    await user.click(form.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(DEMO_TOKEN));
    expect(Object.fromEntries(body)).toEqual({
      username: '09121234567',
      password: 'Demo@12345',
      captcha_id: 'cap-1',
      captcha: 'abcde',
    });
    expect(language).toBe('en');
  });

  it("shows the server's messages by the fields and above the form, keeps what was typed, and shows a new captcha", async () => {
    let captchas = 0;
    server.use(
      http.post(`${API}/auth/captcha/recaptcha`, () =>
        ok({ captcha_id: `cap-${++captchas}`, image: `data:image/svg+xml;base64,${captchas}` }),
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
    const { user, onSignedIn } = renderLogin();
    await screen.findByRole('img', { name: 'Security code image' });
    const form = await fillLogin(user, {
      username: 'demo@example.com',
      password: 'Demo@12345',
      captcha: 'abcde',
    });
    await user.click(form.getByRole('button', { name: 'Login' }));
    expect(await form.findByText('Wrong text in the box')).toBeInTheDocument();
    expect(form.getByRole('alert')).toHaveTextContent('The given data was invalid.');
    expect(form.getByLabelText(/E-mail or mobile number/)).toHaveValue('demo@example.com');
    await waitFor(() => expect(captchas).toBe(2));
    await waitFor(() =>
      expect(form.getByRole('img', { name: 'Security code image' })).toHaveAttribute(
        'src',
        'data:image/svg+xml;base64,2',
      ),
    );
    // the new image empties the spent answer; the server's word on it stays
    expect(form.getByLabelText(/Text in the image/)).toHaveValue('');
    expect(form.getByText('Wrong text in the box')).toBeInTheDocument();
    expect(form.getByLabelText(/Password/)).toHaveValue('Demo@12345');
    // the server's message stands until the field is changed
    await user.type(form.getByLabelText(/Text in the image/), 'x');
    expect(form.queryByText('Wrong text in the box')).not.toBeInTheDocument();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('asks for the 6-digit code of a second-factor account, then hands the token over', async () => {
    let otp = new URLSearchParams();
    server.use(
      http.post(`${API}/auth/login`, () =>
        ok({ otp_required: true, otp_type: 'app', otp_token: 'otp-token-1' }),
      ),
      http.post(`${API}/auth/login/otp`, async ({ request }) => {
        otp = new URLSearchParams(await request.text());
        return ok({ token: DEMO_TOKEN });
      }),
    );
    const { user, onSignedIn } = renderLogin();
    await screen.findByRole('img', { name: 'Security code image' });
    const form = await fillLogin(user, {
      username: 'otp@example.com',
      password: 'Otp@12345',
      captcha: 'abcde',
    });
    await user.click(form.getByRole('button', { name: 'Login' }));
    const otpForm = within(await screen.findByRole('form', { name: 'Two-step verification' }));
    expect(otpForm.getByText('Enter the 6-digit code shown in your authenticator app.')).toBeInTheDocument();
    await user.type(otpForm.getByLabelText(/6-digit code/), '123');
    await user.click(otpForm.getByRole('button', { name: 'Verify' }));
    expect(await otpForm.findByText('The code has 6 digits')).toBeInTheDocument();
    await user.clear(otpForm.getByLabelText(/6-digit code/));
    await user.type(otpForm.getByLabelText(/6-digit code/), '123456');
    await user.click(otpForm.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(DEMO_TOKEN));
    expect(Object.fromEntries(otp)).toEqual({ otp_token: 'otp-token-1', code: '123456' });
  });

  it('shows a lock-out after too many attempts with the time left, in minutes by the plural rules of each locale', async () => {
    let retryAfter = 14 * 60 + 5;
    server.use(
      http.post(`${API}/auth/login`, () =>
        ok({ otp_required: true, otp_type: 'app', otp_token: 'otp-token-1' }),
      ),
      http.post(`${API}/auth/login/otp`, () =>
        HttpResponse.json(
          { success: false, message: 'Locked', retry_after: retryAfter },
          { status: 429, headers: { 'Retry-After': String(retryAfter) } },
        ),
      ),
    );
    const { user, onSignedIn } = renderLogin();
    await screen.findByRole('img', { name: 'Security code image' });
    const form = await fillLogin(user, {
      username: 'otp@example.com',
      password: 'Otp@12345',
      captcha: 'abcde',
    });
    await user.click(form.getByRole('button', { name: 'Login' }));
    const otpForm = within(await screen.findByRole('form', { name: 'Two-step verification' }));
    await user.type(otpForm.getByLabelText(/6-digit code/), '123456');
    await user.click(otpForm.getByRole('button', { name: 'Verify' }));
    expect(await otpForm.findByRole('alert')).toHaveTextContent('Too many attempts; try again in 15 minutes');
    // what was typed stays
    expect(otpForm.getByLabelText(/6-digit code/)).toHaveValue('123456');
    retryAfter = 40;
    await user.click(otpForm.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(otpForm.getByRole('alert')).toHaveTextContent('Too many attempts; try again in 1 minute'),
    );
    expect(otpForm.getByRole('alert')).not.toHaveTextContent('minutes');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("formats the login texts' one plural for a count in both locales, digits Latin", () => {
    expect(translator('en')('shell.login.tooManyAttempts', 1)).toBe(
      'Too many attempts; try again in 1 minute',
    );
    expect(translator('en')('shell.login.tooManyAttempts', 3)).toBe(
      'Too many attempts; try again in 3 minutes',
    );
    expect(translator('fa')('shell.login.tooManyAttempts', 3)).toBe(
      'تلاش‌ها بیش از حد بوده است؛ 3 دقیقه دیگر دوباره تلاش کنید',
    );
    expect(formatPlural('{n, plural, =0 {none} one {# item} other {{n} items}} left', 0, 'en')).toBe(
      'none left',
    );
    expect(formatPlural('{n, plural, =0 {none} one {# item} other {{n} items}} left', 7, 'en')).toBe(
      '7 items left',
    );
  });

  it('registers: requires the terms and a matching repeat, then sends the form', async () => {
    let body = new URLSearchParams();
    server.use(
      http.post(`${API}/auth/register`, async ({ request }) => {
        body = new URLSearchParams(await request.text());
        return ok({ token: DEMO_TOKEN });
      }),
    );
    const { user, onSignedIn } = renderLogin();
    await user.click(await screen.findByRole('tab', { name: 'Register' }));
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    const form = within(await screen.findByRole('form', { name: 'Register' }));
    await user.type(form.getByLabelText(/^Password/), 'Abc@123');
    await user.type(form.getByLabelText(/Repeat password/), 'Abc@124');
    await user.click(form.getByRole('button', { name: 'Register' }));
    expect(await form.findByText('Repeat password is not the same as password!!')).toBeInTheDocument();
    expect(form.getByText('Confirmation of terms and conditions is required!')).toBeInTheDocument();
    await user.type(form.getByLabelText(/^First name/), 'Sara');
    await user.type(form.getByLabelText(/^Last name/), 'Ahmadi');
    await user.type(form.getByLabelText(/^E-mail/), 'sara@example.com');
    await user.type(form.getByLabelText(/^Mobile number/), '09121234567');
    await user.clear(form.getByLabelText(/Repeat password/));
    await user.type(form.getByLabelText(/Repeat password/), 'Abc@123');
    await user.click(form.getByLabelText('I accept the terms and conditions'));
    await user.type(form.getByLabelText(/Text in the image/), 'abcde');
    await user.click(form.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(DEMO_TOKEN));
    expect(body.get('terms')).toBe('1');
    expect(body.get('mobile')).toBe('09121234567');
  });

  it('starts from what was typed into the form painted from HTML, focus included', async () => {
    renderLogin('en', { username: 'demo@example.com', password: '', focused: 'username' });
    const form = within(await screen.findByRole('form', { name: 'Login' }));
    expect(form.getByLabelText(/E-mail or mobile number/)).toHaveValue('demo@example.com');
    expect(form.getByLabelText(/E-mail or mobile number/)).toHaveFocus();
    await screen.findByRole('img', { name: 'Security code image' });
  });

  it('shows Persian by default and switches the locale with the switch', async () => {
    const { user, onLocale } = renderLogin('fa');
    expect(await screen.findByRole('form', { name: 'ورود' })).toBeInTheDocument();
    await screen.findByRole('img', { name: 'تصویر کد امنیتی' });
    expect(document.title).toBe('پرتال ابری | ورود');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(onLocale).toHaveBeenCalledWith('en');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.title).toBe('Cloud Portal | Login');
  });
});

describe('lean login locale', () => {
  afterEach(() => localStorage.clear());

  it('reads ?locale= first, then the stored locale as the shell stores it, else Persian', () => {
    expect(readLocale('')).toBe('fa');
    localStorage.setItem('portal.locale', JSON.stringify({ locale: 'en', dateLocale: 'en-us' }));
    expect(readLocale('')).toBe('en');
    expect(readLocale('?locale=fa')).toBe('fa');
    localStorage.setItem('portal.locale', 'en');
    expect(readLocale('')).toBe('en');
  });
});
