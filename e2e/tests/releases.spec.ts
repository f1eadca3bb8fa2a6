// Independent releases, proven in the browser: a remote is published (built alone), canaried for a
// cohort, grown, made stable and rolled back with the release tool while the shell and the other
// remotes stay untouched; QA overrides; the portal working under its Content Security Policy.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { cohortOf } from '../../release/src/cohort';
import { test, expect, signIn, DEMO } from '../fixtures';
import { AreaNav, REMOTE_NAMES } from '../pages/AreaNav';
import { ShellPage } from '../pages/ShellPage';
import {
  EXTRA_PAGE,
  RELEASES_DIR,
  buildAccountWithExtraPage,
  readManifest,
  release,
  stableVersion,
  type RemoteName,
} from '../pages/ReleaseTool';

const ROOT = path.resolve(__dirname, '../..');
/** The major of the SDK core the shell provides, and the next one (a remote built ahead of the shell). */
const SDK_MAJOR = Number(
  JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-sdk/package.json'), 'utf8')).version.split('.')[0],
);
const NEXT_SDK = `${SDK_MAJOR + 1}.0.0`;
const OTP_TOKEN = 'otp-0123456789abcdef'; // the second seeded account (user id 2)

function hashDir(dir: string): string {
  const hash = crypto.createHash('sha256');
  const visit = (rel: string) => {
    for (const entry of fs
      .readdirSync(path.join(dir, rel), { withFileTypes: true })
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const child = path.join(rel, entry.name);
      if (entry.isDirectory()) visit(child);
      else hash.update(child).update(fs.readFileSync(path.join(dir, child)));
    }
  };
  visit('');
  return hash.digest('hex');
}

/** Everything a release of `remote` must leave alone: the shell build, the other remotes' entries and folders. */
function untouchedBy(remote: RemoteName) {
  const manifest = readManifest();
  return {
    shell: hashDir(path.join(ROOT, 'shell/dist')),
    others: Object.fromEntries(
      REMOTE_NAMES.filter((r) => r !== remote).map((r) => {
        const { stable, canary, versions } = manifest.remotes[r];
        return [r, { stable, canary, versions, folder: hashDir(path.join(RELEASES_DIR, r, stable.version)) }];
      }),
    ),
  };
}

/** The manifest is re-read on every area load in this page (production waits 15 s between reads). */
async function freshManifestOnEveryAreaLoad(page: Page): Promise<void> {
  await page.route('**/config.json', async (route) => {
    const original = await route.fetch();
    await route.fulfill({
      response: original,
      json: { ...(await original.json()), manifestMaxAgeSeconds: 0 },
    });
  });
}

