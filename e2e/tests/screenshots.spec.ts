import path from 'node:path';
import { test, expect, signIn } from '../fixtures';
import { ShellPage } from '../pages/ShellPage';

const dir = path.join(__dirname, '..', 'screenshots');

// Pictures to look at (e2e/screenshots/): each asserts the page is laid out in its direction first.
for (const locale of ['fa', 'en'] as const) {
  const dirAttr = locale === 'fa' ? 'rtl' : 'ltr';

  test(`login page in ${locale}`, async ({ page }) => {
    await page.goto(`/login?locale=${locale}`);
    await new ShellPage(page).expectDirection(dirAttr, locale);
    await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
    await page.screenshot({ path: path.join(dir, `login-${locale}.png`), fullPage: true });
  });

  test(`dashboard in ${locale}`, async ({ page }) => {
    await signIn(page);
    await page.goto(`/?locale=${locale}`);
    await new ShellPage(page).expectDirection(dirAttr, locale);
    await expect(page.locator('[data-remote][data-status="mounted"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: path.join(dir, `dashboard-${locale}.png`), fullPage: true });
  });
}
