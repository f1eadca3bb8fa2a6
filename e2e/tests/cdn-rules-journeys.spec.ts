import type { APIRequestContext } from '@playwright/test';
import { expect, resetSandbox, signIn, test } from '../fixtures';
import { cdnApiRead } from '../pages/CdnApi';
import { CdnRulesPage, RULE_DOMAINS } from '../pages/CdnRulesPage';

const SHOP = RULE_DOMAINS.shop;

/** What the provider keeps under example-shop.ir's `section`. */
const read = <T>(request: APIRequestContext, section: string) => cdnApiRead<T>(request, SHOP.id, section);

interface FirewallRule {
  id: number;
  path: string;
  action: string;
  countries: string[];
  ips: string[];
  priority: number;
}

test.describe('CDN security and traffic rules: journeys with other choices than the defaults', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('firewall: the other default action, an allow rule by IPs, a deny rule by countries, a new order', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const cdn = new CdnRulesPage(page, 'en');
    await cdn.goto(SHOP, 'firewall');
    // the section's code and data on a busy machine
    await expect(cdn.firewallRows()).toHaveCount(2, { timeout: 20_000 });

    expect((await read<{ default_action: string }>(request, 'firewall')).default_action).toBe('allow');
    const defaults = page.getByRole('region', { name: cdn.t.firewallDefault });
    await defaults.getByRole('combobox').selectOption('deny');
    await defaults.getByRole('button', { name: cdn.t.save, exact: true }).click();
    await cdn.toast(cdn.t.settingsApplied);
    await expect
      .poll(async () => (await read<{ default_action: string }>(request, 'firewall')).default_action)
      .toBe('deny');

    const form = cdn.form(cdn.t.addRule);
    await cdn.field(form, cdn.t.path).fill('example-shop.ir/reports/*');
    await cdn.field(form, cdn.t.action).selectOption('allow');
    await cdn.field(form, cdn.t.ips).fill('203.0.113.0/24\n198.51.100.7');
    await form.getByRole('button', { name: cdn.t.addRule }).click();
    await cdn.toast(cdn.t.ruleSaved);
    await expect(cdn.highlighted()).toContainText('example-shop.ir/reports/*');
    await expect(cdn.highlighted()).toContainText(cdn.t.allow);
    await expect(cdn.highlighted()).toContainText('198.51.100.7');
    await expect(cdn.highlighted()).toBeInViewport();

    await cdn.field(form, cdn.t.path).fill('example-shop.ir/checkout');
    for (const [search, country] of [
      ['ger', cdn.t.germany],
      ['fra', cdn.t.france],
    ]) {
      await form.getByRole('textbox', { name: cdn.t.countrySearch }).fill(search!);
      await form.locator('label', { hasText: country! }).click();
    }
    await form.getByRole('button', { name: cdn.t.addRule }).click();
    await cdn.toast(cdn.t.ruleSaved);
    await expect(cdn.highlighted()).toContainText('example-shop.ir/checkout');
    await expect(cdn.highlighted()).toContainText(`${cdn.t.germany}, ${cdn.t.france}`);
    await expect(cdn.highlighted()).toBeInViewport();

    let rules = (await read<{ rules: FirewallRule[] }>(request, 'firewall')).rules;
    expect(rules.slice(2)).toMatchObject([
      {
        path: 'example-shop.ir/reports/*',
        action: 'allow',
        countries: [],
        ips: ['203.0.113.0/24', '198.51.100.7'],
        priority: 3,
      },
      { path: 'example-shop.ir/checkout', action: 'deny', countries: ['DE', 'FR'], ips: [], priority: 4 },
    ]);

    // the countries' rule is checked before the IPs' one
    await page.getByRole('button', { name: cdn.t.moveDown(3) }).click();
    await cdn.toast(cdn.t.orderSaved);
    await expect(cdn.firewallRows().nth(2)).toContainText('example-shop.ir/checkout');
    await expect(cdn.highlighted()).toContainText('example-shop.ir/reports/*');
    rules = (await read<{ rules: FirewallRule[] }>(request, 'firewall')).rules;
    expect(rules.map((r) => `${r.priority} ${r.path}`).slice(2)).toEqual([
      '3 example-shop.ir/checkout',
      '4 example-shop.ir/reports/*',
    ]);
    await cdn.resultShots('journey-firewall', (c) =>
      c.firewallRows().filter({ hasText: 'example-shop.ir/checkout' }),
    );
  });

  test('rate limit: every period, both actions, limits other than 100, up to the plan’s cap', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const cdn = new CdnRulesPage(page, 'en');
    await cdn.goto(SHOP, 'rate-limit');
    const routes = [
      {
        path: 'example-shop.ir/search',
        requests: '20',
        period: '1',
        action: 'challenge',
        shown: '20 requests per second',
      },
      {
        path: 'example-shop.ir/login',
        requests: '5',
        period: '10',
        action: 'block',
        shown: '5 requests per 10 seconds',
      },
      {
        path: 'example-shop.ir/export/*',
        requests: '1000',
        period: '600',
        action: 'challenge',
        shown: '1,000 requests per 10 minutes',
      },
      // one: a plural's one
      {
        path: 'example-shop.ir/reset',
        requests: '1',
        period: '3600',
        action: 'block',
        shown: '1 request per hour',
      },
    ];
    for (const route of routes) {
      const form = cdn.form(cdn.t.addRoute);
      await cdn.field(form, cdn.t.routePath).fill(route.path);
      await cdn.field(form, cdn.t.requests).fill(route.requests);
      await cdn.field(form, cdn.t.period).selectOption(route.period);
      await cdn.field(form, cdn.t.pastLimit).selectOption(route.action);
      await form.getByRole('button', { name: cdn.t.addRoute }).click();
      await cdn.toast(cdn.t.settingsApplied);
      await expect(cdn.highlighted()).toContainText(route.path);
      await expect(cdn.highlighted()).toContainText(route.shown);
      await expect(cdn.highlighted()).toBeInViewport();
    }
    const stored = await read<{
      routes: { path: string; requests: number; period: number; action: string }[];
      max_routes: number;
    }>(request, 'rate-limit');
    expect(stored.routes.slice(1)).toMatchObject(
      routes.map((r) => ({
        path: r.path,
        requests: Number(r.requests),
        period: Number(r.period),
        action: r.action,
      })),
    );
    // the economy plan's five routes: the form gives way to the plan's refusal
    await expect(page.getByText(`5 of 5 routes`)).toBeVisible();
    await expect(page.getByText(cdn.t.planUnsupported)).toBeVisible();
    await cdn.resultShots('journey-rate-limit', (c) =>
      c.page.getByRole('table', { name: c.t.rateLimitRoutes }).locator('tbody tr').last(),
    );
  });

  test('page rules: one rule of each setting kind, at the priorities chosen', async ({ page, request }) => {
    test.setTimeout(90_000);
    const cdn = new CdnRulesPage(page, 'en');
    await cdn.goto(SHOP, 'page-rules');
    const rules = [
      {
        path: 'example-shop.ir/img/*',
        priority: '5',
        choose: { [cdn.t.cache]: 'bypass' },
        fill: { [cdn.t.cacheTime]: '600' },
        settings: { cache_mode: 'bypass', cache_ttl: 600 },
        shown: ['Cache: Bypass', 'Cache time (seconds): 600'],
      },
      {
        path: 'example-shop.ir/old/*',
        priority: '6',
        fill: { [cdn.t.redirectTo]: 'https://example-shop.ir/new' },
        choose: { [cdn.t.redirectCode]: '302' },
        settings: { redirect_url: 'https://example-shop.ir/new', redirect_code: 302 },
        shown: ['Redirect 302 to https://example-shop.ir/new'],
      },
      {
        path: 'example-shop.ir/admin/**',
        priority: '1',
        choose: { [cdn.t.securityLevel]: 'under_attack' },
        settings: { security_level: 'under_attack' },
        shown: ['Security level: Under attack'],
      },
      {
        path: 'example-shop.ir/pay/*',
        priority: '7',
        check: true,
        choose: { [cdn.t.waf]: 'off' },
        settings: { always_https: true, waf: false },
        shown: ['Always HTTPS', 'WAF off'],
      },
    ];
    for (const rule of rules) {
      const form = cdn.form(cdn.t.addPageRule);
      await cdn.field(form, cdn.t.routePath).fill(rule.path);
      await cdn.field(form, cdn.t.priority).fill(rule.priority);
      // the address before its code (the code is offered once there is an address)
      for (const [label, value] of Object.entries(rule.fill ?? {})) await cdn.field(form, label).fill(value);
      for (const [label, value] of Object.entries(rule.choose ?? {}))
        await cdn.field(form, label).selectOption(value);
      if (rule.check) await form.locator('label', { hasText: cdn.t.alwaysHttps }).click();
      await form.getByRole('button', { name: cdn.t.addPageRule }).click();
      await cdn.toast(cdn.t.settingsApplied);
      await expect(cdn.highlighted()).toContainText(rule.path);
      for (const text of rule.shown) await expect(cdn.highlighted()).toContainText(text);
      await expect(cdn.highlighted()).toBeInViewport();
    }
    const stored = await read<{ rules: { path: string; priority: number; settings: object }[] }>(
      request,
      'paths',
    );
    for (const rule of rules) {
      expect(
        stored.rules.find((r) => r.path === rule.path),
        rule.path,
      ).toEqual(expect.objectContaining({ priority: Number(rule.priority), settings: rule.settings }));
    }
    // listed by priority: the admin rule (1) before the seed's rule of priority 2
    const order = await page
      .getByRole('table', { name: cdn.t.pageRules })
      .locator('tbody tr')
      .allInnerTexts();
    const at = (path: string) => order.findIndex((row) => row.includes(path));
    expect(at('example-shop.ir/admin/**')).toBeLessThan(at('example-shop.ir/old-shop/*'));
    await cdn.resultShots('journey-page-rules', (c) =>
      c.page.getByRole('table', { name: c.t.pageRules }).locator('tbody tr').last(),
    );
  });
});
