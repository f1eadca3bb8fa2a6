import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, DEMO, resetSandbox, signInWithSession } from '../fixtures';
import { AccountPage } from '../pages/AccountPage';
import type { Locale } from '../pages/LocalizedPage';

// The IP whitelist on every request. The sandbox of the tests' portal takes a request's address from
// X-Forwarded-For (it trusts the loopback), so two browser contexts sending different addresses are
// two customers' places: INSIDE the list and OUTSIDE it.

const INSIDE = '203.0.113.7';
const OUTSIDE = '198.51.100.9';
const LIST_ENTRY = '203.0.113.0/24';

/** A page of its own browser context, every request of which comes from `ip`. */
async function pageFrom(browser: Browser, baseURL: string | undefined, ip: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': ip } });
  return context.newPage();
}

/** The whitelist holds LIST_ENTRY and login by it is on, turned on in the page as a customer does. */
async function turnWhitelistOn(account: AccountPage): Promise<void> {
  await account.goto('security');
  await expect(account.page.getByTestId('current-ip')).toHaveText(INSIDE);
  await account.addWhitelistEntry(LIST_ENTRY);
  await expect(account.row(account.whitelistTable(), LIST_ENTRY).getByText(account.t.newRow)).toBeVisible();
  await expect(account.page.getByText(account.t.settingsApplied).first()).toBeVisible();
  await account.page.getByText(account.t.loginOnlyFromList, { exact: true }).click();
  await expect(account.page.getByRole('checkbox', { name: account.t.loginOnlyFromList })).toBeChecked();
}

/** What the provider stored of the whitelist, read with a portal session from inside the list. */
async function whitelistOf(request: APIRequestContext, session: string) {
  const res = await request.get('/api/v1/auth/profile/security', {
    headers: { Authorization: `Bearer ${session}`, 'X-Forwarded-For': INSIDE },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).data as {
    auth_by_ip: boolean;
    ip_whitelist: string[];
    ip_whitelist_api_tokens: boolean;
  };
}

test.describe('IP whitelist on every request', () => {
  for (const locale of ['fa', 'en'] as Locale[]) {
    test(`a session from outside the list lands on the login page saying why (${locale})`, async ({
      page,
      browser,
      baseURL,
      request,
    }) => {
      await resetSandbox(request);
      await page.setExtraHTTPHeaders({ 'X-Forwarded-For': INSIDE });
      const session = await signInWithSession(page, request);
      const elsewhere = await pageFrom(browser, baseURL, OUTSIDE);
      try {
        const otherSession = await signInWithSession(elsewhere, request);
        const other = new AccountPage(elsewhere, locale);
        await other.goto('edit-profile');

        await turnWhitelistOn(new AccountPage(page, locale));
        await expect.poll(async () => (await whitelistOf(request, session)).auth_by_ip).toBe(true);

        // the other session's next click: the provider ends it, the portal says why on the login page
        await other.tabLink('login-history').click();
        await expect(elsewhere).toHaveURL(/\/login$/);
        await expect(elsewhere.getByRole('alert')).toHaveText(other.t.sessionEndedIp);
        await expect(elsewhere.locator('html')).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
        await elsewhere.screenshot({
          path: `screenshots/login-ip-not-allowed-${locale}.png`,
          fullPage: true,
        });
        await elsewhere.setViewportSize({ width: 390, height: 844 });
        await expect(elsewhere.getByRole('alert')).toHaveText(other.t.sessionEndedIp);
        await elsewhere.screenshot({
          path: `screenshots/login-ip-not-allowed-${locale}-phone.png`,
          fullPage: true,
        });

        // ended for good, with its reason, even from inside the list; the acting session goes on
        const after = await request.get('/api/v1/auth/profile', {
          headers: { Authorization: `Bearer ${otherSession}`, 'X-Forwarded-For': INSIDE },
        });
        expect(after.status()).toBe(401);
        expect(await after.json()).toMatchObject({ code: 'session_ended', reason: 'ip_not_allowed' });
        await page.reload();
        await expect(
          page.getByRole('checkbox', { name: new AccountPage(page, locale).t.loginOnlyFromList }),
        ).toBeChecked();
      } finally {
        await elsewhere.context().close();
      }
    });
  }

  test('a plain logout elsewhere still says only "Please login again"', async ({ page, request }) => {
    await resetSandbox(request);
    const session = await signInWithSession(page, request);
    const account = new AccountPage(page);
    await account.goto('edit-profile');
    const logout = await request.post('/api/v1/auth/logout', {
      headers: { Authorization: `Bearer ${session}` },
    });
    expect(logout.status()).toBe(200);
    await account.tabLink('login-history').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('alert')).toHaveText('Please login again');
  });

  test('the setting "Apply the whitelist to API tokens", on and off, as real token requests see it', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': INSIDE });
    const session = await signInWithSession(page, request);
    const account = new AccountPage(page);
    await turnWhitelistOn(account);
    const domainsFrom = (ip: string) =>
      request.get('/api/v1/cdn/ng/domains', {
        headers: { Authorization: `Bearer ${DEMO.token}`, 'X-Forwarded-For': ip },
      });

    // on by default: the token is refused from outside, works from inside
    const box = page.getByRole('checkbox', { name: account.t.applyToApiTokens });
    await expect(box).toBeChecked();
    const refused = await domainsFrom(OUTSIDE);
    expect(refused.status()).toBe(403);
    expect((await refused.json()).message).toBe(
      `This API token cannot be used from ${OUTSIDE}: the address is not in the account's IP whitelist`,
    );
    expect((await domainsFrom(INSIDE)).status()).toBe(200);

    // off: tokens work from anywhere (sessions stay bound)
    await box.uncheck({ force: true });
    await expect.poll(async () => (await whitelistOf(request, session)).ip_whitelist_api_tokens).toBe(false);
    await expect(page.getByRole('checkbox', { name: account.t.applyToApiTokens })).not.toBeChecked();
    expect((await domainsFrom(OUTSIDE)).status()).toBe(200);
    await account.screenshot('whitelist-api-tokens-off');

    // on again: refused again, the token itself never revoked
    await page.getByRole('checkbox', { name: account.t.applyToApiTokens }).check({ force: true });
    await expect.poll(async () => (await whitelistOf(request, session)).ip_whitelist_api_tokens).toBe(true);
    expect((await domainsFrom(OUTSIDE)).status()).toBe(403);
    expect((await domainsFrom(INSIDE)).status()).toBe(200);
  });
});
