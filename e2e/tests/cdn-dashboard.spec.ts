import fs from 'node:fs';
import path from 'node:path';
import { expect, resetSandbox, signIn, test } from '../fixtures';
import { DEBT_TOKEN } from '../pages/BillingPage';
import { CdnPage } from '../pages/CdnPage';

/** Whether the cloud remote offers an option in the resources card (its servers), as its contributions declare. */
const cloudOffersServers = (): boolean => {
  const file = path.join(__dirname, '../../mfe-cloud/contributions.json');
  const { widgets } = JSON.parse(fs.readFileSync(file, 'utf8')) as { widgets: Array<{ slot: string }> };
  return widgets.some((w) => w.slot === 'resources');
};

test.describe("the dashboard's resources card", () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`shows the domains by default, each opening its page, in a 250 px scroll area, in ${locale}`, async ({
      page,
    }) => {
      const cdn = new CdnPage(page, locale);
      await page.goto(`/?locale=${locale}`);
      const card = page.getByRole('region', { name: cdn.t.resources });
      const link = card.getByRole('link', { name: 'example-shop.ir' });
      await expect(link).toHaveAttribute('href', '/cdn/example-shop.ir/1');
      await expect(card.getByTestId('domains-scroll')).toHaveCSS('max-height', '250px');
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `screenshots/cdn-dashboard-card-${locale}.png`, fullPage: true });
      await link.click();
      await expect(page).toHaveURL(/\/cdn\/example-shop\.ir\/1$/);
    });
  }

  test('the card opens the add-domain wizard the CDN area declares', async ({ page }) => {
    const cdn = new CdnPage(page, 'en');
    await page.goto('/?locale=en');
    await page
      .getByRole('region', { name: cdn.t.resources })
      .getByRole('button', { name: cdn.t.add })
      .click();
    await expect(cdn.wizard()).toBeVisible();
    await expect(page.locator('[data-remote="cdn"][data-module="./dialogs/AddDomain"]')).toHaveAttribute(
      'data-status',
      'mounted',
    );
  });

  test('with the CDN remote down, only its option goes; the rest of the dashboard works', async ({
    page,
  }) => {
    const cdn = new CdnPage(page, 'en');
    await page.route('**/remotes/cdn/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/?locale=en');
    const card = page.getByRole('region', { name: cdn.t.resources });
    if (cloudOffersServers()) {
      await expect(card.locator('[data-resource^="cloud:"]')).toBeVisible();
      await expect(card.getByRole('combobox')).toHaveCount(0);
    } else {
      await expect(card.getByRole('status')).toContainText(cdn.t.unavailable);
    }
    await expect(card.getByRole('link', { name: 'example-shop.ir' })).toHaveCount(0);
    // the other cards still load
    await expect(
      page.locator('[data-remote="support"][data-module="./widgets/LatestTickets"]'),
    ).toHaveAttribute('data-status', 'mounted');
    await page.unroute('**/remotes/cdn/**');
  });

  test('with the cloud remote down, the domains are still listed', async ({ page }) => {
    const cdn = new CdnPage(page, 'fa');
    await page.route('**/remotes/cloud/**', (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto('/?locale=fa');
    const card = page.getByRole('region', { name: cdn.t.resources });
    await expect(card.getByRole('link', { name: 'example-shop.ir' })).toBeVisible();
    // the servers load only when the dropdown is reached (or chosen): then their option goes
    if (cloudOffersServers()) await card.getByRole('combobox').hover();
    await expect(card.getByRole('combobox')).toHaveCount(0);
    await expect(card.getByRole('link', { name: 'example-shop.ir' })).toBeVisible();
    await page.unroute('**/remotes/cloud/**');
  });

  test('an account without domains sees its servers when the cloud area offers them, else the add button', async ({
    page,
  }) => {
    await signIn(page, DEBT_TOKEN);
    const cdn = new CdnPage(page, 'en');
    await page.goto('/?locale=en');
    const card = page.getByRole('region', { name: cdn.t.resources });
    if (cloudOffersServers()) {
      await expect(card.locator('[data-resource^="cloud:"]')).toBeVisible();
    } else {
      await expect(card.getByText(cdn.t.empty)).toBeVisible();
      await expect(card.getByRole('button', { name: cdn.t.add })).toBeVisible();
    }
  });
});
