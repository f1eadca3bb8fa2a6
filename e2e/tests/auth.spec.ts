import type { Page } from '@playwright/test';
import { test, expect, DEMO, OTP_USER, resetSandbox, signIn } from '../fixtures';
import { LoginPage, apiLogin, captchaAnswer } from '../pages/LoginPage';
import { ACCOUNT_NAMES, TokenLinkPage } from '../pages/TokenLinkPage';
import { totp } from '../totp';

/** The second demo account's API token (README): signs it in like a session. */
const OTP_TOKEN = 'otp-0123456789abcdef';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('portal.token'));

test.describe('authentication', () => {
  test.beforeEach(async ({ request }) => resetSandbox(request));

  for (const path of ['/', '/cdn', '/support/tickets/1', '/financial/payment-history']) {
    test(`sends a visitor without a token from ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator('input[name="username"]')).toBeVisible();
    });
  }

  test('signs the demo account in through the captcha and lands on the dashboard', async ({
    page,
    request,
  }) => {
    const login = new LoginPage(page, request);
    await login.open('en');
    await login.login(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // the header shows the wallet from /financial/billing/balance
    await expect(page.getByText('12,500,000').first()).toBeVisible();
  });

  test('a wrong captcha shows the server message by the field and keeps what was typed', async ({
    page,
    request,
  }) => {
    const login = new LoginPage(page, request);
    await login.open('en');
    await login.fill(DEMO.email, DEMO.password, 'WRONG');
    await login.submit(true);
    // next to the captcha field (and summed up above the form)
    await expect(page.getByText('Please enter the correct text in the box').first()).toBeVisible();
    await expect(login.username()).toHaveValue(DEMO.email);
    await expect(page).toHaveURL(/\/login$/);
    // the new captcha works
    await login.fill(DEMO.email, DEMO.password);
    await login.submit();
    await expect(page).toHaveURL(/\/$/);
  });

  test('asks for the 6-digit code of an account with a second factor', async ({ page, request }) => {
    const login = new LoginPage(page, request);
    await login.open('en');
    await login.login(OTP_USER.email, OTP_USER.password);
    const code = page.locator('input[name="code"]');
    await expect(code).toBeVisible();
    await code.fill(totp(OTP_USER.totpSecret));
    await page.locator('form button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  for (const locale of ['fa', 'en'] as const) {
    test(`after 25 wrong codes the second step is locked: the login page says for how long (${locale})`, async ({
      page,
      request,
    }) => {
      // an attacker's guesses, five on each step as far as a step allows
      const wrong = totp(OTP_USER.totpSecret) === '000000' ? '111111' : '000000';
      let last: { status: number; body: { message?: string; retry_after?: number } } | null = null;
      for (let step = 0; step < 5; step += 1) {
        const captcha = await (await request.post('/api/v1/auth/captcha/recaptcha')).json();
        const id = captcha.data.captcha_id as string;
        const started = await request.post('/api/v1/auth/login', {
          form: {
            username: OTP_USER.email,
            password: OTP_USER.password,
            captcha_id: id,
            captcha: await captchaAnswer(request, id),
          },
        });
        const otpToken = (await started.json()).data.otp_token as string;
        for (let guess = 0; guess < 5; guess += 1) {
          const res = await request.post('/api/v1/auth/login/otp', {
            form: { otp_token: otpToken, code: wrong },
          });
          last = { status: res.status(), body: await res.json() };
        }
      }
      expect(last?.status).toBe(429);
      expect(last?.body.retry_after).toBe(15 * 60);

      // the owner, with the right password, is told to wait; nothing typed is lost
      const login = new LoginPage(page, request);
      await login.open(locale);
      await login.fill(OTP_USER.email, OTP_USER.password);
      await login.submit(true);
      const text =
        locale === 'en'
          ? 'Too many attempts; try again in 15 minutes'
          : 'تلاش‌ها بیش از حد بوده است؛ 15 دقیقه دیگر دوباره تلاش کنید';
      await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
      await expect(login.username()).toHaveValue(OTP_USER.email);
      await expect(page.locator('input[name="code"]')).toHaveCount(0);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 800 });
        await page.screenshot({
          path: `screenshots/login-locked${width < 500 ? '-phone' : ''}-${locale}.png`,
          fullPage: true,
        });
      }
    });

    test(`a sign-in link asks before signing in, names the account it opens, and keeps the token out of the address bar and history (${locale})`, async ({
      page,
    }) => {
      const link = new TokenLinkPage(page, locale);
      await page.goto(`/login?locale=${locale}`);
      await link.open(DEMO.token);
      // the token left the address at once, and nothing is stored before the visitor says so
      expect(page.url()).not.toContain('token=');
      await expect(link.owner()).toContainText(ACCOUNT_NAMES.demo);
      await expect(link.owner()).toContainText(DEMO.email);
      await expect(link.currentSession()).toHaveCount(0);
      expect(await storedToken(page)).toBeNull();
      await link.screenshot('token-link');
      await page.setViewportSize({ width: 390, height: 844 });
      await link.screenshot('token-link-phone');
      await link.continueAs(ACCOUNT_NAMES.demo);
      expect(await storedToken(page)).toBe(DEMO.token);
      await page.goBack();
      expect(page.url()).not.toContain(DEMO.token);
      // signed in: /login sends a signed-in user home
      await page.goto('/login');
      await expect(page).toHaveURL(/\/$/);
    });

    test(`a sign-in link tells a signed-in customer whose account it signs out: Cancel keeps it, Continue switches (${locale})`, async ({
      page,
    }) => {
      const link = new TokenLinkPage(page, locale);
      await signIn(page, OTP_TOKEN);
      await link.open(DEMO.token);
      await expect(link.currentSession()).toHaveText(link.t.signedInAs(ACCOUNT_NAMES.otp, OTP_USER.email));
      await expect(link.owner()).toContainText(ACCOUNT_NAMES.demo);
      await link.screenshot('token-link-signed-in');
      await page.setViewportSize({ width: 390, height: 844 });
      await link.screenshot('token-link-signed-in-phone');
      await link.cancel();
      await expect(page).toHaveURL(/\/$/);
      expect(await storedToken(page)).toBe(OTP_TOKEN);

      await link.open(DEMO.token);
      await link.continueAs(ACCOUNT_NAMES.demo);
      expect(await storedToken(page)).toBe(DEMO.token);
    });

    test(`a link whose token the provider refuses says so, with the provider's message, and signs nobody out (${locale})`, async ({
      page,
    }) => {
      const link = new TokenLinkPage(page, locale);
      await signIn(page);
      await link.open('revoked-0123456789abcdef');
      await expect(link.refused()).toContainText(link.t.refusedTitle);
      await expect(page.getByTestId('token-refused-message')).not.toBeEmpty();
      await expect(page.getByRole('button', { name: link.t.continueAs(ACCOUNT_NAMES.demo) })).toHaveCount(0);
      await link.screenshot('token-link-refused');
      await page.getByRole('button', { name: link.t.toDashboard }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await storedToken(page)).toBe(DEMO.token);
    });
  }

  test('a link with a token of 4 characters asks nothing and leads to the login page', async ({ page }) => {
    const link = new TokenLinkPage(page, 'en');
    await link.open('abcd');
    await expect(link.refused()).toContainText(link.t.missing);
    await page.getByRole('button', { name: link.t.toLogin }).click();
    await expect(page).toHaveURL(/\/login(\?.*)?$/);
    expect(await storedToken(page)).toBeNull();
  });

  test("a sign-in link's address travels in no Referer: the page is sent with no-referrer, and none of its requests names the token", async ({
    page,
  }) => {
    const referers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers().referer;
      if (referer) referers.push(referer);
    });
    const response = await page.goto(`/force-set-token?token=${DEMO.token}&locale=en`);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    const link = new TokenLinkPage(page, 'en');
    await expect(link.owner()).toContainText(ACCOUNT_NAMES.demo);
    await link.continueAs(ACCOUNT_NAMES.demo);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    expect(referers.filter((referer) => referer.includes(DEMO.token))).toEqual([]);
  });

  test('a 401 clears the token and loads /login, which says please login again (once, from a reason code)', async ({
    page,
    request,
  }) => {
    const token = await apiLogin(request, DEMO.email, DEMO.password);
    await signIn(page, token);
    await page.goto('/?locale=en');
    // the dashboard's cards have loaded and asked for their data first: a busy machine must not let
    // one of their calls answer the 401 before the click
    await expect(page.locator('[data-module^="./widgets/"][data-status="mounted"]').first()).toBeVisible();
    await expect(page.locator('[data-module^="./widgets/"][data-status="loading"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // the session ends elsewhere (revoked); the next call, from an area's page, answers 401
    const revoked = await request.post('/api/v1/auth/logout', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(revoked.ok()).toBe(true);
    await page.getByRole('link', { name: 'Support' }).first().click();
    // the lean login page (its own document), in the locale chosen; the code leaves the address once read
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.locator('main.ll-page')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Please login again');
    expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
    // a reload shows it no more, and an address cannot make the page say other words
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.goto('/login?reason=Your+account+is+closed');
    await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByText('Your account is closed')).toHaveCount(0);
  });

  test('logout from the account menu ends the session', async ({ page, request }) => {
    const token = await apiLogin(request, DEMO.email, DEMO.password);
    await signIn(page, token);
    await page.goto('/?locale=en');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const profile = await request.get('/api/v1/auth/profile', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(profile.status()).toBe(401);
  });
});
