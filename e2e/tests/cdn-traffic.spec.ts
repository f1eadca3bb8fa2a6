import { expect, resetSandbox, signIn, test } from '../fixtures';
import { CdnRulesPage, RULE_DOMAINS } from '../pages/CdnRulesPage';

test.describe('CDN clusters, log forwarding and custom pages', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`a cluster is refused for a duplicate address and port and a bad weight, then saved (${locale})`, async ({
      page,
    }) => {
      const cdn = new CdnRulesPage(page, locale);
      await cdn.goto(RULE_DOMAINS.shop, 'clusters');
      await page.getByRole('button', { name: cdn.t.addCluster }).click();
      const form = cdn.form(cdn.t.addCluster);
      await cdn.field(form, cdn.t.clusterName).fill('eu-pool');
      await form.getByRole('button', { name: cdn.t.addServer }).click();
      const first = form.getByRole('group', { name: cdn.t.server(1) });
      const second = form.getByRole('group', { name: cdn.t.server(2) });
      await cdn.field(first, cdn.t.address).fill('10.0.0.5');
      await cdn.field(second, cdn.t.address).fill('10.0.0.5');
      await cdn.field(second, cdn.t.weight).fill('500');
      await form.getByRole('button', { name: cdn.t.saveCluster }).click();
      await expect(second.getByText(cdn.t.duplicate)).toBeVisible();
      await expect(second.getByText(cdn.t.invalidWeight)).toBeVisible();
      await cdn.screenshot('clusters-refused');

      await cdn.field(second, cdn.t.address).fill('10.0.0.6');
      await cdn.field(second, cdn.t.weight).fill('50');
      await form.getByRole('button', { name: cdn.t.saveCluster }).click();
      await cdn.toast(cdn.t.clusterSaved('eu-pool'));
      await expect(page.getByRole('article', { name: 'eu-pool' })).toContainText('10.0.0.6');
      await cdn.screenshot('clusters');
      await cdn.screenshot('clusters', true);
    });

    test(`log forwarding is refused for an empty parameter list and a #, then saved (${locale})`, async ({
      page,
    }) => {
      const cdn = new CdnRulesPage(page, locale);
      await cdn.goto(RULE_DOMAINS.store, 'log-forwarding');
      await page.getByRole('button', { name: cdn.t.addForwarder }).click();
      const form = cdn.form(cdn.t.addForwarder);
      await cdn.field(form, cdn.t.service).selectOption('syslog');
      await cdn.field(form, cdn.t.receiver).fill('logs.example.net:514');
      await cdn.field(form, cdn.t.parameters).fill('');
      await form.getByRole('button', { name: cdn.t.saveForwarder }).click();
      await expect(form.getByText(cdn.t.parametersEmpty)).toBeVisible();
      await cdn.field(form, cdn.t.parameters).fill('time\nuri#x');
      await form.getByRole('button', { name: cdn.t.saveForwarder }).click();
      await expect(form.getByText(cdn.t.parameterHash)).toBeVisible();
      await cdn.screenshot('log-forwarding-refused');
      await cdn.field(form, cdn.t.parameters).fill('time\nuri');
      await form.getByRole('button', { name: cdn.t.saveForwarder }).click();
      await cdn.toast(cdn.t.forwarderSaved);
      await expect(page.getByRole('table', { name: cdn.t.logForwarders })).toContainText(
        'logs.example.net:514',
      );
      await cdn.screenshot('log-forwarding');
      await cdn.screenshot('log-forwarding', true);
    });
  }

  test('a captcha page without mc_captcha_box is refused, and a script in a page stays inert in the preview', async ({
    page,
  }) => {
    const cdn = new CdnRulesPage(page, 'en');
    await cdn.goto(RULE_DOMAINS.shop, 'custom-page');
    await page.getByRole('tab', { name: cdn.t.captchaTab }).click();
    const captcha = cdn.form(cdn.t.captchaTab);
    await cdn.field(captcha, cdn.t.html(cdn.t.captchaTab)).fill('<form><button>Go</button></form>');
    await captcha.getByRole('button', { name: cdn.t.savePage }).click();
    await expect(captcha.getByText(cdn.t.captchaMissing)).toBeVisible();
    await cdn.field(captcha, cdn.t.html(cdn.t.captchaTab)).fill('<div id="mc_captcha_box"></div>');
    await captcha.getByRole('button', { name: cdn.t.savePage }).click();
    await cdn.toast(cdn.t.pageSaved);

    await page.getByRole('tab', { name: cdn.t.errorTab }).click();
    const errorPage = cdn.form(cdn.t.errorTab);
    await cdn
      .field(errorPage, cdn.t.html(cdn.t.errorTab))
      .fill(
        '<p id="x">inert</p><script>document.getElementById("x").textContent = "ran"; parent.document.title = "ran";</script>',
      );
    const preview = page.frameLocator(`iframe[title="${cdn.t.preview(cdn.t.errorTab)}"]`);
    await expect(preview.locator('#x')).toHaveText('inert');
    await expect(page).not.toHaveTitle('ran');
    await errorPage.getByRole('button', { name: cdn.t.savePage }).click();
    await cdn.toast(cdn.t.pageSaved);
    await page.reload();
    await expect(
      page.frameLocator(`iframe[title="${cdn.t.preview(cdn.t.errorTab)}"]`).locator('#x'),
    ).toHaveText('inert');
    await cdn.screenshot('custom-page');
    await cdn.screenshot('custom-page', true);
  });

  test('the custom pages in Persian', async ({ page }) => {
    const cdn = new CdnRulesPage(page, 'fa');
    await cdn.goto(RULE_DOMAINS.shop, 'custom-page');
    await expect(page.getByRole('tab', { name: cdn.t.captchaTab })).toBeVisible();
    await cdn.screenshot('custom-page');
  });
});