test.describe('releases', () => {
  test('a remote is published, canaried, promoted and rolled back while the shell and the other remotes stay untouched', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const nav = new AreaNav(page);
    const before = untouchedBy('account');
    const previousStable = stableVersion('account');
    const version = `1.0.1-e2e.${Date.now().toString(36)}`;

    // publish: builds mfe-account alone into a folder of its own and stores it, immutable
    const published = release(['account', 'publish', '--version', version]);
    expect(published.stdout).toMatch(/built account in [\d.]+ s/);
    expect(published.stdout).toContain(`account ${version}: published`);
    expect(fs.existsSync(path.join(RELEASES_DIR, 'account', version, 'mf-manifest.json'))).toBe(true);
    expect(stableVersion('account')).toBe(previousStable);

    // canary for the demo customer's cohort only (promote checks the entry over HTTP too)
    const percent = cohortOf(1, 'account') + 1;
    release(['account', 'promote', version, '--percent', String(percent), '--base-url', baseURL as string]);
    expect(release(['account', 'status']).stdout).toMatch(
      new RegExp(
        `account\\s+${previousStable.replace(/[+.]/g, '\\$&')}\\s+${version.replace(/[+.]/g, '\\$&')} to ${percent} %`,
      ),
    );

    await freshManifestOnEveryAreaLoad(page);
    await signIn(page);
    await page.goto('/profile?locale=en');
    await nav.expectMounted('account', version);
    await expect(nav.area('account')).toHaveAttribute('data-channel', 'canary');
    for (const other of REMOTE_NAMES.filter((r) => r !== 'account')) {
      await nav.open(other);
      await nav.expectMounted(other, before.others[other]?.stable.version);
    }

    // a customer outside the cohort (account cohort 88) keeps stable
    expect(cohortOf(2, 'account')).toBeGreaterThanOrEqual(percent);
    const otherCustomer = await browser.newContext();
    const otherPage = await otherCustomer.newPage();
    await signIn(otherPage, OTP_TOKEN);
    await otherPage.goto('/profile?locale=en');
    await new AreaNav(otherPage).expectMounted('account', previousStable);
    await otherCustomer.close();

    // the same long-open tab from here on: no reloads
    const mark = await nav.markPage();
    const reopenAccount = async () => {
      await nav.open('support');
      await nav.expectMounted('support');
      await nav.open('account');
    };

    // growing the canary keeps the customers it already had
    release(['account', 'promote', version, '--percent', '60']);
    await reopenAccount();
    await nav.expectMounted('account', version);
    await expect(nav.area('account')).toHaveAttribute('data-channel', 'canary');

    // 100 % makes it stable: picked up on the next area load
    release(['account', 'promote', version, '--percent', '100']);
    await reopenAccount();
    await nav.expectMounted('account', version);
    await expect(nav.area('account')).toHaveAttribute('data-channel', 'stable');

    // rollback: the previous stable again, at once
    expect(release(['account', 'rollback']).stdout).toContain(
      `account rolled back: ${previousStable} is stable`,
    );
    await reopenAccount();
    await nav.expectMounted('account', previousStable);
    await nav.expectSamePage(mark);

    // nothing else moved
    expect(untouchedBy('account')).toEqual(before);
  });

  test('promote judges an own copy of the SDK by its core protocol, refuses a React the shell lacks and an unreachable entry; versions are immutable', async () => {
    const stable = stableVersion('cdn');
    const copy = (mutate: (dir: string) => void) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-cdn-'));
      fs.cpSync(path.join(RELEASES_DIR, 'cdn', stable), dir, {
        recursive: true,
        filter: (src) => !src.endsWith('.release.json'),
      });
      for (const f of fs.readdirSync(dir)) fs.chmodSync(path.join(dir, f), 0o644);
      mutate(dir);
      return dir;
    };
    const suffix = Date.now().toString(36);

    // built against the next major of shared-sdk while the shell provides this one, with its own copy of the SDK: judged
    // by that copy's core protocol (the bus and session keys every copy on a page shares)
    const sdk2 = (protocol: number) =>
      copy((dir) => {
        const file = path.join(dir, 'mf-manifest.json');
        const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
        for (const shared of manifest.shared)
          if (shared.name === '@portal/shared-sdk')
            Object.assign(shared, { version: NEXT_SDK, requiredVersion: `^${NEXT_SDK}` });
        manifest.metaData.portal.ownCopies['@portal/shared-sdk'] = { coreProtocol: protocol };
        fs.writeFileSync(file, JSON.stringify(manifest));
      });
    release(['cdn', 'publish', '--dist', sdk2(1), '--version', `2.0.0-sdk2.${suffix}`]);
    expect(release(['cdn', 'promote', `2.0.0-sdk2.${suffix}`, '--check']).stdout).toContain(
      `cdn 2.0.0-sdk2.${suffix} can be promoted`,
    );
    release(['cdn', 'publish', '--dist', sdk2(2), '--version', `2.0.1-sdk2.${suffix}`]);
    const refused = release(['cdn', 'promote', `2.0.1-sdk2.${suffix}`, '--percent', '10'], {
      allowFail: true,
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(
      new RegExp(
        `@portal/shared-sdk: the remote needs \\^${SDK_MAJOR + 1}\\.0\\.0, the shell provides ${SDK_MAJOR}\\.\\d+\\.\\d+, and its own copy speaks core protocol 2, not the shell's 1`,
      ),
    );

    // built against a React the shell does not provide, with no copy of its own
    const react20 = copy((dir) => {
      const file = path.join(dir, 'mf-manifest.json');
      const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
      for (const shared of manifest.shared)
        if (shared.name === 'react') Object.assign(shared, { version: '20.0.0', requiredVersion: '^20.0.0' });
      fs.writeFileSync(file, JSON.stringify(manifest));
    });
    release(['cdn', 'publish', '--dist', react20, '--version', `1.9.0-react20.${suffix}`]);
    expect(
      release(['cdn', 'promote', `1.9.0-react20.${suffix}`, '--check'], { allowFail: true }).stderr,
    ).toMatch(/react: the remote needs \^20\.0\.0, the shell provides 19\./);

    // an entry script that is not there
    const noEntry = copy((dir) => fs.rmSync(path.join(dir, 'remoteEntry.js')));
    release(['cdn', 'publish', '--dist', noEntry, '--version', `1.9.0-noentry.${suffix}`]);
    const unreachable = release(['cdn', 'promote', `1.9.0-noentry.${suffix}`, '--percent', '100'], {
      allowFail: true,
    });
    expect(unreachable.stderr).toMatch(/entry not reachable, missing remoteEntry\.js/);

    // another build under an existing version
    const clash = release(['cdn', 'publish', '--dist', noEntry, '--version', stable], { allowFail: true });
    expect(clash.stderr).toMatch(/already published with different content; versions are immutable/);

    expect(readManifest().remotes.cdn).toMatchObject({ stable: { version: stable } });
    expect(readManifest().remotes.cdn.canary).toBeUndefined();
  });

  test('a QA override serves a listed version for the tab; an unknown version or a URL is refused with a notice', async ({
    page,
    context,
  }) => {
    const nav = new AreaNav(page);
    const stable = stableVersion('support');
    // another retained version of support to choose: the same build under a QA version name
    const target = `1.0.0-qa.${Date.now().toString(36)}`;
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-support-'));
    fs.cpSync(path.join(RELEASES_DIR, 'support', stable), dist, {
      recursive: true,
      filter: (src) => !src.endsWith('.release.json'),
    });
    release(['support', 'publish', '--dist', dist, '--version', target]);
    await signIn(page);

    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(new URL(page.url()).origin)) foreign.push(r.url());
    });
    await page.goto(
      `/support/tickets?locale=en&mfe_support=${encodeURIComponent('https://evil.example.com/remoteEntry.js')}`,
    );
    await nav.expectMounted('support', stable);
    await expect(page.getByTestId('rollout-notice').getByRole('alert')).toContainText(
      'QA override refused for Support: only the name of a published version is accepted, never an address.',
    );
    await page.goto('/support/tickets?locale=en&mfe_support=0.0.0-nope');
    await nav.expectMounted('support', stable);
    await expect(
      page.getByRole('alert').filter({ hasText: 'has no published version "0.0.0-nope"' }),
    ).toBeVisible();
    expect(foreign).toEqual([]);

    // a listed version: served and remembered for this tab, not for a new one
    await page.goto(`/support/tickets?locale=en&mfe_support=${encodeURIComponent(target)}`);
    await nav.expectMounted('support', target);
    await expect(nav.area('support')).toHaveAttribute('data-channel', 'override');
    await expect(
      page.getByRole('status').filter({ hasText: `QA override: Support is version ${target} in this tab.` }),
    ).toBeVisible();
    await page.goto('/support/tickets?locale=en');
    await nav.expectMounted('support', target);
    const otherTab = await context.newPage();
    await otherTab.goto('/support/tickets?locale=en');
    await expect(new AreaNav(otherTab).area('support')).toHaveAttribute('data-channel', 'stable');
    await otherTab.close();

    await page.getByRole('button', { name: 'Back to the usual version' }).click();
    await expect(page.getByTestId('rollout-notice')).toHaveCount(0);
  });

  test("the release service tells a signed-in customer their own version of each remote, and nobody else's", async ({
    request,
  }) => {
    const own = { Authorization: `Bearer ${DEMO.token}` };
    const res = await request.get('/rollout', { headers: own });
    expect(res.ok()).toBe(true);
    const { data } = await res.json();
    expect(data.user).toBe('1');
    const manifest = readManifest();
    for (const remote of REMOTE_NAMES) {
      // the version the manifest serves the demo customer (user 1): its canary when its cohort is in one
      const canary = manifest.remotes[remote].canary;
      const inCanary = !!canary && cohortOf(1, remote) < canary.percentage;
      expect(data.remotes[remote]).toEqual({
        cohort: cohortOf(1, remote),
        version: inCanary ? canary.version : stableVersion(remote),
        channel: inCanary ? 'canary' : 'stable',
      });
    }
    // another customer's cohort, or anything without a session: refused (the counts are the operators')
    expect((await request.get('/rollout?user=2', { headers: own })).status()).toBe(403);
    expect((await request.get('/rollout?user=1')).status()).toBe(401);
  });
});

