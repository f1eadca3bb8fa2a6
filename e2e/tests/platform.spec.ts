import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cohortOf } from '../../release/src/cohort';
import { test, expect, resetSandbox, signIn } from '../fixtures';
import { AreaNav } from '../pages/AreaNav';
import { release, serveSignedChange } from '../pages/ReleaseTool';
import { AREAS, ShellPage } from '../pages/ShellPage';
import { SupportPage } from '../pages/SupportPage';

const ROOT = path.resolve(__dirname, '../..');

/** The version of @module-federation/enhanced a package builds with. */
function federationVersion(fromDir: string): string {
  return JSON.parse(
    fs.readFileSync(path.join(fromDir, 'node_modules/@module-federation/enhanced/package.json'), 'utf8'),
  ).version;
}

test.describe('platform', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("mounts each remote's parcel under its base path, in the page direction", async ({ page }) => {
    const shell = new ShellPage(page);
    for (const area of AREAS) {
      await page.goto(`${area.path}?locale=en`);
      await shell.expectAreaMounted(area.remote);
      await expect(shell.area(area.remote).locator('[dir="ltr"][lang="en"]').first()).toBeAttached();
    }
  });

  test('runs exactly one copy of react-dom across the shell and every remote', async ({ page }) => {
    const reactDomScripts = new Set<string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script' || !response.ok()) return;
      const body = await response.text().catch(() => '');
      // a key only React DOM's client puts on container nodes
      if (body.includes('__reactContainer$')) reactDomScripts.add(new URL(response.url()).pathname);
    });
    const shell = new ShellPage(page);
    await page.goto('/');
    for (const area of AREAS) {
      await page.goto(area.path);
      await shell.expectAreaMounted(area.remote);
    }
    expect([...reactDomScripts]).toHaveLength(1);
    expect(await shell.loadedShares('react-dom')).toEqual(['19.3.1 from shell']);
  });

  test('loads only the cores of shared-ui, the SDK and react-query on the dashboard, and the whole modules with the first area', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const nav = new AreaNav(page);
    await page.goto('/?locale=en');
    // the dashboard's widgets are in: every tiered module's core is loaded, from the shell's entry
    await expect(page.locator('[data-remote="billing"][data-module="./widgets/Balance"]')).toHaveAttribute(
      'data-status',
      'mounted',
    );
    await expect(
      page.locator('[data-remote="support"][data-module="./widgets/LatestTickets"]'),
    ).toHaveAttribute('data-status', 'mounted');
    const tiered = ['@portal/shared-ui', '@portal/shared-sdk', '@tanstack/react-query'];
    // the current cores (generation 2, build/sharedTiers.cjs); the former ones (`<name>/core`) stay out
    for (const name of tiered)
      expect(await shell.loadedShares(`${name}/core-2`)).toEqual([expect.stringMatching(/ from shell$/)]);
    for (const name of tiered) expect(await shell.loadedShares(name)).toEqual([]);
    for (const name of tiered) expect(await shell.loadedShares(`${name}/core`)).toEqual([]);
    // an area's table is in the rest: the shell starts loading its whole modules with the area's
    // entry, and the area takes them (no remote has a copy of shared-ui or react-query of its own)
    await nav.open('cloud');
    await shell.expectAreaMounted('cloud');
    await expect(shell.area('cloud').getByRole('table')).toBeVisible();
    for (const name of tiered)
      expect(await shell.loadedShares(name)).toEqual([expect.stringMatching(/ from shell$/)]);
    // no remote built now asks for a former core, so no page fetches it; a remote built against one
    // still finds it, with the names it had (the shell's login fields, which left the current core)
    for (const name of tiered) expect(await shell.loadedShares(`${name}/core`)).toEqual([]);
    expect(
      await shell.sharedExportTypes('@portal/shared-ui/core', [
        'PasswordField',
        'TextField',
        'CheckboxField',
        'DataTable',
      ]),
    ).toEqual(['function', 'function', 'function', 'undefined']);
    expect(await shell.sharedExportTypes('@tanstack/react-query/core', ['useMutation', 'useQuery'])).toEqual([
      'function',
      'function',
    ]);
    expect(
      await shell.sharedExportTypes('@portal/shared-sdk/core', ['validateLoginPassword', 'isOtpCode']),
    ).toEqual(['function', 'function']);
  });

  test('an area opened after pointing at its menu link takes over its warm-up and works like any other', async ({
    page,
  }) => {
    const nav = new AreaNav(page);
    const support = new SupportPage(page, 'en');
    const shell = new ShellPage(page);
    await page.goto('/?locale=en');
    await expect(support.latestTicketsCard()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await nav.link('support').hover();
    await page.waitForLoadState('networkidle');
    // the warm-up renders at idle priority (the bench finds 0.3 s after network idle enough); a
    // click before it is done mounts afresh
    await page.waitForTimeout(2000);
    await nav.link('support').click();
    await expect(page).toHaveURL(/\/support\/tickets$/);
    await shell.expectAreaMounted('support');
    // the page the warm-up rendered, moved into the parcel's element (a fresh mount renders into it)
    await expect(nav.area('support').locator(':scope > div > div > [data-portal-root]')).toBeAttached();
    await expect(support.ticketsTable('open').getByRole('row').nth(1)).toBeVisible();

    // its effects run: the tabs answer and keep the tab in the address
    await support.tab('closed').click();
    await expect(page).toHaveURL(/\/support\/tickets\?tab=closed$/);
    await expect(support.ticketsTable('closed')).toBeVisible();
    // its links move the shell's history
    await support.tab('open').click();
    const first = support.ticketsTable('open').getByRole('row').nth(1).getByRole('link');
    await first.click();
    await expect(page).toHaveURL(/\/support\/tickets\/\d+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/support\/tickets$/);
    // and the shell's updates reach it: the locale switch re-renders it in Persian
    await page.getByRole('button', { name: 'فارسی' }).first().click();
    await expect(nav.area('support').locator('[data-portal-root]')).toHaveAttribute('lang', 'fa');
    await expect(new SupportPage(page, 'fa').tab('closed')).toBeVisible();
  });

  test('a remote that fails to load shows an error with retry in place; the rest keeps working; retry recovers without reload', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    let broken = true;
    await page.route('**/remotes/cdn/**', (route) =>
      broken ? route.fulfill({ status: 503, body: 'down' }) : route.fallback(),
    );
    await page.goto('/cdn?locale=en');
    await expect(shell.area('cdn')).toHaveAttribute('data-status', 'error');
    const retry = shell.area('cdn').getByRole('button', { name: /try again/i });
    await expect(retry).toBeVisible();

    // menus and other areas still work
    await page.getByRole('link', { name: 'Support' }).first().click();
    await shell.expectAreaMounted('support');

    await page.goBack();
    await expect(shell.area('cdn')).toHaveAttribute('data-status', 'error');
    broken = false;
    const marker = await page.evaluate(() => ((window as unknown as { __noReload: number }).__noReload = 1));
    await shell
      .area('cdn')
      .getByRole('button', { name: /try again/i })
      .click();
    await shell.expectAreaMounted('cdn');
    expect(await page.evaluate(() => (window as unknown as { __noReload?: number }).__noReload)).toBe(marker);
  });

  test('a parcel that throws while mounting shows the in-place error and the rest keeps working', async ({
    page,
    pageErrors,
  }) => {
    const shell = new ShellPage(page);
    // the exposed module of the account area now throws when it is evaluated: a release built so
    // (its digests name that code; a file changed on its way would never run)
    const lift = await serveSignedChange(page, 'account', () => 'throw new Error("broken release")');
    await page.goto('/profile?locale=en');
    await expect(shell.area('account')).toHaveAttribute('data-status', 'error');
    await page.getByRole('link', { name: 'Financial' }).first().click();
    await shell.expectAreaMounted('billing');
    // the injected throw is the only error the page saw
    expect(new Set(pageErrors.splice(0))).toEqual(new Set(['broken release']));
    await lift();
  });

  test('page titles are the product name plus the route title', async ({ page }) => {
    await page.goto('/support/tickets?locale=en');
    await expect(page).toHaveTitle('Cloud Portal | Tickets');
    await page.goto('/?locale=fa');
    await expect(page).toHaveTitle('پرتال ابری | داشبورد');
  });

  test('any other path shows the not-found page with its own layout, home and support links', async ({
    page,
  }) => {
    await page.goto('/no/such/page?locale=en');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await page.getByRole('link', { name: 'Technical support' }).click();
    await expect(page).toHaveURL(/\/support\/tickets$/);
    await page.goto('/no/such/page?locale=fa');
    await page.getByRole('link', { name: 'بازگشت به داشبورد' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/cloud/vnc-console uses the blank layout', async ({ page }) => {
    const shell = new ShellPage(page);
    await page.goto('/cloud/vnc-console?locale=en');
    await shell.expectAreaMounted('cloud');
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Account' })).toHaveCount(0);
  });
});

