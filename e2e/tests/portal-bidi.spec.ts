import path from 'node:path';
import { test, expect, signIn } from '../fixtures';

const dir = path.join(__dirname, '..', 'screenshots');
const DOMAIN = 'example-shop.ir';

// A ticket subject with a domain inside Persian text, on the phone-width dashboard: the line is cut
// at the subject's own end (its left, in either locale) with the domain isolated left to right, so
// what stays readable of the domain is its end (…hop.ir), never its start.
for (const locale of ['fa', 'en'] as const) {
  test(`a truncated ticket subject keeps the end of its domain readable at 390 px (${locale})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await page.goto(`/?locale=${locale}`);
    const domain = page.locator('[data-remote="support"] a bdi', { hasText: DOMAIN }).first();
    await expect(domain).toBeVisible();
    const line = domain.locator('xpath=..');
    await expect(line).toHaveAttribute('dir', 'rtl');
    await expect(line).toHaveAttribute('title', /example-shop\.ir/);

    const seen = await domain.evaluate((bdi) => {
      const box = (bdi.parentElement as HTMLElement).getBoundingClientRect();
      const text = bdi.firstChild as Text;
      const charBox = (i: number) => {
        const range = document.createRange();
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect();
      };
      const inside = (r: DOMRect) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
      const chars = [...(text.textContent ?? '')];
      return {
        cut: (bdi.parentElement as HTMLElement).scrollWidth > (bdi.parentElement as HTMLElement).clientWidth,
        visible: chars.map((c, i) => (inside(charBox(i)) ? c : '·')).join(''),
      };
    });
    // the subject does not fit a phone's row: it is cut, and the cut falls in or before the domain's start
    expect(seen.cut).toBe(true);
    expect(seen.visible).toMatch(/hop\.ir$/);
    expect(seen.visible.startsWith('e')).toBe(false);
    await page
      .locator('[data-remote="support"]')
      .first()
      .screenshot({ path: path.join(dir, `bidi-ticket-subject-${locale}-phone.png`) });
  });
}
