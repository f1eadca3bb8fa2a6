import { expect, resetSandbox, signIn, test } from '../fixtures';
import { DEBT_TOKEN } from '../pages/BillingPage';
import { CdnPage, DOMAINS_CALL, SEEDED } from '../pages/CdnPage';
import { ShellPage } from '../pages/ShellPage';

test.describe('CDN domain list', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`lists the seeded domains with status, plan, traffic and date in ${locale}`, async ({ page }) => {
      const cdn = new CdnPage(page, locale);
      await cdn.gotoDomains();
      await new ShellPage(page).expectDirection(locale === 'fa' ? 'rtl' : 'ltr', locale);
      await expect(page.getByRole('heading', { level: 1, name: cdn.t.title })).toBeVisible();
      await expect(cdn.table().getByRole('columnheader')).toHaveText([...cdn.t.columns]);
      // newest first, as the sandbox seeded them
      await expect(cdn.rows().locator('td:first-child')).toHaveText([
        'my-blog.com',
        'pro-store.com',
        'example-shop.ir',
        'old-portfolio.net',
      ]);
      await expect(cdn.row('my-blog.com')).toContainText(cdn.t.status.pending);
      await expect(cdn.row('my-blog.com')).toContainText(cdn.t.plans.free);
      await expect(cdn.row('example-shop.ir')).toContainText(cdn.t.status.active);
      await expect(cdn.row('example-shop.ir')).toContainText(cdn.t.plans.eco);
      await expect(cdn.row('example-shop.ir')).toContainText(/85.*500/);
      await expect(cdn.row('old-portfolio.net')).toContainText(cdn.t.status.suspend);
      await expect(cdn.row('pro-store.com')).toContainText(cdn.t.plans.pro);
      // YYYY/MM/DD with Latin digits (Jalali in fa)
      await expect(cdn.row('example-shop.ir').locator('time')).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
      await cdn.screenshot('domains');
    });
  }

  test('explains a status on hover and on keyboard focus', async ({ page }) => {
    const cdn = new CdnPage(page, 'fa');
    await cdn.gotoDomains();
    const badge = cdn.row('my-blog.com').locator('[data-status-hint="pending"]');
    await badge.hover();
    await expect(page.getByRole('tooltip')).toContainText(cdn.t.pendingHint);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await cdn.domainLink('my-blog.com').focus();
    await page.keyboard.press('Tab');
    await expect(badge).toBeFocused();
    await expect(page.getByRole('tooltip')).toContainText(cdn.t.pendingHint);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  });

  test('searches and filters, kept in the address with the page and size, and back restores them', async ({
    page,
  }) => {
    const cdn = new CdnPage(page, 'en');
    await cdn.gotoDomains();
    await page.getByRole('searchbox', { name: cdn.t.search }).fill('shop');
    await expect(cdn.rows().locator('td:first-child')).toHaveText(['example-shop.ir']);
    await expect(page).toHaveURL(/\/cdn\?q=shop/);
    await page.getByRole('searchbox', { name: cdn.t.search }).fill('');
    await page.getByRole('combobox', { name: cdn.t.statusFilter }).selectOption('active');
    await expect(cdn.rows().locator('td:first-child')).toHaveText(['pro-store.com', 'example-shop.ir']);
    await expect(page).toHaveURL(/\/cdn\?status=active$/);
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('25');
    await expect(page).toHaveURL(/status=active&size=25/);
    // a reload opens the same view
    await page.reload();
    await expect(cdn.rows().locator('td:first-child')).toHaveText(['pro-store.com', 'example-shop.ir']);
    await expect(page.getByRole('combobox', { name: cdn.t.statusFilter })).toHaveValue('active');
    await page.goBack();
    await expect(page).toHaveURL(/\/cdn\?status=active$/);
    await expect(page.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('10');
  });

  test('a domain link opens /cdn/{domain_name}/{domain_id}, and back returns to the list', async ({
    page,
  }) => {
    const cdn = new CdnPage(page, 'en');
    await cdn.gotoDomains();
    await expect(cdn.domainLink('example-shop.ir')).toHaveAttribute('href', '/cdn/example-shop.ir/1');
    await cdn.domainLink('example-shop.ir').click();
    await expect(page).toHaveURL(/\/cdn\/example-shop\.ir\/1$/);
    await expect(cdn.domainHeading('example-shop.ir')).toBeVisible();
    await page.goBack();
    await expect(cdn.domainLink('example-shop.ir')).toBeVisible();
  });

  test('clicking a row opens its domain too', async ({ page }) => {
    const cdn = new CdnPage(page, 'fa');
    await cdn.gotoDomains();
    await cdn.row('old-portfolio.net').locator('td').nth(2).click();
    await expect(page).toHaveURL(/\/cdn\/old-portfolio\.net\/3$/);
    await expect(cdn.domainHeading(SEEDED.portfolio.name)).toBeVisible();
  });

  test('says no domains were added for an account without domains, with the add button', async ({ page }) => {
    await signIn(page, DEBT_TOKEN);
    const cdn = new CdnPage(page, 'en');
    await page.goto('/cdn?locale=en');
    await expect(page.getByText(cdn.t.empty)).toBeVisible();
    await page.getByRole('button', { name: cdn.t.add }).click();
    await expect(cdn.wizard()).toBeVisible();
  });

  test("a failed list shows the server's message, and retry loads it", async ({ page }) => {
    const cdn = new CdnPage(page, 'en');
    await page.route(DOMAINS_CALL, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Please Try Again' } }),
    );
    await page.goto('/cdn?locale=en');
    const alert = page.locator('[data-remote="cdn"]').getByRole('alert');
    await expect(alert).toContainText('Please Try Again', { timeout: 15_000 });
    await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
    await page.unroute(DOMAINS_CALL);
    await alert.getByRole('button', { name: cdn.t.retry }).click();
    await expect(cdn.domainLink('example-shop.ir')).toBeVisible();
    await expect(alert).toHaveCount(0);
  });

  for (const locale of ['fa', 'en'] as const) {
    test(`on a phone: name and status only, and the list still opens a domain, in ${locale}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const cdn = new CdnPage(page, locale);
      await cdn.gotoDomains();
      await expect(cdn.table().getByRole('columnheader').filter({ visible: true })).toHaveText([
        cdn.t.columns[0],
        cdn.t.columns[1],
      ]);
      await cdn.screenshot('domains-phone');
      await cdn.domainLink('pro-store.com').click();
      await expect(page).toHaveURL(/\/cdn\/pro-store\.com\/4$/);
    });
  }
});
