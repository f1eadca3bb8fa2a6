import { test, expect, DEMO, resetSandbox, signIn } from '../fixtures';
import { ACCOUNT_TABS, AccountPage, outboxCode } from '../pages/AccountPage';
import { LoginPage, apiLogin } from '../pages/LoginPage';
import { SupportPage } from '../pages/SupportPage';
import { totp } from '../totp';

test.describe('account', () => {
  test.beforeEach(async ({ request }) => resetSandbox(request));

  test('a legal profile is saved after a bad, then a good national ID of the company', async ({ page }) => {
    await signIn(page);
    const account = new AccountPage(page);
    await account.goto('edit-profile');
    await page.getByLabel('Account type').selectOption('legal');
    await page.getByLabel('Company name').fill('Abr Nemoone Co.');
    await page.getByLabel('Economic code').fill('411111111111');
    await page.getByLabel('Registration number').fill('123456');
    await page.getByLabel('National ID of the company').fill('10320894877');
    await page.getByRole('button', { name: account.t.saveChanges }).click();
    await expect(page.getByText('The national ID of the company is not valid')).toBeVisible();
    await page.getByLabel('National ID of the company').fill('10320894878');
    await page.getByRole('button', { name: account.t.saveChanges }).click();
    await expect(page.getByText(account.t.settingsApplied).first()).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('National ID of the company')).toHaveValue('10320894878');
    await expect(page.getByLabel('Account type')).toHaveValue('legal');
  });

  test('the mobile number changes with the code from the outbox', async ({ page, request }) => {
    await signIn(page);
    const account = new AccountPage(page);
    await account.goto('edit-profile');
    await page.getByLabel('First name').fill('Typed, not saved');
    await page.getByRole('button', { name: 'Change mobile number' }).click();
    const dialog = account.dialog();
    await dialog.getByLabel('New mobile number').fill('09125550000');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await expect(dialog.getByText(/Enter the 6-digit code we sent to/)).toContainText('09125550000');
    await expect(dialog.getByRole('button', { name: /New code in \d+ s/ })).toBeDisabled();
    await dialog.getByLabel('6-digit code').fill('000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('The code is not valid')).toBeVisible();
    await dialog.getByLabel('6-digit code').fill(await outboxCode(request, '09125550000'));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Your mobile number has been changed')).toBeVisible();
    await expect(page.getByLabel('Mobile number', { exact: true })).toHaveValue('09125550000');
    await expect(page.getByLabel('First name')).toHaveValue('Typed, not saved');
  });

  test('the password changes after a mismatch, and the new one signs in', async ({ page, request }) => {
    await signIn(page, await apiLogin(request, DEMO.email, DEMO.password));
    const account = new AccountPage(page);
    await account.goto('change-password');
    await expect(page.getByText(/signs out every other session/)).toBeVisible();
    await page.getByLabel('Current password').fill(DEMO.password);
    await page.getByLabel(/^New password/).fill('Newpass@2025');
    await page.getByLabel('Repeat the new password').fill('Newpass@2026');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page.getByText('Repeat password is not the same as password!!')).toBeVisible();
    await page.getByLabel('Repeat the new password').fill('Newpass@2025');
    await page.getByRole('button', { name: 'Change password', exact: true }).click();
    await expect(page.getByText(/Your password has been changed/)).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');
    expect(await apiLogin(request, DEMO.email, 'Newpass@2025')).toMatch(/^[0-9a-f]+$/);
  });

  test('an authenticator app, once enabled, makes the next login ask for its real TOTP', async ({ page, request }) => {
    await signIn(page, await apiLogin(request, DEMO.email, DEMO.password));
    const account = new AccountPage(page);
    await account.goto('security');
    await page.getByRole('button', { name: 'Use an authenticator app' }).click();
    const dialog = account.dialog();
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await dialog.getByTestId('otp-secret').textContent()) ?? '';
    await dialog.getByLabel('6-digit code').fill(totp(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('otp-status')).toHaveText('On — authenticator app');
    // the toast saying so stacks below the header: the account menu stays in reach
    const toast = page.locator('[data-scope="toast"][data-part="root"]').filter({ hasText: 'Two-step verification is on' });
    await expect(toast).toBeVisible();
    await expect(async () => {
      // once it has slid in
      const header = await page.locator('header').first().boundingBox();
      const toastBox = await toast.boundingBox();
      expect(toastBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
    }).toPass();

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // the session is over here, not only the address changed
    await expect.poll(() => page.evaluate(() => localStorage.getItem('portal.token')).catch(() => 'the page is being replaced')).toBeNull();
    const login = new LoginPage(page, request);
    await login.open('en');
    await login.login(DEMO.email, DEMO.password);
    const code = page.locator('input[name="code"]');
    await expect(code).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code shown in your authenticator app.')).toBeVisible();
    const right = totp(secret);
    await code.fill(right === '123456' ? '654321' : '123456');
    await page.locator('form button[type="submit"]').first().click();
    await expect(page.getByText('The code is not valid').first()).toBeVisible();
    await code.fill(totp(secret));
    await page.locator('form button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a whitelist without this address is saved only after a warning, and login is then refused here', async ({ page, request }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.7' });
    await signIn(page);
    const account = new AccountPage(page);
    await account.goto('security');
    await expect(page.getByTestId('current-ip')).toHaveText('203.0.113.7');
    await page.getByLabel('Allowed addresses').fill('198.51.100.0/24\n2001:db8::/32');
    await page.getByRole('checkbox', { name: 'Log in only from these addresses' }).check({ force: true });
    await page.getByRole('form', { name: 'IP whitelist' }).getByRole('button', { name: account.t.save }).click();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('you will not be able to log in again from here');
    await warning.getByRole('button', { name: 'Save anyway' }).click();
    await expect(page.getByText(account.t.settingsApplied).first()).toBeVisible();

    // the sandbox enforces it: refused from here, accepted from a whitelisted address
    const login = new LoginPage(page, request);
    await page.evaluate(() => localStorage.removeItem('portal.token'));
    await login.open('en');
    await login.fill(DEMO.email, DEMO.password);
    await login.submit(true);
    await expect(page.getByText('Login from this IP address is not allowed').first()).toBeVisible();
    const captcha = await (await request.post('/api/v1/auth/captcha/recaptcha')).json();
    const answer = (await (await request.get(`/__sandbox/captcha/${captcha.data.captcha_id}`)).json()).answer;
    const allowed = await request.post('/api/v1/auth/login', {
      headers: { 'X-Forwarded-For': '198.51.100.5' },
      form: { username: DEMO.email, password: DEMO.password, captcha_id: captcha.data.captcha_id, captcha: answer },
    });
    expect(allowed.status()).toBe(200);
  });

  test('sessions are listed, another is ended, and ending this one logs every tab out', async ({ page, context, request }) => {
    await signIn(page, await apiLogin(request, DEMO.email, DEMO.password));
    const other = await context.newPage();
    await other.goto('/?locale=en');
    const account = new AccountPage(page);
    await account.goto('security');
    const table = page.getByRole('table', { name: 'Active sessions' });
    await expect(table.getByText('This session')).toBeVisible();
    await table.getByRole('button', { name: 'End session on Firefox 133 on Windows' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'End session' }).click();
    await expect(table.getByText('Firefox 133 on Windows')).toHaveCount(0);
    const row = table.getByRole('row').filter({ hasText: 'This session' });
    await row.getByRole('button').click();
    await expect(page.getByRole('alertdialog')).toContainText('ending it logs you out');
    await page.getByRole('alertdialog').getByRole('button', { name: 'End session' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(other).toHaveURL(/\/login$/);
  });

  test('an API token is shown once, works within its permissions only, and stops working when deleted', async ({ page, request }) => {
    await signIn(page);
    const account = new AccountPage(page);
    await account.goto('api-keys');
    await page.getByRole('button', { name: 'Create API token' }).click();
    const dialog = account.dialog();
    await dialog.getByLabel('Name').fill('Domain reader');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await expect(dialog.getByText('The permissions list cannot be empty')).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'CDN domains and plans: Read' }).check({ force: true });
    await dialog.getByRole('button', { name: 'Create token' }).click();
    const shown = page.getByRole('dialog', { name: 'Domain reader has been created' });
    const token = (await shown.getByTestId('new-token').textContent()) ?? '';
    expect(token).toMatch(/^[0-9a-f]{48}$/);
    await shown.getByRole('button', { name: 'I have copied it' }).click();
    await expect(page.getByText(token)).toHaveCount(0);
    await expect(page.getByText(`${token.slice(0, 4)}…${token.slice(-4)}`)).toBeVisible();

    const bearer = { Authorization: `Bearer ${token}` };
    expect((await request.get('/api/v1/cdn/ng/domains', { headers: bearer })).status()).toBe(200);
    const refused = await request.get('/api/v1/cloud/servers', { headers: bearer });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe('This API token does not have the cloud.servers.read permission');
    const ticket = await request.post('/api/v1/support/tickets', { headers: bearer, form: { subject: 'x', department: 'OTHER', message: 'Not allowed' } });
    expect(ticket.status()).toBe(403);

    await page.getByRole('button', { name: 'Delete Domain reader' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Domain reader')).toHaveCount(0);
    expect((await request.get('/api/v1/cdn/ng/domains', { headers: bearer })).status()).toBe(401);
  });

  test('notification toggles are saved at once and kept after a reload', async ({ page }) => {
    await signIn(page);
    const account = new AccountPage(page);
    await account.goto('message-settings');
    const box = page.getByRole('checkbox', { name: 'A ticket is answered by SMS' });
    await expect(box).toBeChecked();
    await box.uncheck({ force: true });
    await expect(page.getByText(account.t.settingsApplied).first()).toBeVisible();
    const email = page.getByRole('checkbox', { name: 'A server is created by E-mail' });
    await email.uncheck({ force: true });
    await expect(page.getByText(account.t.settingsApplied).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'A ticket is answered by SMS' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'A server is created by E-mail' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'A ticket is answered by E-mail' })).toBeChecked();
  });

  test('a ticket sent in the support area shows in the audit log, filtered by resource and period', async ({ page }) => {
    await signIn(page);
    const support = new SupportPage(page);
    const dialog = await support.openNewTicketFromDashboard();
    await support.fillNewTicket(dialog, { subject: 'Audit trail check', department: 'OTHER', message: 'Is this recorded?' });
    await support.submitNewTicket(dialog);
    await expect(page).toHaveURL(/\/support\/tickets\/\d+/);

    const account = new AccountPage(page);
    await account.goto('audit-log');
    await page.getByLabel('Resource').selectOption('ticket');
    await page.getByLabel('Period').selectOption('24h');
    await expect(page).toHaveURL(/kind=ticket/);
    await expect(page).toHaveURL(/period=24h/);
    const table = page.getByRole('table', { name: 'Audit log' });
    const row = table.getByRole('row').filter({ hasText: 'Audit trail check' });
    await expect(row).toContainText('Ticket sent');
    await expect(row).toContainText('Demo API token');
    await expect(table.getByText('API token created')).toHaveCount(0);
    await page.reload();
    await expect(page.getByLabel('Resource')).toHaveValue('ticket');
    await expect(table.getByRole('row').filter({ hasText: 'Audit trail check' })).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toBe('audit-log.csv');
  });
});

test.describe('account screenshots', () => {
  // the seed's rows, not what the flows above left behind
  test.beforeEach(async ({ request }) => resetSandbox(request));

  for (const [locale, width] of [
    ['fa', 1366],
    ['en', 1366],
    ['fa', 390],
    ['en', 390],
  ] as const) {
    test(`every tab in ${locale} at ${width} px`, async ({ page }) => {
      // seven pages in one test: on a busy machine this takes longer than one flow
      test.slow();
      await page.setViewportSize({ width, height: 860 });
      await signIn(page);
      const account = new AccountPage(page, locale);
      // the first tab loaded, the others reached in the page as the tab links do
      for (const [i, tab] of ACCOUNT_TABS.entries()) {
        if (i === 0) await account.goto(tab);
        else await account.open(tab);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[data-skeleton]')).toHaveCount(0);
        await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
        await account.screenshot(`${tab}${width < 500 ? '-phone' : ''}`);
      }
    });
  }
});