test.describe('what a remote contributes, released on its own', () => {
  test('a remote built with an extra page and menu entries shows them, through the release tool alone: canary cohort first, gone when rolled back', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(300_000);
    const nav = new AreaNav(page);
    const shellBefore = hashDir(path.join(ROOT, 'shell/dist'));
    const previousStable = stableVersion('account');
    const version = `1.1.0-whatsnew.${Date.now().toString(36)}`;
    const whatsNew = () =>
      page.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: EXTRA_PAGE.title.en });

    release(['account', 'publish', '--dist', buildAccountWithExtraPage(), '--version', version]);
    expect(readManifest().remotes.account.versions?.find((v) => v.version === version)).toMatchObject({
      contributions: { routes: expect.arrayContaining([{ path: EXTRA_PAGE.path, title: EXTRA_PAGE.title }]) },
    });
    // a canary for the demo customer's cohort only
    release([
      'account',
      'promote',
      version,
      '--percent',
      String(cohortOf(1, 'account') + 1),
      '--base-url',
      baseURL as string,
    ]);

    await freshManifestOnEveryAreaLoad(page);
    await signIn(page);
    await page.goto('/?locale=en');
    await expect(whatsNew()).toHaveAttribute('href', EXTRA_PAGE.path);
    await page.locator('header [data-menu="user"]').click();
    await expect(page.getByRole('menuitem', { name: EXTRA_PAGE.title.en })).toBeVisible();
    await page.keyboard.press('Escape');
    await whatsNew().click();
    await expect(page).toHaveURL(new RegExp(`${EXTRA_PAGE.path}$`));
    await nav.expectMounted('account', version);
    await expect(page.getByTestId('whats-new')).toHaveText(EXTRA_PAGE.heading);
    await expect(page).toHaveTitle(`Cloud Portal | ${EXTRA_PAGE.title.en}`);
    await page.getByRole('button', { name: 'فارسی' }).click();
    await expect(page).toHaveTitle(`پرتال ابری | ${EXTRA_PAGE.title.fa}`);
    await expect(
      page.getByRole('navigation', { name: 'بخش‌ها' }).getByRole('link', { name: EXTRA_PAGE.title.fa }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'English' }).click();

    // a customer outside the cohort sees the portal as it was
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, OTP_TOKEN);
    await otherPage.goto('/?locale=en');
    await expect(
      otherPage
        .getByRole('navigation', { name: 'Areas' })
        .getByRole('link', { name: 'Profile', exact: true }),
    ).toBeVisible();
    await expect(otherPage.getByRole('link', { name: EXTRA_PAGE.title.en })).toHaveCount(0);
    await other.close();

    // the same tab from here on: rollback withdraws the live canary, and the entry goes with the next area load
    const mark = await nav.markPage();
    expect(release(['account', 'rollback']).stdout).toContain(
      `account rolled back: canary ${version} withdrawn, ${previousStable} stays stable for everyone`,
    );
    expect(readManifest().remotes.account.canary).toBeUndefined();
    await nav.open('support');
    await nav.expectMounted('support');
    await expect(whatsNew()).toHaveCount(0);

    // stable for everyone, then rolled back: there and gone again
    release(['account', 'promote', version, '--percent', '100']);
    await nav.open('cloud');
    await expect(whatsNew()).toBeVisible();
    expect(release(['account', 'rollback']).stdout).toContain(
      `account rolled back: ${previousStable} is stable`,
    );
    await nav.open('support');
    await expect(whatsNew()).toHaveCount(0);
    await nav.open('account');
    await nav.expectMounted('account', previousStable);
    await nav.expectSamePage(mark);

    // all of it without a new shell
    expect(hashDir(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
  });
});

