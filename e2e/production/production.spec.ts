import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as newRequest, type Page } from '@playwright/test';
import { cohortOf } from '../../release/src/cohort';
import { DEMO, expect, test } from '../fixtures';
import { AreaNav, REMOTE_NAMES } from '../pages/AreaNav';
import { BillingPage, rials } from '../pages/BillingPage';
import { LoginPage } from '../pages/LoginPage';
import { RELEASES_DIR, release, stableVersion, withdrawLeftoverCanary } from '../pages/ReleaseTool';
import { followTokenLink } from '../pages/TokenLinkPage';

// One smoke of the portal as it runs in production: nginx (the web image's configuration) in front
// of the release service and the provider API (the sandbox). The sandbox's test helpers are asked
// at its own address; nginx never proxies them.
const SANDBOX_URL = process.env.E2E_SANDBOX_URL as string;
const DEMO_USER_ID = 1;

/**
 * Every answer of 400 or more, and every request that failed, while the page is open. A request the
 * page itself gave up (net::ERR_ABORTED: the test navigated on while a query was in flight, or a
 * query was cancelled) is not a failure of the topology.
 */
function watchFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failures.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    const error = r.failure()?.errorText;
    if (error !== 'net::ERR_ABORTED') failures.push(`${error} ${r.method()} ${r.url()}`);
  });
  return failures;
}

