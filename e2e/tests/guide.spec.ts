import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEMO, expect, signIn, test } from '../fixtures';
import { AreaNav } from '../pages/AreaNav';
import { applyGuideEdits, guideBlocks, guideEdits, runGuideBlock } from '../pages/GuideSteps';
import {
  RELEASES_DIR,
  readManifest,
  release,
  stableVersion,
  withdrawLeftoverCanary,
} from '../pages/ReleaseTool';

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

/** A digest of every file of a folder, names and contents: equal only when nothing in it changed. */
function folderDigest(dir: string): string {
  const hash = crypto.createHash('sha256');
  for (const name of (fs.readdirSync(dir, { recursive: true }) as string[]).sort()) {
    const file = path.join(dir, name);
    if (fs.statSync(file).isFile()) hash.update(name).update('\0').update(fs.readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

// docs/guide/add-a-page-with-a-call.md, as written: its file changes made in the repository, its
// commands run (the call's test, the package's minor and surface report, cdn published alone, checked,
// 10 %, 100 %, rolled back), and the new panel opened in English and Persian, showing what the
// provider answers for the new call. The files the commands change (the area package's version and
// surface report) are put back with the edits. Promoting cdn to 100 % is safe here: guide.spec.ts is
// a project of its own, each worker has a portal and a release store of its own, and the specs of a
// worker run one at a time, so no other test sees cdn while it is promoted; the test rolls it back,
// and a failed attempt does too, so the next spec of this worker gets the stable cdn of before.
test('the guide "Add a page with a new provider call" works as written: the call, its minor bump and surface report, a cdn panel, cdn built alone, promoted with the shell and the core untouched, and back', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(600_000);
  const edits = guideEdits('add-a-page-with-a-call.md');
  expect(edits.map((e) => e.file)).toEqual([
    'api/cdn/src/api/cdnDns.ts',
    'api/cdn/src/api/cdnDns.test.ts',
    'mfe-cdn/src/data/dns/keys.ts',
    'mfe-cdn/src/data/dns/proxiable-records-query.ts',
    'mfe-cdn/src/pages/OverviewPage/ProxiedRecordsPanel.tsx',
    'mfe-cdn/src/pages/OverviewPage/OverviewPage.tsx',
    'mfe-cdn/src/pages/OverviewPage/OverviewPage.tsx',
    'mfe-cdn/src/messages/en.json',
    'mfe-cdn/src/messages/fa.json',
    'mfe-cdn/src/testing/settingsHandlers.ts',
    'mfe-cdn/src/testing/settingsHandlers.ts',
    'mfe-cdn/src/pages/OverviewPage/OverviewPage.test.tsx',
  ]);
  const blocks = guideBlocks('add-a-page-with-a-call.md');
  expect(blocks.map((b) => b.length)).toEqual([1, 2, 1, 1, 2, 1, 1]);
  const [callTest, bump, panelTests, publish, canary, everyone, back] = blocks as [
    string[],
    string[],
    string[],
    string[],
    string[],
    string[],
    string[],
  ];
  const version = `1.2.0-guide.${Date.now().toString(36)}`;
  const replace: Array<[string, string]> = [
    ['1.2.0', version],
    ['http://localhost:8080', baseURL as string],
  ];
  withdrawLeftoverCanary('cdn');
  const before = stableVersion('cdn');
  const root = path.join(__dirname, '../..');
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  // what the guide's commands write besides its edits: put back with them
  const written = [
    'api/cdn/package.json',
    'api/cdn/api-surface.json',
    'shared-sdk/api-surface.json',
    'shared-ui/api-surface.json',
  ];
  const writtenBefore = new Map(written.map((file) => [file, read(file)]));
  const core = ['shared-sdk/package.json', 'shared-sdk/api-surface.json'];
  const coreBefore = core.map(read);
  const shellBefore = folderDigest(path.join(root, 'shell/dist'));
  const cdnPackage = () => (JSON.parse(read('api/cdn/package.json')) as { version: string }).version;
  const packageBefore = cdnPackage();
  const [major, minor] = packageBefore.split('.').map(Number) as [number, number];

  const restoreEdits = applyGuideEdits(edits);
  try {
    runGuideBlock(callTest, replace); // the call's test; a failing test throws with jest's output

    // the call added without the bump: the surface report is refused, as the guide says
    const refused = spawnSync(process.execPath, ['build/apiSurface.cjs'], { cwd: root, encoding: 'utf8' });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `@portal/api-cdn: its public surface changed since ${packageBefore} (4 lines), which needs a new minor version`,
    );
    expect(refused.stderr).toContain('added . cdnApi.dns.proxiable');

    // the minor bump, then the report with the new member
    runGuideBlock(bump, replace);
    expect(cdnPackage()).toBe(`${major}.${minor + 1}.0`);
    const report = JSON.parse(read('api/cdn/api-surface.json')) as {
      version: string;
      surface: Record<string, Record<string, string>>;
    };
    expect(report.version).toBe(cdnPackage());
    expect(report.surface['.']!['cdnApi.dns.proxiable']).toMatch(/^\(_0: number\) => Promise</);
    // the core never changed: its version and surface report are byte for byte as they were
    expect(core.map(read)).toEqual(coreBefore);

    // the panel's tests, over the area's test server answering the new call (a failing test throws)
    runGuideBlock(panelTests, replace);

    // cdn built alone and stored; nobody gets it yet
    const [published] = runGuideBlock(publish, replace);
    expect(published!.stdout).toContain(`cdn ${version}: published`);
    expect(readManifest().remotes.cdn.stable.version).toBe(before);
  } finally {
    restoreEdits();
    for (const [file, text] of writtenBefore) fs.writeFileSync(path.join(root, file), text);
  }
  expect(core.map(read)).toEqual(coreBefore);

  try {
    // checked, a canary for 10 %, then stable for everyone
    const [check, tenPercent] = runGuideBlock(canary, replace);
    expect(check!.stdout).toContain(`cdn ${version} can be promoted: the shell can run it`);
    expect(tenPercent!.stdout).toContain(`cdn ${version} is the canary for 10 % of users`);
    expect(readManifest().remotes.cdn.canary).toMatchObject({ version, percentage: 10 });
    const [stable] = runGuideBlock(everyone, replace);
    expect(stable!.stdout).toContain(`cdn ${version} is stable`);
    expect(readManifest().remotes.cdn.stable.version).toBe(version);
    expect(readManifest().remotes.cdn.canary).toBeUndefined();
    // the shell was neither rebuilt nor released
    expect(folderDigest(path.join(root, 'shell/dist'))).toBe(shellBefore);

    // the panel shows, type by type, what the provider answers for the new call
    const shares = async (locale: 'en' | 'fa') => {
      const res = await request.get('/api/v1/cdn/ng/domains/1/dns/proxiable', {
        headers: { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': locale },
      });
      expect(res.ok()).toBe(true);
      const records = ((await res.json()) as { data: Array<{ type: string; proxy: string }> }).data;
      const byType = new Map<string, { proxied: number; total: number }>();
      for (const { type, proxy } of records) {
        const share = byType.get(type) ?? { proxied: 0, total: 0 };
        share.total += 1;
        if (proxy === 'ACTIVE') share.proxied += 1;
        byType.set(type, share);
      }
      return [...byType];
    };
    const shareText = {
      en: (proxied: number, total: number) =>
        `${proxied} of ${total} ${total === 1 ? 'record' : 'records'} behind the CDN`,
      fa: (proxied: number, total: number) => `${proxied} از ${total} رکورد پشت CDN است`,
    };
    await signIn(page);
    const nav = new AreaNav(page);
    for (const [locale, title] of [
      ['en', 'Records behind the CDN'],
      ['fa', 'رکوردهای پشت CDN'],
    ] as const) {
      await page.goto(`/cdn/example-shop.ir/1?locale=${locale}`);
      await nav.expectMounted('cdn', version);
      await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
      const answered = await shares(locale);
      expect(answered.length).toBeGreaterThan(1);
      await expect(page.getByTestId('proxied-records').getByRole('listitem')).toHaveText(
        answered.map(
          ([type, { proxied, total }]) => new RegExp(`^${type}${shareText[locale](proxied, total)}$`),
        ),
      );
    }

    // back to the stable of before, at once: the panel is gone
    const [rolledBack] = runGuideBlock(back, replace);
    expect(rolledBack!.stdout).toContain(`cdn rolled back: ${before} is stable`);
    expect(readManifest().remotes.cdn.stable.version).toBe(before);
    await page.goto('/cdn/example-shop.ir/1?locale=en');
    await nav.expectMounted('cdn', before);
    await expect(page.getByRole('heading', { name: 'Registration (whois)', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Records behind the CDN' })).toHaveCount(0);
  } finally {
    // a failed attempt leaves no canary and no promoted cdn to the specs after it
    withdrawLeftoverCanary('cdn');
    if (stableVersion('cdn') === version) release(['cdn', 'rollback']);
  }
});