test.describe('version skew', () => {
  /**
   * Builds the skew fixture remote (release/test/skew-remote) against an SDK version and publishes
   * it as an account version. Not minified: the SDK it shares or bundles does not depend on it, and
   * minifying is half the build's time.
   */
  function buildSkewRemote(sdk: string, version: string): void {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), `skew-${sdk}-`));
    const webpack = path.join(ROOT, 'release/node_modules/.bin/webpack');
    const res = spawnSync(
      webpack,
      [
        '--config',
        'test/skew-remote/webpack.config.cjs',
        '--env',
        `sdk=${sdk}`,
        '--no-optimization-minimize',
        '--output-path',
        out,
      ],
      {
        cwd: path.join(ROOT, 'release'),
        encoding: 'utf8',
      },
    );
    expect(res.status, res.stderr + res.stdout).toBe(0);
    release(['account', 'publish', '--dist', out, '--version', version]);
  }

  test("a remote built against the shell's shared-sdk major uses the shell's singleton; one built against the next gets its own copy and still gets the session", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const sameSdk = `${SDK_MAJOR}.0.0`;
    const sameMajor = `1.0.5-skew.${suffix}`;
    const otherMajor = `2.0.0-skew.${suffix}`;
    buildSkewRemote(sameSdk, sameMajor);
    buildSkewRemote(NEXT_SDK, otherMajor);
    // its own copy speaks the shell's core protocol, so the tool would release it (a QA override loads it here)
    expect(release(['account', 'promote', otherMajor, '--check']).stdout).toContain(
      `account ${otherMajor} can be promoted`,
    );

    await signIn(page);
    await page.goto(`/profile?locale=en&mfe_account=${sameMajor}`);
    const skew = page.getByTestId('skew');
    await expect(skew).toHaveAttribute('data-built-against', sameSdk);
    await expect(skew).toHaveAttribute('data-shared-sdk', 'shell');
    await expect(skew).toHaveAttribute('data-signed-in', 'true');

    await page.goto(`/profile?locale=en&mfe_account=${otherMajor}`);
    await expect(skew).toHaveAttribute('data-built-against', NEXT_SDK);
    await expect(skew).toHaveAttribute('data-shared-sdk', 'own');
    await expect(skew).toHaveAttribute('data-signed-in', 'true');
    // two copies of the SDK in the page now: the shell's (its core, in the shell's entry; the rest
    // of it is loaded only when an area asks) and the remote's own of the next major
    const shell = new ShellPage(page);
    expect(await shell.loadedShares('@portal/shared-sdk/core-2')).toEqual([
      expect.stringMatching(new RegExp(`^${SDK_MAJOR}\\.\\d+\\.\\d+ from shell$`)),
    ]);
    expect(
      (await shell.loadedShares('@portal/shared-sdk')).filter((copy) => !copy.startsWith(`${SDK_MAJOR}.`)),
    ).toEqual([`${NEXT_SDK} from mfe_account`]);
    // the session still reaches the own copy through the bus: the shell switches the locale
    await page.getByRole('button', { name: 'فارسی' }).click();
    await expect(skew).toHaveAttribute('data-locale', 'fa');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(skew).toHaveAttribute('data-locale', 'en');
    await page.getByRole('button', { name: 'Back to the usual version' }).click();
  });
});

