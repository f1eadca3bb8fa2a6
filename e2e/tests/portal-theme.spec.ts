import path from 'node:path';
import { test, expect, signIn } from '../fixtures';
import { AreaNav } from '../pages/AreaNav';
import { AREAS, ShellPage } from '../pages/ShellPage';

const dir = path.join(__dirname, '..', 'screenshots');

/** The page's background as [r, g, b]. */
async function pageBackground(page: import('@playwright/test').Page): Promise<number[]> {
  const colour = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  return (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
}
const isDark = (rgb: number[]) => rgb.length === 3 && rgb.every((c) => c < 80);
const isLight = (rgb: number[]) => rgb.length === 3 && rgb.every((c) => c > 200);

test.describe('dark mode', () => {
  test('follows the system before the app runs (an external script, no inline one)', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    // only the colour-mode script may run: the class must not come from the application
    await page.route(/\.js(\?|$)/, (route) =>
      /\/color-mode\.[0-9a-f]{8}\.js$/.test(new URL(route.request().url()).pathname)
        ? route.continue()
        : route.abort(),
    );
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.unroute(/\.js(\?|$)/);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/login');
    await expect(page.locator('html')).toHaveClass(/\blight\b/);
    expect(isLight(await pageBackground(page))).toBe(true);
  });

  test('the header switch overrides the system and is kept after a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signIn(page);
    await page.goto('/?locale=en');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    const trigger = page.getByRole('button', { name: 'Theme: Follow the system' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio', { name: 'Dark' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect.poll(() => pageBackground(page).then(isDark)).toBe(true);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Theme: Dark' })).toBeVisible();
    // back to the system, which is light
    await page.getByRole('button', { name: 'Theme: Dark' }).click();
    await page.getByRole('menuitemradio', { name: 'Follow the system' }).click();
    await expect(html).toHaveClass(/\blight\b/);
  });

  // Pictures to look at (e2e/screenshots/dark-*.png): every area's first page and the dashboard in dark.
  for (const locale of ['fa', 'en'] as const) {
    test(`every area in dark, ${locale}`, async ({ page }) => {
      test.slow();
      await page.emulateMedia({ colorScheme: 'dark' });
      await signIn(page);
      const shell = new ShellPage(page);
      // the dashboard loaded, the areas reached in the page as the side menu does
      for (const { remote, path: areaPath } of [{ remote: 'dashboard', path: '/' }, ...AREAS]) {
        if (remote === 'dashboard') await page.goto(`${areaPath}?locale=${locale}`);
        else await new AreaNav(page).navigate(areaPath);
        await shell.expectDirection(locale === 'fa' ? 'rtl' : 'ltr', locale);
        if (remote !== 'dashboard') await shell.expectAreaMounted(remote);
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        expect(isDark(await pageBackground(page))).toBe(true);
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: path.join(dir, `dark-${remote}-${locale}.png`), fullPage: true });
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/?locale=${locale}`);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(dir, `dark-dashboard-phone-${locale}.png`), fullPage: true });
      // nothing wider than the phone; the theme menu moves from the header into the drawer
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: locale === 'fa' ? 'باز کردن منو' : 'Open navigation' }).click();
      await expect(
        page
          .getByRole('dialog')
          .getByRole('button', { name: locale === 'fa' ? 'پوسته: مطابق سیستم' : 'Theme: Follow the system' }),
      ).toBeVisible();
    });
  }
});
