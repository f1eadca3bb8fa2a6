import { expect, resetSandbox, signIn, test } from '../fixtures';
import { DEBT_TOKEN } from '../pages/BillingPage';
import { CdnPage, DOMAINS_CALL } from '../pages/CdnPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('CDN domain list', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`lists the seeded domains with status, plan and date in ${locale}`, async ({ page }) => {
      const cdn = new CdnPage(page, locale);
      await cdn.gotoDomains();
      await new ShellPage(page).expectDirection(locale === 'fa' ? 'rtl' : 'ltr', locale);
      await expect(page.getByRole('heading', { level: 1, name: cdn.t.title })).toBeVisible();
      await expect(cdn.table().getByRole('columnheader')).toHaveText([...cdn.t.columns]);
      // newest first, as the sandbox seeded them
      await expect(cdn.rows()).toHaveCount(3);
      await expect(cdn.rows().locator('td:first-child')).toHaveText(['my-blog.com', 'example-shop.ir', 'old-portfolio.net']);
      await expect(cdn.row('my-blog.com')).toContainText(cdn.t.status.pending);
      await expect(cdn.row('my-blog.com')).toContainText(cdn.t.plans.free);
      await expect(cdn.row('example-shop.ir')).toContainText(cdn.t.status.active);
      await expect(cdn.row('example-shop.ir')).toContainText(cdn.t.plans.eco);
      await expect(cdn.row('old-portfolio.net')).toContainText(cdn.t.status.suspend);
      await expect(cdn.row('old-portfolio.net')).toContainText(cdn.t.plans.com);
      // YYYY/MM/DD with Latin digits (Jalali in fa)
      await expect(cdn.row('example-shop.ir').locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
      await cdn.screenshot('domains');
    });
  }

  test('a domain link opens /cdn/{domain_name}/{domain_id}', async ({ page }) => {
    const cdn = new CdnPage(page, 'en');
    await cdn.gotoDomains();
    await expect(cdn.domainLink('example-shop.ir')).toHaveAttribute('href', '/cdn/example-shop.ir/1');
    await cdn.domainLink('example-shop.ir').click();
    await expect(page).toHaveURL(/\/cdn\/example-shop\.ir\/1$/);
    await expect(page.getByRole('heading', { level: 1, name: cdn.t.domainTitle('example-shop.ir') })).toBeVisible();
    // and back to the list
    await page.goBack();
    await expect(cdn.domainLink('example-shop.ir')).toBeVisible();
  });

  test('clicking a row opens its domain too', async ({ page }) => {
    const cdn = new CdnPage(page, 'fa');
    await cdn.gotoDomains();
    await cdn.row('old-portfolio.net').getByText(cdn.t.status.suspend).click();
    await expect(page).toHaveURL(/\/cdn\/old-portfolio\.net\/3$/);
    await expect(page.getByRole('heading', { level: 1, name: cdn.t.domainTitle('old-portfolio.net') })).toBeVisible();
  });

  test('says no domains were added for an account without domains', async ({ page }) => {
    await signIn(page, DEBT_TOKEN);
    const cdn = new CdnPage(page, 'en');
    await cdn.gotoDomains();
    await expect(page.getByText(cdn.t.empty)).toBeVisible();
    await expect(cdn.rows()).toHaveCount(0);
  });

  test("a failed list shows the server's message, and retry loads it", async ({ page }) => {
    const cdn = new CdnPage(page, 'en');
    await page.route(DOMAINS_CALL, (route) => route.fulfill({ status: 500, json: { success: false, message: 'Please Try Again' } }));
    await page.goto('/cdn?locale=en');
    const alert = page.locator('[data-remote="cdn"]').getByRole('alert');
    await expect(alert).toContainText('Please Try Again', { timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
    await page.unroute(DOMAINS_CALL);
    await alert.getByRole('button', { name: cdn.t.retry }).click();
    await expect(cdn.domainLink('example-shop.ir')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });
});