test.describe('security headers', () => {
  test('the portal works under its Content Security Policy, which blocks inline script', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (msg) => {
      if (/Content Security Policy|Refused to/.test(msg.text())) violations.push(msg.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        const w = window as unknown as { __cspViolations?: string[] };
        (w.__cspViolations ??= []).push(`${e.violatedDirective} ${e.blockedURI}`);
      });
    });
    const nav = new AreaNav(page);
    const response = await page.goto(`/force-set-token?token=${DEMO.token}`);
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toMatch(/script-src 'self'[^;]*;/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    // the page whose address carries a token sends no Referer (every other page: strict-origin-when-cross-origin)
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
    // the page asks before the link's token becomes the session (auth.spec.ts)
    await page.getByRole('button', { name: /^ادامه با حساب / }).click();
    await expect(page).toHaveURL(/\/(\?.*)?$/);
    await page.goto('/?locale=en');

    for (const remote of REMOTE_NAMES) {
      await nav.open(remote);
      await nav.expectMounted(remote);
    }
    expect(violations).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
    ).toEqual([]);

    // and it is enforced: an injected inline script does not run
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.body.appendChild(script);
      await new Promise((r) => setTimeout(r, 50));
      return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
    });
    expect(ran).toBe(false);
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []),
      )
      .toContainEqual(expect.stringMatching(/^script-src/));
  });
});
