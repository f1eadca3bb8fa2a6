import { expect, resetSandbox, signIn, test } from '../fixtures';
import { CdnPage, outboxCode, SEEDED } from '../pages/CdnPage';

test.describe("a domain's pages", () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`the domain information of an active, a pending and a suspended domain in ${locale}`, async ({
      page,
    }) => {
      const cdn = new CdnPage(page, locale);
      await cdn.gotoDomain(SEEDED.shop);
      const nav = await cdn.sections();
      await expect(nav.getByRole('link', { name: cdn.t.overview })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('link', { name: cdn.t.plansSection })).toHaveAttribute(
        'href',
        '/cdn/example-shop.ir/1/plans',
      );
      await expect(page.locator('time').first()).toHaveText(/^\d{4}\/\d{2}\/\d{2}$/);
      await page.waitForLoadState('networkidle');
      await cdn.screenshot('overview-active');
      await cdn.gotoDomain(SEEDED.blog);
      await expect(page.getByRole('table', { name: cdn.t.wizard.nameservers })).toContainText(
        'ns1.oldhost.example',
      );
      await page.waitForLoadState('networkidle');
      await cdn.screenshot('overview-pending');
      await cdn.gotoDomain(SEEDED.portfolio);
      await expect(
        page.getByRole('link', { name: locale === 'en' ? 'Increase balance' : 'افزایش موجودی' }),
      ).toHaveAttribute('href', '/financial/increase-balance');
      await page.waitForLoadState('networkidle');
      await cdn.screenshot('overview-suspended');
    });
  }

  test('on a phone the sections sit behind one button, grouped, in Persian', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdn = new CdnPage(page, 'fa');
    await cdn.gotoDomain(SEEDED.blog);
    const toggle = page.getByRole('button', { name: cdn.t.sectionsButton });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: cdn.t.sections }).getByRole('link', { name: cdn.t.plansSection }),
    ).toBeHidden();
    await page.waitForLoadState('networkidle');
    await cdn.screenshot('overview-phone');
    await toggle.click();
    await cdn.screenshot('nav-phone-open');
    await page
      .getByRole('navigation', { name: cdn.t.sections })
      .getByRole('link', { name: cdn.t.plansSection })
      .click();
    await expect(page).toHaveURL(/\/cdn\/my-blog\.com\/2\/plans$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toContainText(cdn.t.plansSection);
  });

  test('an id and name that do not match a domain of the user go back to /cdn', async ({ page }) => {
    const cdn = new CdnPage(page, 'en');
    await page.goto('/cdn/my-blog.com/1?locale=en');
    await expect(page).toHaveURL(/\/cdn$/);
    await expect(cdn.table()).toBeVisible();
    await page.goto('/cdn/example-shop.ir/999?locale=en');
    await expect(page).toHaveURL(/\/cdn$/);
  });

  test('a 403 on a CDN page goes back to /cdn', async ({ page }) => {
    const cdn = new CdnPage(page, 'en');
    const call = /\/api\/v1\/cdn\/ng\/domains\/1\/whois$/;
    await page.route(call, (route) =>
      route.fulfill({ status: 403, json: { success: false, message: 'This action is unauthorized.' } }),
    );
    await page.goto('/cdn/example-shop.ir/1?locale=en');
    await expect(page).toHaveURL(/\/cdn$/);
    await expect(cdn.table()).toBeVisible();
    await page.unroute(call);
    // the domain opens again, read afresh
    await cdn.domainLink('example-shop.ir').click();
    await expect(page.getByRole('region', { name: 'Registration (whois)' })).toContainText('IRNIC');
  });

  test("the redirect mode is saved with the provider's message", async ({ page }) => {
    const cdn = new CdnPage(page, 'en');
    await cdn.gotoDomain(SEEDED.shop);
    const panel = cdn.panel('Redirect mode');
    await panel.getByRole('combobox', { name: 'Redirect' }).selectOption('www');
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Settings successfully applied')).toBeVisible();
    await page.reload();
    await expect(cdn.panel('Redirect mode').getByRole('combobox', { name: 'Redirect' })).toHaveValue('www');
  });

  test('deleting a domain takes its name typed and the code sent, says what is wrong, then removes it from every list', async ({
    page,
    request,
  }) => {
    const cdn = new CdnPage(page, 'en');
    await cdn.gotoDomain(SEEDED.shop);
    await page.getByRole('button', { name: cdn.t.deleteOpen }).click();
    const dialog = page.getByRole('alertdialog', { name: cdn.t.deleteTitle('example-shop.ir') });
    await dialog.getByRole('button', { name: cdn.t.sendCode }).click();
    await expect(dialog.getByRole('status')).toContainText('0912***0001');
    const code = await outboxCode(request, 'domain-delete:1');
    // a wrong phrase
    await dialog.getByRole('textbox', { name: cdn.t.deletePhrase }).fill('example-shop');
    await dialog.getByRole('textbox', { name: cdn.t.deleteCode }).fill(code);
    await dialog.getByRole('button', { name: cdn.t.deleteConfirm }).click();
    await expect(dialog.getByText(cdn.t.phraseWrong)).toBeVisible();
    // a wrong code: the provider's word beside the field
    await dialog.getByRole('textbox', { name: cdn.t.deletePhrase }).fill('example-shop.ir');
    await dialog
      .getByRole('textbox', { name: cdn.t.deleteCode })
      .fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: cdn.t.deleteConfirm }).click();
    await expect(dialog.getByText(cdn.t.codeWrong)).toBeVisible();
    await cdn.screenshot('delete-dialog', { fullPage: false });
    await dialog.getByRole('textbox', { name: cdn.t.deleteCode }).fill(code);
    await dialog.getByRole('button', { name: cdn.t.deleteConfirm }).click();
    await expect(page.getByText(cdn.t.deleted('example-shop.ir'))).toBeVisible();
    await expect(page).toHaveURL(/\/cdn$/);
    await expect(cdn.domainLink('my-blog.com')).toBeVisible();
    await expect(cdn.domainLink('example-shop.ir')).toHaveCount(0);
    // the dashboard's list too
    await page.goto('/?locale=en');
    const card = page.getByRole('region', { name: cdn.t.resources });
    await expect(card.getByRole('link', { name: 'my-blog.com' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'example-shop.ir' })).toHaveCount(0);
  });
});
