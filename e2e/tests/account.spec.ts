import type { APIRequestContext } from '@playwright/test';
import { SCREEN_VARIANTS } from '../pages/LocalizedPage';
import { test, expect, DEMO, resetSandbox, signIn, signInWithSession } from '../fixtures';
import {
  ACCOUNT_TABS,
  AccountPage,
  PERMISSION_PROBES,
  callWith,
  outboxCode,
  storedApiToken,
} from '../pages/AccountPage';
import { LoginPage, apiLogin } from '../pages/LoginPage';
import { SupportPage } from '../pages/SupportPage';
import { totp } from '../totp';

const bearer = { Authorization: `Bearer ${DEMO.token}` };
const OTP_TOKEN = 'otp-0123456789abcdef';

/** What the provider stored of the security settings (the demo account's), read with a portal session (no API token may). */
async function securityOf(
  request: APIRequestContext,
  session: string,
  /** the address asking (X-Forwarded-For), one the whitelist lets through once it is on */
  ip?: string,
): Promise<{
  ip_whitelist: string[];
  auth_by_ip: boolean;
  max_sessions: number | null;
  max_sessions_per_ip: number | null;
}> {
  return (
    await (
      await request.get('/api/v1/auth/profile/security', {
        headers: { Authorization: `Bearer ${session}`, ...(ip ? { 'X-Forwarded-For': ip } : {}) },
      })
    ).json()
  ).data;
}

/** What the provider stored of the notification preferences (the demo account's). */
async function notificationsOf(
  request: APIRequestContext,
): Promise<Array<{ event: string; sms: boolean; email: boolean }>> {
  return (
    await (await request.get('/api/v1/auth/profile/notification-preference', { headers: bearer })).json()
  ).data;
}

/** The profile as the provider stored it, read with an account's token. */
async function profileOf(
  request: APIRequestContext,
  token: string,
): Promise<Record<string, unknown> & { phone: string }> {
  return (
    await (
      await request.get('/api/v1/auth/profile', { headers: { Authorization: `Bearer ${token}` } })
    ).json()
  ).data;
}

