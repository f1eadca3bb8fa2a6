import fs from 'node:fs';
import path from 'node:path';
import { expect, signIn, test } from '../fixtures';
import { AreaNav } from '../pages/AreaNav';
import { guideBlocks, runGuideBlock } from '../pages/GuideSteps';
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
