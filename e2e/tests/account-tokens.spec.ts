// API tokens that do not outlive the customer's intent: a lifetime chosen at creation, revoked with
// a password change when the customer asks, and no way into the security settings for a token.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, DEMO, resetSandbox, signInWithSession } from '../fixtures';
import { AccountPage, storedApiToken, type TokenExpiry } from '../pages/AccountPage';
import { SCREEN_VARIANTS } from '../pages/LocalizedPage';
import { apiLogin } from '../pages/LoginPage';
import { followTokenLink } from '../pages/TokenLinkPage';

const DAY = 86_400;
/** The demo customer's second seeded token (read-only monitoring); DEMO.token is the first. */
const MONITOR_TOKEN = 'monitor-0123456789abcdef';
const NEW_PASSWORD = 'Newpass@2025';

/** The status of a read any of the demo tokens may make, with `token` as the bearer. */
async function domainsStatus(request: APIRequestContext, token: string): Promise<number> {
  return (
    await request.get('/api/v1/cdn/ng/domains', { headers: { Authorization: `Bearer ${token}` } })
  ).status();
}

/** Changes the demo password on the change-password tab, with the revoke box as given. */
async function changePassword(account: AccountPage, revoke: boolean): Promise<void> {
  const { page } = account;
  await account.goto('change-password');
  const box = page.getByRole('checkbox', { name: account.t.revokeTokens(2) });
  // ticked by default: the account has two tokens that work
  await expect(box).toBeChecked();
  if (!revoke) {
    await page.locator('label:has(input[name="revoke_api_tokens"]) [data-part="control"]').click();
    await expect(box).not.toBeChecked();
  }
  await page.getByLabel('Current password').fill(DEMO.password);
  await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat the new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password', exact: true }).click();
  await expect(page.getByText(/Your password has been changed/).first()).toBeVisible();
}

