import { expect, resetSandbox, signIn, test } from '../fixtures';
import { CdnRulesPage, RULE_DOMAINS } from '../pages/CdnRulesPage';

test.describe('CDN firewall and rate limit', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`a firewall rule is added, moved up the order and deleted (${locale})`, async ({ page }) => {
      const cdn = new CdnRulesPage(page, locale);
      await cdn.goto(RULE_DOMAINS.shop, 'firewall');
      await expect(cdn.firewallRows()).toHaveCount(2);
      await cdn.screenshot('firewall');

      const form = cdn.form(cdn.t.addRule);
      await cdn.field(form, cdn.t.path).fill('example-shop.ir/login');
      await form.getByRole('textbox', { name: cdn.t.countrySearch }).fill('ger');
      await form.locator('label', { hasText: cdn.t.germany }).click();
      await cdn.field(form, cdn.t.ips).fill('5.6.7.0/24');
      await form.getByRole('button', { name: cdn.t.addRule }).click();
      await cdn.toast(cdn.t.ruleSaved);
      await expect(cdn.firewallRows()).toHaveCount(3);
      await expect(cdn.firewallRows().nth(2)).toContainText('example-shop.ir/login');

      // the new rule (3rd) goes up one place, by the keyboard
      await page.getByRole('button', { name: cdn.t.moveDown(2) }).focus();
      await page.keyboard.press('Enter');
      await cdn.toast(cdn.t.orderSaved);
      await expect(cdn.firewallRows().nth(1)).toContainText('example-shop.ir/login');

      await page.getByRole('button', { name: cdn.t.deleteRule(2) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: cdn.t.delete }).click();
      await cdn.toast(cdn.t.ruleDeleted);
      await expect(cdn.firewallRows()).toHaveCount(2);
      await expect(cdn.firewallRows()).not.toContainText(['example-shop.ir/login']);
      await cdn.screenshot('firewall', true);
    });
  }

  test("the free plan's one rate-limit route: the form gives way to the plan's refusal, and the sandbox refuses a second", async ({
    page,
    request,
  }) => {
    const cdn = new CdnRulesPage(page, 'en');
    await cdn.goto(RULE_DOMAINS.blog, 'rate-limit');
    const form = cdn.form(cdn.t.addRoute);
    await cdn.field(form, cdn.t.routePath).fill('my-blog.com/api/*');
    await form.getByRole('button', { name: cdn.t.addRoute }).click();
    // the plan's one route: a plural's one
    await expect(page.getByText('1 of 1 route', { exact: true })).toBeVisible();
    await expect(page.getByText(cdn.t.planUnsupported)).toBeVisible();
    await expect(cdn.form(cdn.t.addRoute)).toHaveCount(0);
    await cdn.screenshot('rate-limit');
    const second = await request.post(`/api/v1/cdn/ng/domains/${RULE_DOMAINS.blog.id}/rate-limit`, {
      headers: { Authorization: 'Bearer demo-0123456789abcdef' },
      form: { path: 'my-blog.com/b', requests: '5', period: '1', action: 'block' },
    });
    expect(second.status()).toBe(422);
    expect((await second.json()).message).toBe(cdn.t.planUnsupported);
  });

  test('the rate-limit page in Persian and on a phone', async ({ page }) => {
    const cdn = new CdnRulesPage(page, 'fa');
    await cdn.goto(RULE_DOMAINS.shop, 'rate-limit');
    await expect(page.getByRole('table', { name: 'مسیرهای محدودیت نرخ' })).toBeVisible();
    await cdn.screenshot('rate-limit');
    await cdn.screenshot('rate-limit', true);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`WAF debug mode and a rule made in it end when the sandbox clock passes 30 minutes (${locale})`, async ({
      page,
    }) => {
      const cdn = new CdnRulesPage(page, locale);
      await cdn.goto(RULE_DOMAINS.shop, 'waf');
      await expect(cdn.wafMode('wafOn')).toHaveAttribute('aria-pressed', 'true');

      await page.locator('label', { hasText: cdn.t.sqliRule }).click();
      await expect(page.getByRole('list', { name: cdn.t.disabledRules })).toContainText(cdn.t.sqliRule);

      await cdn.wafMode('wafDebug').click();
      await cdn.toast(cdn.t.wafSaved);
      await expect(cdn.wafMode('wafDebug')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(cdn.t.debugLeft)).toContainText(/(30:00|29:5\d)/);

      const form = cdn.form(cdn.t.addWafRule);
      await cdn.field(form, cdn.t.routePath).fill('example-shop.ir/admin/*');
      await form.getByRole('button', { name: cdn.t.addWafRule }).click();
      const rules = page.getByRole('table', { name: cdn.t.wafRules });
      await expect(rules.locator('tbody tr')).toHaveCount(1);
      await expect(rules.locator('tbody tr').first()).toContainText(cdn.t.debugRule);
      // on screen at once beside the toast, highlighted
      await expect(cdn.highlighted()).toContainText('example-shop.ir/admin/*');
      await expect(cdn.highlighted()).toBeInViewport();
      await cdn.screenshot('waf');
      await cdn.screenshot('waf', true);

      await cdn.advanceClock(1800);
      await page.reload();
      await expect(cdn.wafMode('wafOff')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(cdn.t.debugLeft)).toHaveCount(0);
      await expect(page.getByText(cdn.t.wafRulesEmpty)).toBeVisible();
      // the disabled rule stays disabled: only debug mode and its rules end
      await expect(page.getByRole('list', { name: cdn.t.disabledRules })).toContainText(cdn.t.sqliRule);
    });
  }
});
