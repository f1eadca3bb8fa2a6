import { expect, resetSandbox, signIn, test } from '../fixtures';
import { RULE_DOMAINS } from '../pages/CdnRulesPage';
import { CdnReportsPage, daysAgo } from '../pages/CdnReportsPage';

// Every figure expected here is the SDK's deterministic rule for the range the page shows: the
// sandbox draws the reports with the same rule around the seeded domain.
test.describe('CDN reports', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  test('status: the totals of 24 hours, then of 7 days (en)', async ({ page }) => {
    const reports = new CdnReportsPage(page, 'en');
    await reports.goto(RULE_DOMAINS.shop, 'status');
    const day = await reports.presetFigures('status', '24h');
    await expect(reports.total('total')).toHaveText(reports.count(day.statistics.total ?? 0));
    await expect(reports.total('5xx')).toHaveText(reports.count(day.statistics['5xx'] ?? 0));
    await expect(page.getByRole('img', { name: 'Requests by status class over time' })).toBeVisible();
    await reports.preset('7d').click();
    const week = await reports.presetFigures('status', '7d');
    expect(week.statistics.total).not.toBe(day.statistics.total);
    await expect(reports.total('total')).toHaveText(reports.count(week.statistics.total ?? 0));
    await expect(page).toHaveURL(/\?period=7d$/);
  });

  test('errors: the last hour from the address, then 30 days (fa)', async ({ page }) => {
    const reports = new CdnReportsPage(page, 'fa');
    await reports.goto(RULE_DOMAINS.shop, 'errors', 'period=1h');
    const hour = await reports.presetFigures('errors', '1h');
    await expect(reports.total('total')).toHaveText(reports.count(hour.statistics.total ?? 0));
    await reports.preset('30d').click();
    const month = await reports.presetFigures('errors', '30d');
    await expect(reports.total('total')).toHaveText(reports.count(month.statistics.total ?? 0));
    await expect(page.getByRole('img', { name: 'خطاها به تفکیک کد' })).toBeVisible();
  });

  test('traffic: a custom range chosen on the calendar changes the bytes (en)', async ({ page }) => {
    const reports = new CdnReportsPage(page, 'en');
    const [from, to] = [daysAgo(3), daysAgo(2)];
    await reports.goto(RULE_DOMAINS.shop, 'traffic', `period=custom&from=${from}&to=${to}`);
    await expect(reports.shown('custom')).toBeVisible();
    const two = reports.customFigures('traffic', from, to);
    await expect(reports.total('served')).toHaveText(reports.bytes(two.statistics.served ?? 0));
    await expect(reports.total('saved')).toHaveText(reports.bytes(two.statistics.saved ?? 0));

    // a week ending yesterday, chosen by pressing its first and last days
    const calendar = page.getByRole('group', { name: reports.t.calendar });
    const [start, end] = [daysAgo(7), daysAgo(1)];
    // the calendar opens on the month of the range shown (count() does not wait for it to be drawn)
    await expect(calendar.locator(`[data-day="${from}"]`)).toBeVisible();
    // a week ago may be in the month before: at most one month back, and forward again for yesterday
    if ((await calendar.locator(`[data-day="${start}"]`).count()) === 0)
      await calendar.getByRole('button', { name: reports.t.previousMonth }).click();
    await calendar.locator(`[data-day="${start}"]`).click();
    if ((await calendar.locator(`[data-day="${end}"]`).count()) === 0)
      await calendar.getByRole('button', { name: 'Next month' }).click();
    await calendar.locator(`[data-day="${end}"]`).click();
    await page.getByRole('button', { name: reports.t.show }).click();
    await expect(page).toHaveURL(new RegExp(`period=custom&from=${start}&to=${end}`));
    const week = reports.customFigures('traffic', start, end);
    await expect(reports.total('served')).toHaveText(reports.bytes(week.statistics.served ?? 0));
  });

  for (const locale of ['fa', 'en'] as const) {
    test(`countries on a 390 px phone: the table fits without sideways scroll and no figure or unit is cut (${locale})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const reports = new CdnReportsPage(page, locale);
      // 30 days: the largest figures and units of the presets
      await reports.goto(RULE_DOMAINS.shop, 'country', 'period=30d');
      const table = page.getByRole('table', { name: reports.t.countryTable });
      await expect(table.locator('tbody tr').first()).toBeVisible();
      const fit = await table.evaluate((el) => {
        const scroller = el.parentElement as HTMLElement;
        const cut = [...el.querySelectorAll('th, td, td *')]
          .filter(
            (cell) =>
              (cell as HTMLElement).scrollWidth > (cell as HTMLElement).clientWidth + 1 &&
              getComputedStyle(cell).overflowX !== 'visible',
          )
          .map((cell) => cell.textContent);
        const cells = [...el.querySelectorAll('td')].map((td) => td.getBoundingClientRect());
        return {
          sideways: scroller.scrollWidth - scroller.clientWidth,
          page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          cut,
          outside: cells.filter((r) => r.left < 0 || r.right > window.innerWidth).length,
        };
      });
      expect(fit).toEqual({ sideways: 0, page: 0, cut: [], outside: 0 });
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `screenshots/cdn-reports-country-table-${locale}-phone.png` });
    });
  }

  test('countries: a row per country with its name and bar, sorted, and 7 days (fa)', async ({ page }) => {
    const reports = new CdnReportsPage(page, 'fa');
    await reports.goto(RULE_DOMAINS.shop, 'country');
    const day = await reports.presetFigures('country', '24h');
    const table = page.getByRole('table', { name: reports.t.countryTable });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(reports.t.iran);
    await expect(rows.first()).toContainText(reports.count(day.lists[0]?.requests ?? 0));
    await expect(rows.first().getByRole('meter')).toBeVisible();
    await table.getByRole('button', { name: reports.t.sortBy(reports.t.requests) }).click();
    await expect(rows.last()).toContainText(reports.t.iran);
    await reports.preset('7d').click();
    const week = await reports.presetFigures('country', '7d');
    await expect(reports.total('requests')).toHaveText(reports.count(week.statistics.requests ?? 0));
  });

  test('attacks: by type and over time, 24 hours then the last hour (en)', async ({ page }) => {
    const reports = new CdnReportsPage(page, 'en');
    await reports.goto(RULE_DOMAINS.shop, 'attacks');
    const day = await reports.presetFigures('attacks', '24h');
    await expect(reports.total('total')).toHaveText(reports.count(day.statistics.total ?? 0));
    await expect(page.getByRole('img', { name: 'Attacks by type' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Attacks over time' })).toBeVisible();
    // the same attacks one by one, newest first, ten at a time
    const list = page.getByRole('table', { name: 'Attacks one by one' });
    const first = await reports.presetAttacks('24h');
    await expect(list.getByRole('row').nth(1)).toContainText(first.items[0]!.attacker_ip);
    await expect(page.getByText(`1–10 of ${reports.count(first.total)}`)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    const second = await reports.presetAttacks('24h', 2);
    await expect(list.getByRole('row').nth(1)).toContainText(second.items[0]!.attacker_ip);
    await expect(list.getByRole('row').nth(10)).toContainText(second.items[9]!.attacker_ip);
    await reports.preset('1h').click();
    const hour = await reports.presetFigures('attacks', '1h');
    await expect(reports.total('total')).toHaveText(reports.count(hour.statistics.total ?? 0));
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`a pending domain has not been activated yet (${locale})`, async ({ page }) => {
      const reports = new CdnReportsPage(page, locale);
      await reports.goto(RULE_DOMAINS.blog, 'status');
      await expect(page.getByText(reports.t.notActivated)).toBeVisible();
      await expect(page.getByRole('group', { name: reports.t.period })).toHaveCount(0);
    });

    test(`screenshots of every report (${locale})`, async ({ page }) => {
      test.setTimeout(120_000);
      const reports = new CdnReportsPage(page, locale);
      // the first report loaded, the others reached in the page as the area's links do
      for (const report of ['status', 'errors', 'traffic', 'country', 'attacks'] as const) {
        if (report === 'status') await reports.goto(RULE_DOMAINS.shop, report);
        else await reports.open(RULE_DOMAINS.shop, report, report === 'traffic' ? 'period=7d' : '');
        await expect(reports.shown(report === 'traffic' ? '7d' : '24h')).toBeVisible();
        // each chart is drawn once its lazy plot arrived
        if (report !== 'country') await expect(page.locator('figure svg').first()).toBeVisible();
        await reports.screenshot(report);
        await reports.screenshot(report, true);
      }
      await reports.goto(RULE_DOMAINS.shop, 'status', `period=custom&from=${daysAgo(3)}&to=${daysAgo(1)}`);
      await expect(page.getByRole('group', { name: reports.t.calendar })).toBeVisible();
      await reports.screenshot('custom');
    });
  }
});