test.describe('account: API token lifetimes, revoking and the security settings', () => {
  test.beforeEach(async ({ request }) => resetSandbox(request));

  test('a token is created with each lifetime, and the provider stored each expiry', async ({
    page,
    request,
  }) => {
    const session = await signInWithSession(page, request);
    const account = new AccountPage(page);
    await account.goto('api-keys');
    const lifetimes: Array<[TokenExpiry, number | null]> = [
      ['30', 30],
      ['90', 90],
      ['365', 365],
      ['never', null],
    ];
    for (const [choice, days] of lifetimes) {
      const name = `Lifetime ${choice}`;
      await account.createToken(name, ['support.read'], choice);
      // the provider's answer, not the page: that many days from the moment it was created, or never
      const stored = await storedApiToken(request, name, session);
      expect(stored.expires_at, name).toBe(days === null ? null : stored.created_at + days * DAY);
    }
    // name, permissions, then expires (the last-used cell may say "Never" too)
    const expiresCell = (name: string) => account.row(account.tokensTable(), name).locator('td').nth(2);
    await expect(expiresCell('Lifetime never')).toHaveText(account.t.neverExpires);
    await expect(expiresCell('Lifetime 30').locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
  });

  test('a password change with the revoke box ticked: the old API tokens are refused after it', async ({
    page,
    request,
  }) => {
    await signInWithSession(page, request);
    for (const token of [DEMO.token, MONITOR_TOKEN]) expect(await domainsStatus(request, token)).toBe(200);
    const account = new AccountPage(page);
    await changePassword(account, true);
    await expect(page.getByText('2 API tokens have been revoked')).toBeVisible();
    for (const token of [DEMO.token, MONITOR_TOKEN]) expect(await domainsStatus(request, token)).toBe(401);
  });

  test('a password change with the revoke box unticked: the API tokens keep working', async ({
    page,
    request,
  }) => {
    await signInWithSession(page, request);
    const account = new AccountPage(page);
    await changePassword(account, false);
    await expect(page.getByText(/API tokens? (has|have) been revoked/)).toHaveCount(0);
    for (const token of [DEMO.token, MONITOR_TOKEN]) expect(await domainsStatus(request, token)).toBe(200);
  });

  test('an API token, whatever its permissions, gets 403 from the security settings, also signed in by a link', async ({
    page,
    request,
  }) => {
    // the seed's full token: every permission of every area, account.write among them
    const headers = { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': 'en' };
    const account = new AccountPage(page);
    const refused = await request.post('/api/v1/auth/profile/ip-whitelist', {
      headers,
      form: { 'ips[0]': '0.0.0.0/0' },
    });
    expect([refused.status(), (await refused.json()).message]).toEqual([403, account.t.sessionOnly]);
    for (const path of [
      '/api/v1/auth/profile/security',
      '/api/v1/auth/tokens',
      '/api/v1/auth/profile/api-keys',
    ]) {
      expect((await request.get(path, { headers })).status(), path).toBe(403);
    }

    // a sign-in link that carries the API token: the page says so in place of the settings
    await followTokenLink(page, DEMO.token);
    await account.goto('security');
    await expect(account.area().getByText(account.t.sessionOnly)).toBeVisible();
    // and the whitelist the token tried to replace is as it was (read by a portal session)
    const session = await apiLogin(request, DEMO.email, DEMO.password);
    const stored = await request.get('/api/v1/auth/profile/security', {
      headers: { Authorization: `Bearer ${session}` },
    });
    expect((await stored.json()).data.ip_whitelist).toEqual([]);
  });

  test('a sign-in link that carries a portal session still reaches the security settings', async ({
    page,
    request,
  }) => {
    const session = await signInWithSession(page, request);
    await page.evaluate(() => localStorage.removeItem('portal.token'));
    await followTokenLink(page, session);
    const account = new AccountPage(page);
    await account.goto('security');
    await expect(page.getByRole('form', { name: account.t.addAddress })).toBeVisible();
    await expect(account.area().getByText(account.t.sessionOnly)).toHaveCount(0);
  });
});

test.describe('account: API token lifetimes pictured', () => {
  test.beforeEach(async ({ request }) => resetSandbox(request));

  for (const [locale, width] of SCREEN_VARIANTS) {
    test(`the create dialog, the list with expiries and the password form in ${locale} at ${width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width, height: 860 });
      const session = await signInWithSession(page, request);
      const headers = { Authorization: `Bearer ${session}` };
      for (const [name, days] of [
        ['Deploy bot', '30'],
        ['Nightly backup', '365'],
      ] as const) {
        const made = await request.post('/api/v1/auth/api-token', {
          headers,
          form: { name, 'permissions[0]': 'support.read', expires_in_days: days },
        });
        expect(made.status()).toBe(200);
      }
      const account = new AccountPage(page, locale);
      const phone = width < 500 ? '-phone' : '';
      await account.goto('api-keys');
      await expect(
        account.row(account.tokensTable(), 'Deploy bot').locator('time:visible').first(),
      ).toBeVisible();
      // name, permissions (hidden on a phone), then expires
      await expect(account.row(account.tokensTable(), 'Demo API token').locator('td').nth(2)).toHaveText(
        account.t.neverExpires,
      );
      await account.screenshot(`tokens-expiry${phone}`);

      await account.area().getByRole('button', { name: account.t.createToken }).click();
      const choice = page.getByRole('dialog').getByRole('group', { name: account.t.expiresAfter });
      await expect(choice.getByRole('radio', { name: account.t.expiry['90'] })).toBeChecked();
      // the dialog once it has faded in
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
      await account.screenshot(`token-dialog-expiry${phone}`);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);

      await account.open('change-password');
      // the seed's two tokens and the two made above
      await expect(page.getByRole('checkbox', { name: account.t.revokeTokens(4) })).toBeChecked();
      await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
      await account.screenshot(`password-revoke${phone}`);
    });
  }
});
