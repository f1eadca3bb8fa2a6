import { expect, resetSandbox, signIn, test } from '../fixtures';
import { CdnDdosPage } from '../pages/CdnDdosPage';
import { RULE_DOMAINS } from '../pages/CdnRulesPage';

// example-shop.ir is on the eco plan: cookie and JavaScript challenges, each valid at most 1800 s; no captcha.
test.describe('CDN DDoS protection', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`a challenge's validity beyond the plan is refused beside its field, then saved; a path rule is added and deleted (${locale})`, async ({
      page,
    }) => {
      const ddos = new CdnDdosPage(page, locale);
      await ddos.goto(RULE_DOMAINS.shop);
      const js = ddos.ttlForm('js');
      const ttl = js.getByRole('textbox', { name: ddos.t.ttl });
      await expect(ttl).toHaveValue('1800');
      // captcha is not in the plan: its card says so, and the rule form cannot choose it
      await expect(ddos.ttlForm('captcha')).toHaveCount(0);
      await expect(ddos.challengeCard('captcha').getByText(ddos.t.planUnsupported)).toBeVisible();
      await expect(ddos.ruleForm().getByRole('option', { name: ddos.t.captchaNotOffered })).toBeDisabled();
      await ddos.screenshot('ddos');

      await ttl.fill('3600');
      await js.getByRole('button', { name: ddos.t.saveTtl }).click();
      await expect(js.getByText(ddos.t.ttlOutOfRange)).toBeVisible();
      await expect(ttl).toHaveValue('3600');
      await ttl.fill('900');
      await js.getByRole('button', { name: ddos.t.saveTtl }).click();
      await ddos.toast(ddos.t.ttlSaved);
      await page.reload();
      await expect(ddos.ttlForm('js').getByRole('textbox', { name: ddos.t.ttl })).toHaveValue('900');

      const form = ddos.ruleForm();
      await form.getByRole('textbox', { name: ddos.t.path }).fill('example-shop.ir/api/*');
      await form.getByRole('combobox', { name: ddos.t.challenge }).selectOption('js');
      await form.getByRole('button', { name: ddos.t.addRule }).click();
      await ddos.toast(ddos.t.ruleSaved);
      await expect(ddos.ruleRows()).toHaveCount(1);
      await expect(ddos.ruleRows().first()).toContainText('example-shop.ir/api/*');
      await expect(ddos.ruleRows().first()).toContainText(ddos.t.js);
      // on screen at once beside the toast, highlighted
      await expect(ddos.ruleRows().first().locator('[data-just-added]')).toHaveCount(1);
      await expect(ddos.ruleRows().first()).toBeInViewport();
      await ddos.screenshot('ddos-rule');

      await page.getByRole('button', { name: ddos.t.deleteRule('example-shop.ir/api/*') }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: ddos.t.delete }).click();
      await ddos.toast(ddos.t.ruleDeleted);
      await expect(page.getByText(ddos.t.rulesEmpty)).toBeVisible();
      await ddos.screenshot('ddos', true);
    });
  }

  test('a module not in the plan is refused by the API, and nothing is stored', async ({ page, request }) => {
    const ddos = new CdnDdosPage(page, 'en');
    const headers = { Authorization: 'Bearer demo-0123456789abcdef' };
    const base = `/api/v1/cdn/ng/domains/${RULE_DOMAINS.shop.id}`;
    const ttl = await request.post(`${base}/ddos/set-ttl/captcha`, { headers, form: { ttl: '600' } });
    expect(ttl.status()).toBe(422);
    expect((await ttl.json()).fields).toEqual({ challenge: [ddos.t.planUnsupported] });
    const rule = await request.post(`${base}/ddos/rules`, {
      headers,
      form: { path: 'example-shop.ir/login', challenge: 'captcha' },
    });
    expect(rule.status()).toBe(422);
    expect((await rule.json()).message).toBe(ddos.t.planUnsupported);
    await ddos.goto(RULE_DOMAINS.shop);
    await expect(page.getByText(ddos.t.rulesEmpty)).toBeVisible();
    await expect(ddos.ttlForm('captcha')).toHaveCount(0);
  });
});
