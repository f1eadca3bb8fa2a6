import { test, expect, DEMO, OTP_USER, resetSandbox, signIn } from '../fixtures';
import { LoginPage, apiLogin } from '../pages/LoginPage';
import { totp } from '../totp';

test.describe('authentication', () => {
  test.beforeEach(async ({ request }) => resetSandbox(request));

  for (const path of ['/', '/cdn', '/support/tickets/1', '/financial/payment-history']) {
    test(`sends a visitor without a token from ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.locator('input[name="username"]')).toBeVisible();
    });
  }

  test('signs the demo account in through the captcha and lands on the dashboard', async ({ page, request }) => {
    const login = new LoginPage(page, request);
    await login.open('en');
    await login.login(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    // the header shows the wallet from /financial/billing/balance
    await expect(page.getByText('12,500,000').first()).toBeVisible();
  });

  test('a wrong captcha shows the server message by the field and keeps what was typed', async ({ page, request }) => {
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

  test('force-set-token stores the token and keeps it out of the address bar and history', async ({ page }) => {
    await page.goto('/login');
    await page.goto(`/force-set-token?token=${DEMO.token}`);
    await expect(page).toHaveURL(/\/$/);
    expect(page.url()).not.toContain('token=');
    await page.goBack();
    expect(page.url()).not.toContain(DEMO.token);
    // signed in: /login sends a signed-in user home
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a token of 4 characters counts as missing', async ({ page }) => {
    await page.goto('/force-set-token?token=abcd');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a 401 clears the token and loads /login, which says please login again (once, from a reason code)', async ({ page, request }) => {
    const token = await apiLogin(request, DEMO.email, DEMO.password);
    await signIn(page, token);
    await page.goto('/?locale=en');
    // the dashboard's cards have loaded and asked for their data first: a busy machine must not let
    // one of their calls answer the 401 before the click
    await expect(page.locator('[data-module^="./widgets/"][data-status="mounted"]').first()).toBeVisible();
    await expect(page.locator('[data-module^="./widgets/"][data-status="loading"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // the session ends elsewhere (revoked); the next call, from an area's page, answers 401
    const revoked = await request.post('/api/v1/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
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
    const profile = await request.get('/api/v1/auth/profile', { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status()).toBe(401);
  });
});
