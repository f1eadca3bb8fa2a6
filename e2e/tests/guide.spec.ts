import fs from 'node:fs';
import path from 'node:path';
import { DEMO, expect, signIn, test } from '../fixtures';
import { AreaNav } from '../pages/AreaNav';
import { applyGuideEdits, guideBlocks, guideEdits, runGuideBlock } from '../pages/GuideSteps';
import { RELEASES_DIR, readManifest, stableVersion, withdrawLeftoverCanary } from '../pages/ReleaseTool';

// docs/guide/release-a-canary.md, run as written: each ```sh block in order, with the guide's version
// and the portal's address replaced by the test's own, and what each block did checked.
test('the guide "Release a remote with a canary" works as written: publish, check, 10 %, status, a QA look, 50 %, 100 %, back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const blocks = guideBlocks('release-a-canary.md');
  expect(blocks.map((b) => b.length)).toEqual([1, 2, 1, 2, 1]);
  const version = `1.4.0-guide.${Date.now().toString(36)}`;
  const replace: Array<[string, string]> = [
    ['1.4.0', version],
    ['http://localhost:8080', baseURL as string],
  ];
  withdrawLeftoverCanary('support');
  const before = stableVersion('support');
  const [publish, promote, status, grow, back] = blocks as [string[], string[], string[], string[], string[]];

  // 1. built alone and stored; nobody gets it yet
  runGuideBlock(publish, replace);
  expect(fs.existsSync(path.join(RELEASES_DIR, 'support', version, 'mf-manifest.json'))).toBe(true);
  expect(readManifest().remotes.support.stable.version).toBe(before);
  expect(readManifest().remotes.support.canary).toBeUndefined();

  // 2. checked (nothing changed), then the canary for 10 %
  const [check] = runGuideBlock(promote, replace);
  expect(check!.stdout).toContain(`support ${version} can be promoted: the shell can run it`);
  expect(readManifest().remotes.support.canary).toMatchObject({ version, percentage: 10 });

  // 3. the status says so, and the QA override shows the canary in the browser
  const [shown] = runGuideBlock(status, replace);
  expect(shown!.stdout).toMatch(
    new RegExp(
      `support\\s+${before.replace(/[.+]/g, '\\$&')}\\s+${version.replace(/[.+]/g, '\\$&')} to 10 %`,
    ),
  );
  await signIn(page);
  await page.goto(`/support/tickets?locale=en&mfe_support=${version}`);
  const nav = new AreaNav(page);
  await nav.expectMounted('support', version);
  await expect(page.getByRole('heading', { name: 'Support', level: 1 })).toBeVisible();

  // 4. 50 %, then stable for everyone
  runGuideBlock(grow, replace);
  expect(readManifest().remotes.support.stable.version).toBe(version);
  expect(readManifest().remotes.support.canary).toBeUndefined();
  expect(readManifest().remotes.support.history?.slice(0, 2)).toMatchObject([
    { version },
    { version, percentage: 50 },
  ]);

  // 5. back to the stable of before, at once
  runGuideBlock(back, replace);
  expect(readManifest().remotes.support.stable.version).toBe(before);
  await page.goto('/support/tickets?locale=en&mfe_support=off');
  await nav.expectMounted('support', before);
});

// docs/guide/add-a-page.md, as written: its file changes made in the repository (put back afterwards),
// its command run, and the new page opened through the QA override in English and Persian, showing
// what the provider answers; the shell is not rebuilt.
test('the guide "Add a page to an area" works as written: a page, its words, route, tab and menu entry, built alone and opened before anyone else', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(240_000);
  const edits = guideEdits('add-a-page.md');
  expect(edits.map((e) => e.file)).toEqual([
    'mfe-billing/src/pages/GatewaysPage/GatewaysPage.tsx',
    'mfe-billing/src/messages/en.json',
    'mfe-billing/src/messages/fa.json',
    'mfe-billing/src/routes.tsx',
    'mfe-billing/src/routes.tsx',
    'mfe-billing/src/routes.tsx',
    'mfe-billing/contributions.json',
  ]);
  const blocks = guideBlocks('add-a-page.md');
  expect(blocks.map((b) => b.length)).toEqual([1]);
  const version = `1.6.0-guide.${Date.now().toString(36)}`;
  const replace: Array<[string, string]> = [
    ['1.6.0', version],
    ['http://localhost:8080', baseURL as string],
  ];
  const stable = stableVersion('billing');
  const shellBefore = fs.readFileSync(path.join(__dirname, '../../shell/dist/index.html'), 'utf8');

  const restore = applyGuideEdits(edits);
  try {
    runGuideBlock(blocks[0]!, replace);
  } finally {
    restore();
  }
  expect(fs.existsSync(path.join(RELEASES_DIR, 'billing', version, 'mf-manifest.json'))).toBe(true);
  expect(readManifest().remotes.billing.stable.version).toBe(stable);
  expect(fs.readFileSync(path.join(__dirname, '../../shell/dist/index.html'), 'utf8')).toBe(shellBefore);

  const gateways = async (locale: 'en' | 'fa') => {
    const res = await request.get('/api/v1/financial/banks', {
      headers: { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': locale },
    });
    expect(res.ok()).toBe(true);
    return ((await res.json()) as { data: Array<{ display_name: string }> }).data.map((b) => b.display_name);
  };
  await signIn(page);
  const nav = new AreaNav(page);
  for (const [locale, tab] of [
    ['en', 'Payment gateways'],
    ['fa', 'درگاه‌های پرداخت'],
  ] as const) {
    await page.goto(`/financial/gateways?locale=${locale}&mfe_billing=${version}`);
    await nav.expectMounted('billing', version);
    await expect(page.getByRole('link', { name: tab, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: tab, level: 2 })).toBeVisible();
    const names = await gateways(locale);
    expect(names.length).toBeGreaterThan(0);
    await expect(page.getByTestId('gateways').getByRole('listitem')).toHaveText(names);
  }
  // the header's Financial menu lists the page (contributions travel with the area's version)
  await page.locator('header [data-menu="financial"]').click();
  await page.getByRole('menuitem', { name: 'درگاه‌های پرداخت' }).click();
  await expect(page).toHaveURL(/\/financial\/gateways/);
  // the usual version has no such page: nobody else got it
  await page.goto('/financial/gateways?locale=en&mfe_billing=off');
  await nav.expectMounted('billing', stable);
  await expect(page.getByRole('link', { name: 'Payment gateways', exact: true })).toHaveCount(0);
});
