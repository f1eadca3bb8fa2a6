import { expect, resetSandbox, signIn, test } from '../fixtures';
import { CdnPage, SEEDED } from '../pages/CdnPage';

test.describe('CDN plans', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`the tiers side by side with their features and prices in ${locale}`, async ({ page }) => {
      const cdn = new CdnPage(page, locale);
      await cdn.gotoDomain(SEEDED.shop, 'plans');
      await expect(cdn.tier(cdn.t.plans.eco)).toContainText(locale === 'en' ? 'Current plan' : 'پلن فعلی');
      await expect(cdn.tier(cdn.t.plans.pro)).toContainText('3,000');
      await expect(cdn.tier(cdn.t.plans.com)).toContainText(/4,500,000/);
      const boxes = await Promise.all(
        [cdn.t.plans.free, cdn.t.plans.eco, cdn.t.plans.com, cdn.t.plans.pro].map((p) =>
          cdn.tier(p).boundingBox(),
        ),
      );
      // side by side on a wide screen: one row
      expect(new Set(boxes.map((b) => Math.round(b?.y ?? -1))).size).toBe(1);
      await page.waitForLoadState('networkidle');
      await cdn.screenshot('plans');
      await page.setViewportSize({ width: 390, height: 844 });
      await cdn.screenshot('plans-phone');
    });
  }

  test('a downgrade within 15 days of the purchase is refused with its message, by the page and by the provider', async ({
    page,
    request,
  }) => {
    const cdn = new CdnPage(page, 'en');
    await cdn.gotoDomain(SEEDED.pro, 'plans');
    await cdn
      .tier(cdn.t.plans.eco)
      .getByRole('button', { name: cdn.t.choose(cdn.t.plans.eco) })
      .click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(cdn.t.downgradeTooSoon);
    await expect(dialog.getByRole('button', { name: cdn.t.changeConfirm })).toHaveCount(0);
    await cdn.screenshot('plans-downgrade-refused', { fullPage: false });
    const api = await request.post('/api/v1/cdn/ng/plans', {
      headers: { Authorization: 'Bearer demo-0123456789abcdef', 'Accept-Language': 'en' },
      form: { domain_id: '4', plan_id: '2' },
    });
    expect(api.status()).toBe(422);
    expect((await api.json()).fields.plan_id[0]).toMatch(cdn.t.downgradeTooSoon);
  });

  test('a change shows the amount charged now to the end of the month, then charges the wallet', async ({
    page,
  }) => {
    const cdn = new CdnPage(page, 'en');
    await cdn.gotoDomain(SEEDED.shop, 'plans');
    const balance = page.getByRole('link', { name: /Balance/ });
    const before = await balance.textContent();
    await cdn
      .tier(cdn.t.plans.com)
      .getByRole('button', { name: cdn.t.choose(cdn.t.plans.com) })
      .click();
    const dialog = page.getByRole('alertdialog', {
      name: cdn.t.changeTitle('example-shop.ir', cdn.t.plans.com),
    });
    await expect(dialog).toContainText(cdn.t.chargeNow);
    await cdn.screenshot('plans-change', { fullPage: false });
    await dialog.getByRole('button', { name: cdn.t.changeConfirm }).click();
    await expect(page.getByText(cdn.t.changed('example-shop.ir', cdn.t.plans.com))).toBeVisible();
    await expect(cdn.tier(cdn.t.plans.com)).toContainText('Current plan');
    await expect(balance).not.toHaveText(before ?? '');
  });

  test('the plan details page stands alone, in Persian', async ({ page }) => {
    const cdn = new CdnPage(page, 'fa');
    await page.goto('/plans/more-details?locale=fa');
    await expect(page.getByRole('heading', { level: 1, name: cdn.t.planDetails })).toBeVisible();
    await expect(page).toHaveTitle(/پلن‌های CDN/);
    await expect(cdn.tier(cdn.t.plans.pro)).toBeVisible();
    await page.waitForLoadState('networkidle');
    await cdn.screenshot('plan-details');
  });
});