test.describe('builds', () => {
  test('a remote built with another minor of Module Federation than the shell is promoted, loads, mounts and works', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await resetSandbox(request);
    // the account remote built as its releases are, with @module-federation/enhanced 2.8 under
    // another name (release/test/mf-minor-remote): its entry carries that version's bundler runtime.
    // Not minified: what is checked (the entry's runtime loads and mounts) does not depend on it,
    // and minifying is half the build's time.
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-minor-'));
    const accountDir = path.join(ROOT, 'mfe-account');
    const built = spawnSync(
      path.join(accountDir, 'node_modules/.bin/webpack'),
      [
        '--config',
        '../release/test/mf-minor-remote/webpack.config.cjs',
        '--mode',
        'production',
        '--no-optimization-minimize',
        '--output-path',
        out,
      ],
      { cwd: accountDir, encoding: 'utf8' },
    );
    expect(built.status, built.stderr + built.stdout).toBe(0);
    const pluginVersion: string = JSON.parse(fs.readFileSync(path.join(out, 'mf-manifest.json'), 'utf8'))
      .metaData.pluginVersion;
    const shellMinor = federationVersion(path.join(ROOT, 'shell')).split('.').slice(0, 2).join('.');
    expect(pluginVersion.split('.').slice(0, 2).join('.')).not.toBe(shellMinor);

    // published and promoted with the release tool (its checks pass), for the demo customer's cohort
    const version = `1.0.0-mf${pluginVersion}.${Date.now().toString(36)}`;
    release(['account', 'publish', '--dist', out, '--version', version]);
    release([
      'account',
      'promote',
      version,
      '--percent',
      String(cohortOf(1, 'account') + 1),
      '--base-url',
      baseURL as string,
    ]);
    try {
      const nav = new AreaNav(page);
      await signIn(page);
      await page.goto('/profile/edit-profile?locale=en');
      await nav.expectMounted('account', version);
      await expect(nav.area('account')).toHaveAttribute('data-channel', 'canary');
      const area = nav.area('account');
      // the profile comes from the API through the shell's shared libraries
      await expect(area.getByLabel('E-mail')).toHaveValue('demo@example.com');
      await area.getByLabel('Address').fill('Tehran, Valiasr St. 12');
      await area.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Settings successfully applied')).toBeVisible();
      // its routes and links work in the shell's router, and the shell's locale reaches it
      await area.getByRole('link', { name: 'Security' }).click();
      await expect(page).toHaveURL(/\/profile\/security$/);
      await page.getByRole('button', { name: 'فارسی' }).first().click();
      await expect(area.getByRole('heading', { name: 'حساب کاربری' })).toBeVisible();
      await area.getByRole('link', { name: 'ویرایش پروفایل' }).click();
      await expect(area.getByLabel('آدرس')).toHaveValue('Tehran, Valiasr St. 12');
    } finally {
      release(['account', 'promote', version, '--percent', '0']);
      fs.rmSync(out, { recursive: true, force: true });
    }
  });
});

