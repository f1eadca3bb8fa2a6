import type { APIRequestContext, Page } from '@playwright/test';
import { expect, resetSandbox, signIn, test } from '../fixtures';
import { dnsRecords, professionalDomain } from '../pages/CdnApi';
import { CdnSettingsPage, type RecordInput } from '../pages/CdnSettingsPage';

const SHOP = { name: 'example-shop.ir', id: 1 };
const PAGE_SIZE = 25; // the record list's default page size

const records = (request: APIRequestContext, domainId = SHOP.id) => dnsRecords(request, domainId);

/** The stored record of that type and name, and the page of the list (of PAGE_SIZE) that holds it. */
async function stored(request: APIRequestContext, type: string, name: string, domainId = SHOP.id) {
  const list = await records(request, domainId);
  const index = list.findIndex((r) => r.type === type && r.name === name);
  expect(index, `${type} ${name} is stored`).toBeGreaterThanOrEqual(0);
  return { record: list[index]!, page: Math.floor(index / PAGE_SIZE) + 1, total: list.length };
}

/** The page of the list the address shows (the first when it names none). */
const shownPage = (page: Page) => () => Number(new URL(page.url()).searchParams.get('page') ?? '1');

test.describe('CDN DNS: what was saved is on screen', () => {
  test.beforeEach(async ({ page, request }) => {
    await resetSandbox(request);
    await signIn(page);
  });

  for (const locale of ['en', 'fa'] as const) {
    test(`a new record among example-shop.ir's 276 opens on its page, highlighted beside the toast; an edit that moves it follows it (${locale})`, async ({
      page,
      request,
    }) => {
      // three saves, each finding its page, and pictures at two sizes
      test.setTimeout(120_000);
      const dns = new CdnSettingsPage(page, locale);
      await dns.goto('dns');
      expect((await records(request)).length).toBe(275);

      // last in the list's order (by name, @ first): on the last page
      const last: RecordInput = {
        type: 'A',
        name: 'zz-e2e',
        contentLabel: dns.t.field.ip4,
        content: '192.0.2.200',
      };
      const dialog = await dns.fillNewRecord(last);
      await dialog.getByRole('button', { name: dns.t.save }).click();
      await expect(dns.toast(dns.t.recordAdded).first()).toBeVisible();
      const added = await stored(request, 'A', 'zz-e2e');
      expect(added).toMatchObject({ total: 276, page: 12 });
      await expect.poll(shownPage(page)).toBe(12);
      await expect(dns.highlightedRows()).toHaveCount(1);
      await expect(dns.highlightedRows()).toContainText('zz-e2e');
      await expect(dns.highlightedRows()).toContainText('192.0.2.200');
      await expect(dns.highlightedRows()).toBeInViewport();
      await expect(dns.toast(dns.t.recordAdded).first()).toBeVisible();
      await dns.screenshots('dns-added', dns.recordRows().filter({ hasText: 'zz-e2e' }));

      // a search that would hide the new record lets go of it
      await page.getByRole('searchbox').fill('www');
      await expect(dns.recordRows().first()).toContainText('www');
      const middle: RecordInput = {
        type: 'AAAA',
        name: 'media-e2e',
        contentLabel: 'IPv6',
        content: '2001:db8::e2e',
      };
      await (await dns.fillNewRecord(middle)).getByRole('button', { name: dns.t.save }).click();
      await expect(dns.toast(dns.t.recordAdded).first()).toBeVisible();
      const mid = await stored(request, 'AAAA', 'media-e2e');
      expect(mid.page).toBeGreaterThan(1);
      expect(mid.page).toBeLessThan(12);
      await expect.poll(shownPage(page)).toBe(mid.page);
      await expect(page.getByRole('searchbox')).toHaveValue('');
      await expect(dns.highlightedRows()).toContainText('media-e2e');
      await expect(dns.highlightedRows()).toBeInViewport();

      // renamed, the record moves to another page, and the list goes with it
      await page.getByRole('button', { name: dns.t.editRecord('AAAA', 'media-e2e') }).click();
      const edit = dns.dialog(dns.t.editTitle);
      await edit.getByRole('textbox', { name: dns.t.field.name, exact: true }).fill('a0-e2e');
      await edit.getByRole('button', { name: dns.t.save }).click();
      await expect(dns.toast(dns.t.recordUpdated).first()).toBeVisible();
      const moved = await stored(request, 'AAAA', 'a0-e2e');
      expect(moved.page).toBeLessThan(mid.page);
      await expect.poll(shownPage(page)).toBe(moved.page);
      await expect(dns.highlightedRows()).toContainText('a0-e2e');
      await expect(dns.highlightedRows()).toBeInViewport();
      await dns.screenshots('dns-moved', dns.recordRows().filter({ hasText: 'a0-e2e' }));
      // the highlight is for a moment only
      await expect(dns.highlightedRows()).toHaveCount(0, { timeout: 6000 });
    });
  }

  test('records found by "Fetch records" show highlighted on the list', async ({ page, request }) => {
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns', 'my-blog.com', 2);
    const before = (await records(request, 2)).length;
    await page.getByRole('button', { name: 'Fetch records' }).click();
    const dialog = dns.dialog('Records found');
    await expect(dialog.getByRole('checkbox').first()).toBeVisible();
    const offered = await dialog.getByRole('checkbox').count();
    await dialog.getByRole('button', { name: `Add ${offered} records` }).click();
    await expect(dns.toast(`${offered} records have been added`)).toBeVisible();
    const after = await records(request, 2);
    expect(after.length).toBe(before + offered);
    // the zone fits a page: every record found is on it, highlighted
    await expect(dns.highlightedRows('my-blog.com')).toHaveCount(offered);
    await expect(dns.recordRows('my-blog.com')).toHaveCount(after.length);
    await dns.screenshots('dns-fetched', dns.recordsTable('my-blog.com'));
  });

  test('records imported from a zone file show highlighted on the list', async ({ page, request }) => {
    const pro = await professionalDomain(request);
    test.skip(!pro, 'the seed has no professional-plan domain (zone import needs that plan)');
    if (!pro) return;
    const dns = new CdnSettingsPage(page, 'en');
    await dns.goto('dns', pro.name, pro.id);
    await page.getByRole('button', { name: 'Import zone file' }).click();
    const dialog = dns.dialog('Import a zone file');
    await dialog
      .getByRole('textbox', { name: 'Zone file text' })
      .fill('e2e-one 600 IN A 192.0.2.61\ne2e-two 7200 IN CNAME e2e-one\ne2e-three 300 IN TXT "imported"\n');
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByRole('button', { name: 'Import 3 records' }).click();
    await expect(dns.toast('3 records have been added')).toBeVisible();
    const list = await records(request, pro.id);
    expect(list.filter((r) => r.name.startsWith('e2e-')).map((r) => `${r.type} ${r.name} ${r.ttl}`)).toEqual([
      'A e2e-one 600',
      'TXT e2e-three 300',
      'CNAME e2e-two 7200',
    ]);
    await expect(dns.highlightedRows(pro.name)).toHaveCount(3);
    await expect(dns.highlightedRows(pro.name).first()).toContainText('e2e-one');
    await dns.screenshots('dns-imported', dns.recordRows(pro.name).filter({ hasText: 'e2e-one' }));
  });
});
