import path from 'node:path';
import { test, expect, signIn } from '../fixtures';

const dir = path.join(__dirname, '..', 'screenshots');

for (const [locale, name, font] of [
  ['fa', 'پرتال ابری', /Vazirmatn/],
  ['en', 'Cloud Portal', /^Inter/],
] as const) {
  test(`the product name, page title and typeface follow the locale (${locale})`, async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await signIn(page);
    await page.goto(`/support/tickets?locale=${locale}`);
    await expect(page.locator('header').getByRole('link', { name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${name} \\| `));
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(font);
    await page.waitForLoadState('networkidle');
    // self-hosted: every font comes from this origin
    expect(fontRequests.length).toBeGreaterThan(0);
    for (const url of fontRequests) expect(new URL(url).origin).toBe(new URL(page.url()).origin);
    await page.screenshot({ path: path.join(dir, `polish-tickets-${locale}.png`) });
  });
}