test.describe("hover preloading fetches the area's data", () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test("pointing at an area's menu link fetches its first data, so the click shows content, not a skeleton", async ({
    page,
  }) => {
    const nav = new AreaNav(page);
    const area = nav.area('billing');
    await page.goto('/?locale=en');
    await expect(page.locator('[data-remote="billing"][data-module="./widgets/Balance"]')).toHaveAttribute(
      'data-status',
      'mounted',
    );
    await page.waitForLoadState('networkidle');
    // the gateways of the top-up (the area's first page) are nothing the dashboard loads
    const gatewayReads: number[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/api/v1/financial/banks') gatewayReads.push(Date.now());
    });
    await nav.link('billing').hover();
    await page.waitForLoadState('networkidle');
    // the warm-up renders at idle priority once the data is in (see the warm-up test above)
    await page.waitForTimeout(2000);
    const clickedAt = Date.now();
    expect(gatewayReads.length).toBeGreaterThan(0);
    expect(gatewayReads.every((at) => at < clickedAt)).toBe(true);

    // from the click on, anything of the page that shows its data loading is recorded
    await page.evaluate(() => {
      const w = window as unknown as { __loadingSeen: string[] };
      w.__loadingSeen = [];
      const record = () => {
        for (const el of document.querySelectorAll(
          '[data-remote="billing"][data-module="./app"] :is([aria-busy="true"], .chakra-skeleton)',
        )) {
          w.__loadingSeen.push(el.outerHTML.slice(0, 120));
        }
      };
      new MutationObserver(record).observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
      });
    });
    await nav.link('billing').click();
    await expect(page).toHaveURL(/\/financial\/increase-balance$/);
    await expect(area.getByTestId('gateway-trigger')).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { __loadingSeen: string[] }).__loadingSeen),
    ).toEqual([]);
  });
});