/** The provider's answer to a login of the demo account (captcha included). */
async function apiLoginAnswer(request: APIRequestContext): Promise<{ status: number; message: string }> {
  const captcha = await (await request.post('/api/v1/auth/captcha/recaptcha')).json();
  const answer = (await (await request.get(`/__sandbox/captcha/${captcha.data.captcha_id}`)).json()).answer;
  const res = await request.post('/api/v1/auth/login', {
    headers: { 'Accept-Language': 'en' },
    form: {
      username: DEMO.email,
      password: DEMO.password,
      captcha_id: captcha.data.captcha_id,
      captcha: answer,
    },
  });
  return { status: res.status(), message: (await res.json()).message };
}

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

  test('an authenticator app, once enabled, makes the next login ask for its real TOTP', async ({
    page,
    request,
  }) => {
    await signIn(page, await apiLogin(request, DEMO.email, DEMO.password));
    const account = new AccountPage(page);
    await account.goto('security');
    await page.getByRole('button', { name: 'Use an authenticator app' }).click();
    const dialog = account.dialog();
    await expect(dialog.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const secret = (await dialog.getByTestId('otp-secret').textContent()) ?? '';
    await dialog.getByLabel('6-digit code').fill(totp(secret));
    // the toast saying so stacks below the header, the account menu stays in reach. Followed in the
    // page frame by frame for its whole life (2 s, too short to poll from here on a busy machine):
    // it slides in from above, so the lowest top it reaches is where it rests
    const placed = page.evaluate(
      (title) =>
        new Promise<{ toastTop: number; headerBottom: number }>((resolve) => {
          const find = () =>
            [...document.querySelectorAll('[data-scope="toast"][data-part="root"]')].find((el) =>
              el.textContent?.includes(title),
            );
          const follow = (el: Element, lowest: number) =>
            requestAnimationFrame(() => {
              if (el.isConnected) return follow(el, Math.max(lowest, el.getBoundingClientRect().top));
              resolve({
                toastTop: lowest,
                headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
              });
            });
          const observer = new MutationObserver(() => {
            const el = find();
            if (el) {
              observer.disconnect();
              follow(el, el.getBoundingClientRect().top);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true, characterData: true });
        }),
      'Two-step verification is on',
    );
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('otp-status')).toHaveText('On — authenticator app');
    const { toastTop, headerBottom } = await placed;
    expect(toastTop).toBeGreaterThanOrEqual(headerBottom);

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // the session is over here, not only the address changed
    await expect
      .poll(() =>
        page.evaluate(() => localStorage.getItem('portal.token')).catch(() => 'the page is being replaced'),
      )
      .toBeNull();
    const login = new LoginPage(page, request);
    await login.open('en');
    await login.login(DEMO.email, DEMO.password);
    const code = page.locator('input[name="code"]');
    await expect(code).toBeVisible();
    await expect(page.getByText('Enter the 6-digit code shown in your authenticator app.')).toBeVisible();
    // the code that turned the app on is spent: the user types the next one the app shows (the
    // provider allows one 30 s step of drift)
    const next = totp(secret, Date.now() + 30_000);
    await code.fill(next === '123456' ? '654321' : '123456');
    await page.locator('form button[type="submit"]').first().click();
    await expect(page.getByText('The code is not valid').first()).toBeVisible();
    await code.fill(next);
    await page.locator('form button[type="submit"]').first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('whitelist entries are added one by one, marked and stored; a lock-out is refused, and login is then refused here', async ({
    page,
    request,
  }) => {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '203.0.113.7' });
    const session = await signInWithSession(page, request);
    const account = new AccountPage(page);
    await account.goto('security');
    await expect(page.getByTestId('current-ip')).toHaveText('203.0.113.7');
    const table = account.whitelistTable();

    // the first entry leaves this address out: said first
    await account.addWhitelistEntry('198.51.100.0/24');
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText('does not contain your current address 203.0.113.7');
    await warning.getByRole('button', { name: account.t.saveAnyway }).click();
    await expect(page.getByText(account.t.settingsApplied).first()).toBeVisible();
    await expect(account.row(table, '198.51.100.0/24').getByText(account.t.newRow)).toBeVisible();
    // a bad entry is named beside the field, and stays there to be corrected
    await account.addWhitelistEntry('198.51.100.300');
    await expect(
      page.getByText('198.51.100.300 is not an IPv4 or IPv6 address or a CIDR range'),
    ).toBeVisible();
    await expect(page.getByLabel(account.t.addressOrRange)).toHaveValue('198.51.100.300');
    await account.addWhitelistEntry('2001:db8::/32');
    await expect(account.row(table, '2001:db8::/32').getByText(account.t.newRow)).toBeVisible();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect((await securityOf(request, session)).ip_whitelist).toEqual(['198.51.100.0/24', '2001:db8::/32']);

    // login only from the list would end this very session (this address is not in it): refused beside the box
    await page.getByText(account.t.loginOnlyFromList, { exact: true }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: account.t.notListed('203.0.113.7') }),
    ).toBeVisible();
    await expect(page.getByRole('checkbox', { name: account.t.loginOnlyFromList })).not.toBeChecked();
    await account.screenshot('whitelist');
    // and by the provider: from here refused on its field, nothing stored; from a listed address turned on
    const turnOn = (ip: string) =>
      request.post('/api/v1/auth/profile/auth-by-ip', {
        headers: { Authorization: `Bearer ${session}`, 'X-Forwarded-For': ip },
        form: { enabled: '1' },
      });
    const refused = await turnOn('203.0.113.7');
    expect(refused.status()).toBe(422);
    expect((await refused.json()).fields).toEqual({
      enabled: ['Your current address 203.0.113.7 is not in the list'],
    });
    expect((await securityOf(request, session, '198.51.100.5')).auth_by_ip).toBe(false);
    expect((await turnOn('198.51.100.5')).status()).toBe(200);

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
      form: {
        username: DEMO.email,
        password: DEMO.password,
        captcha_id: captcha.data.captcha_id,
        captcha: answer,
      },
    });
    expect(allowed.status()).toBe(200);
  });

  test('a whitelist entry is removed after a confirmation (fa), and the provider keeps the rest', async ({
    page,
    request,
  }) => {
    const session = await signInWithSession(page, request);
    const account = new AccountPage(page, 'fa');
    await account.goto('security');
    await account.addWhitelistEntry('۱۹۸.۵۱.۱۰۰.۰/۲۴');
    // Persian digits are stored as Latin ones, and asked about first (this address is not in it)
    await page.getByRole('alertdialog').getByRole('button', { name: account.t.saveAnyway }).click();
    const table = account.whitelistTable();
    await expect(account.row(table, '198.51.100.0/24').getByText(account.t.newRow)).toBeVisible();
    await account.addWhitelistEntry('203.0.113.0/24');
    await expect(account.row(table, '203.0.113.0/24')).toBeVisible();
    await account.row(table, '198.51.100.0/24').getByRole('button', { name: account.t.remove }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: account.t.remove }).click();
    await expect(account.row(table, '198.51.100.0/24')).toHaveCount(0);
    await expect
      .poll(async () => (await securityOf(request, session)).ip_whitelist)
      .toEqual(['203.0.113.0/24']);
  });

  test('the session limits are stored and a login past them is refused until they are lifted', async ({
    page,
    request,
  }) => {
    const session = await signInWithSession(page, request);
    const account = new AccountPage(page);
    await account.goto('security');
    const active = (
      (
        await (
          await request.get('/api/v1/auth/tokens', { headers: { Authorization: `Bearer ${session}` } })
        ).json()
      ).data as unknown[]
    ).length;
    const limits = page.getByRole('form', { name: 'Session limits' });
    await limits.getByLabel('Active sessions at most').fill(String(active));
    await limits.getByLabel('Sessions from one IP address at most').fill('۷');
    await limits.getByRole('button', { name: account.t.save }).click();
    await expect(page.getByText(account.t.settingsApplied).first()).toBeVisible();
    const stored = await securityOf(request, session);
    expect([stored.max_sessions, stored.max_sessions_per_ip]).toEqual([active, 7]);
    const refused = await apiLoginAnswer(request);
    expect([refused.status, refused.message]).toEqual([403, 'You are currently logged into the panel']);

    await limits.getByLabel('Active sessions at most').fill('');
    await limits.getByRole('button', { name: account.t.save }).click();
    await expect.poll(async () => (await securityOf(request, session)).max_sessions).toBeNull();
    expect((await apiLoginAnswer(request)).status).toBe(200);
  });

  test('sessions are listed, another is ended, and ending this one logs every tab out', async ({
    page,
    context,
    request,
  }) => {
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

  test('an API token is shown once, works within its permissions only, and stops working when deleted', async ({
    page,
    request,
  }) => {
    await signInWithSession(page, request);
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
    expect((await refused.json()).message).toBe(
      'This API token does not have the cloud.servers.read permission',
    );
    const ticket = await request.post('/api/v1/support/tickets', {
      headers: bearer,
      form: { subject: 'x', department: 'OTHER', message: 'Not allowed' },
    });
    expect(ticket.status()).toBe(403);

    await page.getByRole('button', { name: 'Delete Domain reader' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Domain reader')).toHaveCount(0);
    expect((await request.get('/api/v1/cdn/ng/domains', { headers: bearer })).status()).toBe(401);
  });

  test('notification toggles away from the defaults are stored one by one and kept after a reload (fa)', async ({
    page,
    request,
  }) => {
    await signIn(page);
    const account = new AccountPage(page, 'fa');
    await account.goto('message-settings');
    // one change a group, quickly one after another: SMS on where it is off, e-mail off where it is on
    const changes: Array<[string, 'sms' | 'email', boolean]> = [
      ['ticket_closed', 'sms', true],
      ['low_balance', 'email', false],
      ['server_created', 'sms', true],
      ['ddos_under_attack', 'email', false],
    ];
    const box = (event: string, channel: string) =>
      page.locator(`input[data-event="${event}"][data-channel="${channel}"]`);
    for (const [event, channel, on] of changes) {
      await expect(box(event, channel)).toBeChecked({ checked: !on });
      // the box as a user clicks it: its drawn control
      await page
        .locator(`label:has(input[data-event="${event}"][data-channel="${channel}"]) [data-part="control"]`)
        .click();
    }
    for (const [event, channel, on] of changes)
      await expect(box(event, channel)).toBeChecked({ checked: on });
    await expect
      .poll(async () => {
        const stored = await notificationsOf(request);
        return changes.map(([event, channel]) => stored.find((p) => p.event === event)?.[channel]);
      })
      .toEqual(changes.map(([, , on]) => on));
    await account.screenshot('notifications-changed');
    await page.reload();
    for (const [event, channel, on] of changes)
      await expect(box(event, channel)).toBeChecked({ checked: on });
    // the others kept their defaults
    await expect(box('ticket_replied', 'sms')).toBeChecked();
    await expect(box('invoice_issued', 'sms')).not.toBeChecked();
  });

  test('a ticket sent in the support area shows in the audit log, filtered by resource and period', async ({
    page,
  }) => {
    await signIn(page);
    const support = new SupportPage(page);
    const dialog = await support.openNewTicketFromDashboard();
    await support.fillNewTicket(dialog, {
      subject: 'Audit trail check',
      department: 'OTHER',
      message: 'Is this recorded?',
    });
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

test.describe('account journeys: profile and second factor', () => {
  test.beforeEach(async ({ request }) => resetSandbox(request));

  test('a legal account becomes an individual one with Persian digits, stored in Latin digits (fa)', async ({
    page,
    request,
  }) => {
    // the second demo account is a legal entity
    await signIn(page, OTP_TOKEN);
    const account = new AccountPage(page, 'fa');
    await account.goto('edit-profile');
    await expect(page.getByLabel('نام شرکت')).toBeVisible();
    await page.getByLabel('نوع حساب').selectOption('individual');
    await expect(page.getByLabel('نام شرکت')).toHaveCount(0);
    await page.locator('input[name="name"]').fill('سارا');
    await page.getByLabel('کد ملی').fill('۰۴۷۲۹۳۵۶۱۴');
    await page.getByRole('button', { name: account.t.saveChanges }).click();
    await expect(page.getByText('کد ملی معتبر نیست')).toBeVisible();
    await page.getByLabel('کد ملی').fill('۰۴۷۲۹۳۵۶۱۵');
    await page.getByLabel('کد پستی').fill('۱۴۱۶۷۱۳۱۱۵');
    await page.getByLabel('آدرس').fill('تهران، خیابان آزادی، پلاک ۱۲');
    await page.getByRole('button', { name: account.t.saveChanges }).click();
    await expect(page.getByText(account.t.settingsApplied).first()).toBeVisible();
    const stored = await profileOf(request, OTP_TOKEN);
    expect(stored).toMatchObject({
      account_type: 'individual',
      name: 'سارا',
      national_code: '0472935615',
      zip_code: '1416713115',
      address: 'تهران، خیابان آزادی، پلاک ۱۲',
    });
    await account.screenshot('profile-individual');
    await page.reload();
    await expect(page.getByLabel('نوع حساب')).toHaveValue('individual');
    await expect(page.getByLabel('کد ملی')).toHaveValue('0472935615');
  });

  for (const channel of ['sms', 'email'] as const) {
    test(`two-step verification by ${channel === 'sms' ? 'SMS' : 'e-mail'} turns on with the code sent, and the next login asks for one`, async ({
      page,
      request,
    }) => {
      await signIn(page, await apiLogin(request, DEMO.email, DEMO.password));
      const account = new AccountPage(page);
      await account.goto('security');
      const recipient = channel === 'sms' ? (await profileOf(request, DEMO.token)).phone : DEMO.email;
      await page.getByRole('button', { name: channel === 'sms' ? 'Use SMS' : 'Use e-mail' }).click();
      const dialog = account.dialog();
      await expect(dialog.getByText(/Enter the 6-digit code we sent to/)).toContainText(recipient);
      await dialog.getByLabel('6-digit code').fill(await outboxCode(request, recipient));
      await dialog.getByRole('button', { name: 'Turn on' }).click();
      await expect(page.getByTestId('otp-status')).toHaveText(channel === 'sms' ? 'On — SMS' : 'On — e-mail');
      expect(await profileOf(request, DEMO.token)).toMatchObject({ otp_enabled: true, otp_type: channel });

      // the provider asks for it at the next login, and takes the code it sent
      await page.evaluate(() => localStorage.removeItem('portal.token'));
      const login = new LoginPage(page, request);
      await login.open('en');
      await login.login(DEMO.email, DEMO.password);
      await expect(
        page.getByText(
          channel === 'sms'
            ? 'Enter the 6-digit code sent to your mobile by SMS.'
            : 'Enter the 6-digit code sent to your e-mail.',
        ),
      ).toBeVisible();
      await page.locator('input[name="code"]').fill(await outboxCode(request, recipient));
      await page.locator('form button[type="submit"]').first().click();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

/** The permission groups of the token catalogue, in its order. */
const GROUPS = Object.keys(PERMISSION_PROBES);
/** The access each group's token is given: CDN tokens read, the others write (both kinds are tried). */
const accessOf = (group: string): 'read' | 'write' =>
  group.startsWith('cdn.') || PERMISSION_PROBES[group]!.write === undefined ? 'read' : 'write';

test.describe('account journeys: API tokens', () => {
  test.beforeEach(async ({ request }) => resetSandbox(request));

  // One token per group of the catalogue, each with that group's permission only, made one after
  // another on one signed-in page: the set-up (a session, the tab) is the same for every token, and
  // each token is checked on its own (its row, what the provider stored, what it may call).
  test('a token with each single permission is listed at once, stored as chosen and limited to it', async ({
    page,
    request,
  }) => {
    test.setTimeout(45_000 + GROUPS.length * 10_000);
    const session = await signInWithSession(page, request);
    const account = new AccountPage(page);
    await account.goto('api-keys');
    for (const group of GROUPS) {
      const permission = `${group}.${accessOf(group)}`;
      const name = `Only ${permission}`;
      const token = await account.createToken(name, [permission]);

      // on screen at once: the new row, marked, with its permission
      const row = account.row(account.tokensTable(), name);
      await expect(row.getByText(account.t.newRow), `${permission}: its row is marked new`).toBeVisible();
      await expect(row, `${permission}: its row names it`).toContainText(permission);
      // the provider stored exactly that
      expect(
        (await storedApiToken(request, name, session)).permissions,
        `${permission}: stored as chosen`,
      ).toEqual([permission]);

      // inside the group: its read is allowed, its write only with write
      expect(
        (await callWith(request, token, PERMISSION_PROBES[group]!.read)).status,
        `${permission} reads ${group}`,
      ).toBe(200);
      const write = PERMISSION_PROBES[group]!.write;
      if (write) {
        const tried = await callWith(request, token, { method: 'POST', path: write });
        // past the permission to the provider's field check (nothing is stored), or refused
        if (accessOf(group) === 'write') expect(tried.status, `${permission} writes ${group}`).toBe(422);
        else
          expect(tried, `${permission} writes ${group}`).toEqual({
            status: 403,
            message: `This API token does not have the ${group}.write permission`,
          });
      }
      // outside it: the next group of the catalogue is refused
      const other = GROUPS[(GROUPS.indexOf(group) + 1) % GROUPS.length]!;
      expect(
        await callWith(request, token, PERMISSION_PROBES[other]!.read),
        `${permission} reads ${other}`,
      ).toEqual({
        status: 403,
        message: `This API token does not have the ${other}.read permission`,
      });
    }
  });

  test('a token with a mix of permissions, made in Persian, does what the mix allows and nothing else', async ({
    page,
    request,
  }) => {
    const session = await signInWithSession(page, request);
    const account = new AccountPage(page, 'fa');
    await account.goto('api-keys');
    const mix = ['cdn.dns.write', 'cloud.volumes.read', 'support.write', 'financial.read'];
    const token = await account.createToken('اسکریپت استقرار', mix);
    const row = account.row(account.tokensTable(), 'اسکریپت استقرار');
    await expect(row.getByText(account.t.newRow)).toBeVisible();
    for (const permission of mix) await expect(row).toContainText(permission);
    await account.screenshot('token-mix');
    expect((await storedApiToken(request, 'اسکریپت استقرار', session)).permissions.slice().sort()).toEqual(
      mix.slice().sort(),
    );

    const as = (call: Parameters<typeof callWith>[2]) => callWith(request, token, call);
    // a real ticket, sent with the token
    const headers = { Authorization: `Bearer ${token}` };
    const ticket = await request.post('/api/v1/support/tickets', {
      headers,
      form: { subject: 'Sent by a script', department: 'OTHER', message: 'Deploy finished' },
    });
    expect(ticket.status()).toBe(200);
    expect((await as(PERMISSION_PROBES['cdn.dns']!.read)).status).toBe(200);
    expect((await as({ method: 'POST', path: PERMISSION_PROBES['cdn.dns']!.write! })).status).toBe(422);
    expect((await as(PERMISSION_PROBES['cloud.volumes']!.read)).status).toBe(200);
    expect((await as({ method: 'POST', path: PERMISSION_PROBES['cloud.volumes']!.write! })).status).toBe(403);
    expect((await as(PERMISSION_PROBES.financial!.read)).status).toBe(200);
    expect((await as({ method: 'POST', path: PERMISSION_PROBES.financial!.write! })).status).toBe(403);
    expect((await as(PERMISSION_PROBES['cdn.domains']!.read)).status).toBe(403);
    expect((await as(PERMISSION_PROBES.account!.read)).status).toBe(403);
  });
});

test.describe('account screenshots', () => {
  // the seed's rows, not what the flows above left behind
  test.beforeEach(async ({ request }) => resetSandbox(request));

  for (const [locale, width] of SCREEN_VARIANTS) {
    test(`every tab in ${locale} at ${width} px`, async ({ page, request }) => {
      // seven pages in one test: on a busy machine this takes longer than one flow
      test.slow();
      await page.setViewportSize({ width, height: 860 });
      await signInWithSession(page, request);
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

  for (const [locale, width] of SCREEN_VARIANTS) {
    test(`the journeys' results in ${locale} at ${width} px: a new token and a new whitelist entry, marked`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 860 });
      await signInWithSession(page, request);
      const account = new AccountPage(page, locale);
      const phone = width < 500 ? '-phone' : '';
      await account.goto('api-keys');
      const name = locale === 'fa' ? 'ربات استقرار' : 'Deploy bot';
      await account.createToken(name, ['support.write', 'cdn.dns.read']);
      await expect(account.row(account.tokensTable(), name).getByText(account.t.newRow)).toBeVisible();
      await account.screenshot(`journey-token${phone}`);

      await account.open('security');
      await account.addWhitelistEntry('198.51.100.0/24');
      await page.getByRole('alertdialog').getByRole('button', { name: account.t.saveAnyway }).click();
      const row = account.row(account.whitelistTable(), '198.51.100.0/24');
      await expect(row.getByText(account.t.newRow)).toBeVisible();
      await row.scrollIntoViewIfNeeded();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      await account.screenshot(`journey-whitelist${phone}`);
    });
  }
});
