import { DEMO, expect, resetSandbox, signIn, test } from '../fixtures';
import { DEBT_TOKEN } from '../pages/BillingPage';
import { CdnPage } from '../pages/CdnPage';

test.describe('add-domain wizard', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('from /cdn: name, terms, nameservers, a paid plan, then the DNS page 3 s later', async ({ page }) => {
    const cdn = new CdnPage(page, 'en');
    const w = cdn.t.wizard;
    await cdn.gotoDomains();
    await page.getByRole('button', { name: cdn.t.add }).click();
    const wizard = cdn.wizard();
    await expect(wizard).toBeVisible();
    await expect(cdn.wizardButton(w.cancel)).toBeVisible();
    // a name already in the list
    await wizard.getByRole('textbox', { name: w.name }).fill('WWW.Example-Shop.ir');
    await cdn.wizardButton(w.next).click();
    await expect(wizard.getByText(w.existDomain)).toBeVisible();
    await wizard.getByRole('textbox', { name: w.name }).fill('https://www.New-Site.IR/');
    await cdn.screenshot('wizard-name', { fullPage: false });
    await cdn.wizardButton(w.next).click();
    // the terms must be accepted
    await cdn.wizardButton(w.next).click();
    await expect(wizard.getByText(w.termsError)).toBeVisible();
    await cdn.screenshot('wizard-terms', { fullPage: false });
    await wizard.getByText(w.accept).click();
    await cdn.wizardButton(w.next).click();
    const ns = wizard.getByRole('table', { name: w.nameservers });
    await expect(ns).toContainText('ns1.portal-cdn.example');
    await expect(ns).toContainText('ns1.irnic-parking.example');
    await expect(cdn.wizardButton(w.close)).toBeVisible();
    await cdn.screenshot('wizard-nameservers', { fullPage: false });
    await cdn.wizardButton(w.next).click();
    const plans = wizard.getByRole('radiogroup', { name: w.plan });
    await expect(plans.getByRole('radio', { name: /Free/ })).toBeChecked();
    await expect(plans).toContainText(/1,499,976 Tomans a month/);
    await cdn.screenshot('wizard-plan', { fullPage: false });
    await plans.getByText(cdn.t.plans.eco).click();
    await cdn.wizardButton(w.next).click();
    await expect(wizard.getByText(w.preparing)).toBeVisible();
    await cdn.screenshot('wizard-preparing', { fullPage: false });
    // three seconds later: the domain's DNS page, the dialog closed
    await expect(page).toHaveURL(/\/cdn\/new-site\.ir\/\d+\/dns$/, { timeout: 10_000 });
    await expect(wizard).toHaveCount(0);
    await expect(cdn.domainHeading('new-site.ir')).toBeVisible();
    // it is in the list, on the plan chosen
    await page.goto('/cdn?locale=en');
    await expect(cdn.row('new-site.ir')).toContainText(cdn.t.status.pending);
    await expect(cdn.row('new-site.ir')).toContainText(cdn.t.plans.eco);
  });

  for (const plan of ['free', 'eco', 'com', 'pro'] as const) {
    test(`the plan step's ${plan} plan: the provider keeps it for the new domain, and the list shows it`, async ({
      page,
      request,
    }) => {
      // the whole wizard, then the list in two languages and two sizes
      test.setTimeout(90_000);
      const cdn = new CdnPage(page, 'en');
      const w = cdn.t.wizard;
      const name = `plan-${plan}.com`;
      await cdn.gotoDomains();
      await page.getByRole('button', { name: cdn.t.add }).click();
      const wizard = cdn.wizard();
      await wizard.getByRole('textbox', { name: w.name }).fill(name);
      await cdn.wizardButton(w.next).click();
      await wizard.getByText(w.accept).click();
      await cdn.wizardButton(w.next).click();
      await expect(wizard.getByRole('table', { name: w.nameservers })).toBeVisible();
      await cdn.wizardButton(w.next).click();
      const plans = wizard.getByRole('radiogroup', { name: w.plan });
      await plans.getByText(cdn.t.plans[plan], { exact: true }).click();
      await expect(plans.getByRole('radio', { name: new RegExp(cdn.t.plans[plan]) })).toBeChecked();
      await cdn.wizardButton(w.next).click();
      await expect(page).toHaveURL(new RegExp(`/cdn/${name.replace('.', '\\.')}/\\d+/dns$`), {
        timeout: 15_000,
      });
      const res = await request.get('/api/v1/cdn/ng/domains', {
        headers: { Authorization: `Bearer ${DEMO.token}` },
      });
      const domains = (await res.json()).data as { name: string; plan: { name: string } }[];
      expect(domains.find((d) => d.name === name)?.plan.name).toBe(plan);
      // the list in both languages, on a desktop and a phone
      for (const list of [cdn, new CdnPage(page, 'fa')]) {
        await page.setViewportSize({ width: 1280, height: 720 });
        await list.gotoDomains();
        await expect(list.row(name)).toContainText(list.t.plans[plan]);
        await list.screenshot(`wizard-plan-${plan}-list`, { fullPage: false });
        await page.setViewportSize({ width: 390, height: 844 });
        await list.row(name).scrollIntoViewIfNeeded();
        await list.screenshot(`wizard-plan-${plan}-list-phone`, { fullPage: false });
      }
    });
  }

  test('from the dashboard in Persian: a Persian name, the free plan without a call, the DNS page', async ({
    page,
  }) => {
    const cdn = new CdnPage(page, 'fa');
    const w = cdn.t.wizard;
    let planCalls = 0;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/v1/cdn/ng/plans')) planCalls += 1;
    });
    await page.goto('/?locale=fa');
    await page
      .getByRole('region', { name: cdn.t.resources })
      .getByRole('button', { name: cdn.t.add })
      .click();
    const wizard = cdn.wizard();
    await expect(wizard).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await wizard.getByRole('textbox', { name: w.name }).fill('فروشگاه.ir');
    await cdn.wizardButton(w.next).click();
    await wizard.getByText(w.accept).click();
    await cdn.wizardButton(w.next).click();
    await expect(wizard.getByRole('table', { name: w.nameservers })).toBeVisible();
    await cdn.screenshot('wizard-nameservers', { fullPage: false });
    await cdn.wizardButton(w.back).click();
    await cdn.wizardButton(w.next).click();
    await cdn.wizardButton(w.next).click();
    await expect(wizard.getByRole('radiogroup', { name: w.plan }).getByRole('radio').first()).toBeChecked();
    await cdn.screenshot('wizard-plan', { fullPage: false });
    await cdn.wizardButton(w.next).click();
    await expect(page).toHaveURL(/\/cdn\/%D9%81%D8%B1%D9%88%D8%B4%DA%AF%D8%A7%D9%87\.ir\/\d+\/dns$/, {
      timeout: 10_000,
    });
    await expect(cdn.domainHeading('فروشگاه.ir')).toBeVisible();
    expect(planCalls).toBe(0);
  });

  test("back to the name with the provider's message when the domain is already on the CDN elsewhere", async ({
    page,
    request,
  }) => {
    // another customer has it
    const other = await request.post('/api/v1/cdn/ng/domains', {
      headers: { Authorization: `Bearer ${DEBT_TOKEN}` },
      form: { domain: 'taken-elsewhere.com' },
    });
    expect(other.ok()).toBe(true);
    const cdn = new CdnPage(page, 'en');
    const w = cdn.t.wizard;
    await cdn.gotoDomains();
    await page.getByRole('button', { name: cdn.t.add }).click();
    const wizard = cdn.wizard();
    await wizard.getByRole('textbox', { name: w.name }).fill('taken-elsewhere.com');
    await cdn.wizardButton(w.next).click();
    await wizard.getByText(w.accept).click();
    await cdn.wizardButton(w.next).click();
    await expect(wizard.getByText('Domain exists!')).toBeVisible();
    await expect(wizard.getByText('Step 1 of 5')).toBeAttached();
    await expect(wizard.getByRole('textbox', { name: w.name })).toHaveValue('taken-elsewhere.com');
  });

  test('the plan details open in a window of their own; closing it selects the free plan', async ({
    page,
  }) => {
    const cdn = new CdnPage(page, 'en');
    const w = cdn.t.wizard;
    await cdn.gotoDomains();
    await page.getByRole('button', { name: cdn.t.add }).click();
    const wizard = cdn.wizard();
    await wizard.getByRole('textbox', { name: w.name }).fill('details-first.com');
    await cdn.wizardButton(w.next).click();
    await wizard.getByText(w.accept).click();
    await cdn.wizardButton(w.next).click();
    await cdn.wizardButton(w.next).click();
    const plans = wizard.getByRole('radiogroup', { name: w.plan });
    await plans.getByText(cdn.t.plans.pro).click();
    await expect(plans.getByRole('radio', { name: /Professional/ })).toBeChecked();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      wizard.getByRole('link', { name: w.details }).click(),
    ]);
    await expect(popup).toHaveURL(/\/plans\/more-details$/);
    await expect(popup.getByRole('heading', { level: 1, name: cdn.t.planDetails })).toBeVisible();
    await expect(popup.getByRole('article', { name: cdn.t.plans.pro })).toBeVisible();
    // its own window: no header or side navigation
    await expect(popup.getByRole('navigation', { name: 'Areas' })).toHaveCount(0);
    await popup.screenshot({ path: 'screenshots/cdn-plan-details-en.png', fullPage: true });
    await popup.close();
    await expect(plans.getByRole('radio', { name: /Free/ })).toBeChecked();
  });
});
