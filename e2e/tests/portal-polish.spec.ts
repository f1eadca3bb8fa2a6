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

for (const locale of ['en', 'fa'] as const) {
  test(`the dashboard's card titles sit on one line on a 390 px phone (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 860 });
    await signIn(page);
    await page.goto(`/?locale=${locale}`);
    const resources = page.getByRole('region', { name: locale === 'en' ? 'Your resources' : 'منابع شما' });
    // the dropdown keeps its name for screen readers when its visible label makes way for the title
    await expect(resources.getByRole('combobox', { name: locale === 'en' ? 'Show' : 'نمایش' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: locale === 'en' ? 'Latest tickets' : 'آخرین تیکت‌ها' }),
    ).toBeVisible();
    for (const title of await page.locator('main h2').all()) {
      const { height, lineHeight } = await title.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(height, `"${await title.innerText()}" on one line`).toBeLessThan(lineHeight * 1.5);
    }
    await page.screenshot({ path: path.join(dir, `polish-dashboard-phone-${locale}.png`) });
  });
}
