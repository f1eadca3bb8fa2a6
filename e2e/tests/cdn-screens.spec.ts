import { expect, signIn, test } from '../fixtures';
import { CDN_SETTINGS_SECTIONS, CdnSettingsPage, type CdnSettingsSection } from '../pages/CdnSettingsPage';
import { ShellPage } from '../pages/ShellPage';

// Pictures of the DNS, HTTPS, caching and acceleration pages in both locales and at phone width,
// to be looked at after a change (e2e/screenshots/cdn-<section>[-phone]-<locale>.png).
const SECTIONS = Object.keys(CDN_SETTINGS_SECTIONS) as CdnSettingsSection[];

test.describe('CDN settings pages: screenshots', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  for (const locale of ['fa', 'en'] as const) {
    for (const width of [1366, 390]) {
      test(`${locale} at ${width} px`, async ({ page }) => {
        test.setTimeout(90_000);
        await page.setViewportSize({ width, height: width === 390 ? 844 : 860 });
        const cdn = new CdnSettingsPage(page, locale);
        for (const section of SECTIONS) {
          await cdn.goto(section);
          await new ShellPage(page).expectDirection(locale === 'fa' ? 'rtl' : 'ltr', locale);
          if (section === 'dns') await expect(cdn.recordRows().first()).toBeVisible();
          // nothing wider than the screen
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - window.innerWidth,
          );
          expect(overflow, `${section} overflows at ${width} px`).toBeLessThanOrEqual(0);
          await cdn.screenshot(width === 390 ? `${section}-phone` : section);
        }
      });
    }
  }
});