test('through nginx: sign-in, dashboard, every remote, a deep link, a top-up (a foreign gateway refused), a canary — no failed request', async ({
  page,
  request,
  baseURL,
}) => {
  test.setTimeout(180_000);
  withdrawLeftoverCanary('account');
  const failures = watchFailures(page);
  const scripts: { url: string; encoding: string | undefined }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push({ url: r.url(), encoding: r.headers()['content-encoding'] });
  });

  // sign-in through the login form (the captcha's answer from the sandbox itself)
  const sandbox = await newRequest.newContext({ baseURL: SANDBOX_URL });
  const login = new LoginPage(page, sandbox);
  await login.open('en');
  await login.login(DEMO.email, DEMO.password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // one page of every remote, through the side menu
  const nav = new AreaNav(page);
  for (const remote of REMOTE_NAMES) {
    await nav.open(remote);
    await nav.expectMounted(remote, stableVersion(remote));
  }

  // a deep link, loaded afresh (history fallback), naming the API's origin to the before-paint
  // script as config.json does (this origin here: empty)
  await page.goto('/support/tickets?locale=en');
  await nav.expectMounted('support');
  const config = (await (await request.get('/config.json')).json()) as { apiBaseUrl: string };
  await expect(page.locator('meta[name="fp-api-base"]')).toHaveAttribute('content', config.apiBaseUrl);
  await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();

  // a top-up: an answer pointing at another site is refused in place, nothing is paid
  const billing = new BillingPage(page, 'en');
  const dialog = await billing.openAddBalanceFromDashboard();
  const balanceBefore = (await billing.headerBalance().textContent()) ?? '';
  const foreign = '**/submit/financial/payments/*';
  await page.route(foreign, async (route) => {
    const original = await route.fetch();
    const body = await original.json();
    await route.fulfill({
      response: original,
      json: { ...body, data: { ...body.data, redirectUrl: 'https://evil.example/pay' } },
    });
  });
  await billing.chooseChip(dialog, 3_000_000);
  await billing.chooseGateway(dialog, 'Mellat Bank');
  await dialog.getByRole('button', { name: billing.t.pay, exact: true }).click();
  await expect(dialog.getByTestId('gateway-refused')).toContainText(
    "The payment gateway's address (evil.example) is not one this portal trusts. Nothing was charged.",
  );
  await page.screenshot({ path: 'screenshots/production-gateway-refused-en.png' });
  expect(new URL(page.url()).origin).toBe(baseURL);
  await expect(billing.headerBalance()).toHaveText(balanceBefore);
  await page.unroute(foreign);

  // the real answer: the stand-in gateway through nginx, and back with the balance credited
  await billing.pay(dialog);
  await expect(page.getByRole('heading', { name: /Mellat Bank/ })).toBeVisible();
  expect(page.url()).toContain(`${baseURL}/gateway/pay/`);
  await billing.finishAtGateway('pay');
  await expect(page.getByText(billing.t.success).first()).toBeVisible();
  const credited = Number(balanceBefore.replace(/\D/g, '')) + 3_000_000;
  await expect(billing.headerBalance()).toContainText(rials(credited));

  // a canary for the demo customer's cohort, served through nginx and reported to the release service
  const stable = stableVersion('account');
  const version = `1.0.1-prod.${Date.now().toString(36)}`;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'prod-account-'));
  fs.cpSync(path.join(RELEASES_DIR, 'account', stable), dist, {
    recursive: true,
    filter: (src) => !src.endsWith('.release.json'),
  });
  release(['account', 'publish', '--dist', dist, '--version', version]);
  release([
    'account',
    'promote',
    version,
    '--percent',
    String(cohortOf(DEMO_USER_ID, 'account') + 1),
    '--base-url',
    baseURL as string,
  ]);
  const reported = page.waitForResponse(
    (r) => r.url().endsWith('/rollout/reports') && r.request().method() === 'POST',
  );
  await page.goto('/profile?locale=en');
  await nav.expectMounted('account', version);
  await expect(nav.area('account')).toHaveAttribute('data-channel', 'canary');
  const report = await reported;
  expect(report.status()).toBe(202);
  expect(report.request().postDataJSON()).toMatchObject({
    remote: 'account',
    version,
    channel: 'canary',
    outcome: 'loaded',
  });
  // The page's report was counted: the service's counts for the canary, asked with a report it does
  // not count (the stable channel). The answer's body is not read in the page: a request the service
  // worker passes on to the network gives the browser's tooling no body to hand back.
  const counts = await request.post('/rollout/reports', {
    headers: { Authorization: `Bearer ${DEMO.token}` },
    data: { remote: 'account', version, channel: 'stable', outcome: 'loaded' },
  });
  expect(counts.status()).toBe(202);
  expect(await counts.json()).toMatchObject({
    data: { remote: 'account', version, counted: false, tried: 1, loaded: 1, failed: 0 },
  });
  // the customer's own rollout, asked with the session; nobody else's, and nothing without one
  const view = await (
    await request.get('/rollout', { headers: { Authorization: `Bearer ${DEMO.token}` } })
  ).json();
  expect(view.data.remotes.account).toEqual({
    cohort: cohortOf(DEMO_USER_ID, 'account'),
    version,
    channel: 'canary',
  });
  expect((await request.get(`/rollout?user=${DEMO_USER_ID}`)).status()).toBe(401);

  // the sandbox's test helpers are not reachable through the portal
  expect((await request.post('/__sandbox/reset')).status()).toBe(404);
  expect((await request.get('/__sandbox/health')).status()).toBe(404);

  expect(failures).toEqual([]);
  // the build's brotli copies reached the browser through nginx: the shell's scripts and every remote's
  expect(scripts.filter((s) => s.encoding !== 'br')).toEqual([]);
  for (const remote of REMOTE_NAMES)
    expect(scripts.some((s) => s.url.includes(`/remotes/${remote}/`) && s.encoding === 'br')).toBe(true);
  await sandbox.dispose();
});

test('a refused gateway reads right in Persian on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await followTokenLink(page, DEMO.token);
  const billing = new BillingPage(page, 'fa');
  await billing.goto('increase-balance');
  const form = billing.form();
  await page.route('**/submit/financial/payments/*', async (route) => {
    const original = await route.fetch();
    const body = await original.json();
    await route.fulfill({
      response: original,
      json: { ...body, data: { ...body.data, redirectUrl: 'http://pay.bank.example/ipg' } },
    });
  });
  await billing.chooseChip(form, 1_500_000);
  await form.getByRole('button', { name: billing.t.pay, exact: true }).click();
  const alert = form.getByTestId('gateway-refused');
  await expect(alert).toContainText('به بانک هدایت نشدید');
  await expect(alert).toContainText('pay.bank.example');
  await alert.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'screenshots/production-gateway-refused-fa-phone.png' });
  await expect(page).toHaveURL(/\/financial\/increase-balance/);
});
