// Fault isolation, counted: every remote × {entry unreachable, parcel throws on mount, broken
// canary, tampered entry, tampered chunk, hung entry} and every area's main list call × {500,
// timeout, offline, malformed body}. One signed-in page per worker serves the matrix; faults come
// from Playwright request routing, from broken versions published with the release tool and from
// files changed in the release store after publishing. The matrix is printed at the end.
//
// A cell is run once per path it proves. Every remote takes the same path through the shell's
// loader (one loader, one mount wrapper, one canary fallback and report, one entry deadline) and is
// built by the same webpack configuration (build/webpack.common.cjs: the chunk digests and their
// runtime check), so each remote fault but one runs for one remote, a different remote for each
// (ONE_REMOTE_PER_FAULT), and the matrix names it in the other remotes' cells. "Entry unreachable",
// the cheapest, runs for every remote: each area fails in place while the four others work. The
// list-call faults meet each area's own list screen and its own error handling: every area runs them.
import nodePath from 'node:path';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { cohortOf } from '../../release/src/cohort';
import { test, expect, DEMO } from '../fixtures';
import { AREA_LINKS, AreaNav, REMOTE_NAMES } from '../pages/AreaNav';
import { ShellPage } from '../pages/ShellPage';
import {
  RELEASES_DIR,
  TAMPER_MARK,
  breakMount,
  exposedAppChunk,
  publishBrokenVersion,
  publishCopyOfStable,
  readManifest,
  release,
  serveSignedChange,
  stableVersion,
  tamperFile,
  type RemoteName,
} from '../pages/ReleaseTool';
import { followTokenLink } from '../pages/TokenLinkPage';

const DEMO_USER_ID = 1;
const REMOTE_FAULTS = [
  'entry unreachable',
  'parcel throws on mount',
  'broken canary',
  'tampered entry',
  'tampered chunk',
  'hung entry',
] as const;
/** The deadline the hung-entry cells give the page through config.json (the portal's default is 10 s). */
const DEADLINE_SECONDS = 6;
/** The time of a cell that walks the failed area, the four others and a retry, and of one that also publishes and promotes. */
const LONG_CELL_MS = 120_000;
const LONGER_CELL_MS = 180_000;
const LIST_FAULTS = ['500', 'timeout', 'offline', 'malformed'] as const;

/**
 * The remote each fault of one loader path runs for (see the top of this file): every remote meets
 * at least one of them besides "entry unreachable", and cdn, the first, keeps the canary half of the
 * tampered chunk.
 */
const ONE_REMOTE_PER_FAULT: Partial<Record<(typeof REMOTE_FAULTS)[number], RemoteName>> = {
  'parcel throws on mount': 'cloud',
  'broken canary': 'support',
  'tampered entry': 'billing',
  'tampered chunk': 'cdn',
  'hung entry': 'account',
};
/** Whether `fault` runs for `remote`; otherwise its cell names the remote that proves the same path. */
function runsFor(remote: RemoteName, fault: (typeof REMOTE_FAULTS)[number]): boolean {
  const only = ONE_REMOTE_PER_FAULT[fault];
  if (only === undefined || only === remote) return true;
  cell(remote, fault, `same path: ${only}`);
  return false;
}

/** Each area's main list call (an area without one would print "n/a" in the matrix). */
const LIST_CALLS: Partial<Record<RemoteName, { path: string; call: RegExp; label: string }>> = {
  cdn: { path: '/cdn', call: /\/api\/v1\/cdn\/ng\/domains(\?.*)?$/, label: 'GET /api/v1/cdn/ng/domains' },
  cloud: {
    path: '/cloud/servers',
    call: /\/api\/v1\/cloud\/servers(\?.*)?$/,
    label: 'GET /api/v1/cloud/servers',
  },
  support: {
    path: '/support/tickets',
    call: /\/api\/v1\/support\/tickets(\?.*)?$/,
    label: 'GET /api/v1/support/tickets',
  },
  billing: {
    path: '/financial/transactions',
    call: /\/api\/v1\/financial\/transactions(\?.*)?$/,
    label: 'GET /api/v1/financial/transactions',
  },
  // (not the API keys: the matrix runs signed in with the demo's API token, which the provider refuses the token list)
  account: {
    path: '/profile/login-history',
    call: /\/api\/v1\/auth\/profile\/history(\?.*)?$/,
    label: 'GET /api/v1/auth/profile/history',
  },
};

const matrix = new Map<string, string>();
const cell = (row: string, column: string, value: string) => matrix.set(`${row}|${column}`, value);

function printMatrix(): void {
  const lines: string[] = [];
  const table = (title: string, rows: string[], columns: readonly string[]) => {
    const width = Math.max(...rows.map((r) => r.length), 8);
    const text = (row: string, column: string) => matrix.get(`${row}|${column}`) ?? 'not run here';
    // each column as wide as its longest text, so that no cell runs into the next
    const widthOf = (c: string) => Math.max(24, c.length + 2, ...rows.map((r) => text(r, c).length + 2));
    lines.push('', title, `${''.padEnd(width)}  ${columns.map((c) => c.padEnd(widthOf(c))).join('')}`);
    for (const row of rows) {
      lines.push(`${row.padEnd(width)}  ${columns.map((c) => text(row, c).padEnd(widthOf(c))).join('')}`);
    }
  };
  table(
    'Remote faults (survivors: shell + menus + the other four areas; failed area: error with retry or fallback; recovery without reload)',
    REMOTE_NAMES,
    REMOTE_FAULTS,
  );
  table(
    'List-call faults (a clear message in the area, no blank page; retry recovers)',
    REMOTE_NAMES.map((r) => `${r} ${LIST_CALLS[r]?.label ?? '(no list call yet)'}`),
    LIST_FAULTS,
  );
  const values = [...matrix.values()];
  lines.push(
    '',
    `cells passed on this worker: ${values.filter((v) => v.startsWith('ok')).length}, proved by another remote's: ${values.filter((v) => v.startsWith('same path')).length}, not applicable: ${values.filter((v) => v.startsWith('n/a')).length}, of ${REMOTE_NAMES.length * (REMOTE_FAULTS.length + LIST_FAULTS.length)} (the other worker prints the cells it ran)`,
  );
  console.log(lines.join('\n'));
}

test.describe('fault isolation matrix', () => {
  // The cells share no state but their worker's: each worker opens a page of its own (beforeAll), and
  // under `npm test` each worker has a portal, a sandbox and a release store of its own (run alone,
  // against one portal, there is one worker), so the cells split over the workers.
  test.describe.configure({ mode: 'parallel' });
  let context: BrowserContext;
  let page: Page;
  let nav: AreaNav;
  let shell: ShellPage;
  const pageErrors: string[] = [];
  // what the browser says when it refuses a file that does not match its digest
  const integrityRefusals: string[] = [];

  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    // what the shell announces on the bus, kept for the test to read
    await context.addInitScript(() => {
      const w = window as unknown as { __remoteFailed: unknown[] };
      w.__remoteFailed = [];
      window.addEventListener('portal:remote:failed', (e) => {
        const { remote, version, phase } = (
          e as CustomEvent<{ remote: string; version: string; phase: string }>
        ).detail;
        w.__remoteFailed.push({ remote, version, phase });
      });
    });
    page = await context.newPage();
    page.on('pageerror', (err) => pageErrors.push(err.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /integrity/i.test(message.text()))
        integrityRefusals.push(message.text());
    });
    nav = new AreaNav(page);
    shell = new ShellPage(page);
    await followTokenLink(page, DEMO.token);
  });

  test.afterAll(async () => {
    printMatrix();
    await context.close();
  });

  // the injected faults are the only errors the page sees: checked after each cell, which caused them
  test.afterEach(() => {
    const unexpected = pageErrors.filter((m) => !/broken release/.test(m));
    pageErrors.length = 0;
    expect(unexpected).toEqual([]);
  });

  /** Declares `remote`'s cell of `fault` if it runs for that remote (`runsFor`). */
  function remoteCell(
    remote: RemoteName,
    fault: (typeof REMOTE_FAULTS)[number],
    title: string,
    body: () => Promise<void>,
  ): void {
    if (runsFor(remote, fault)) test(title, body);
  }

  /** The failed area's retry mounts `version` in the same page: recovery needs no reload. */
  async function retryRecoversInPlace(remote: RemoteName, version: string): Promise<void> {
    const mark = await nav.markPage();
    await nav.area(remote).getByRole('button', { name: 'Try again' }).click();
    await nav.expectMounted(remote, version);
    await nav.expectSamePage(mark);
  }

  /** The four other areas open through the side menu and mount. */
  async function othersWork(failed: RemoteName): Promise<void> {
    for (const other of REMOTE_NAMES.filter((r) => r !== failed)) {
      await nav.open(other);
      await nav.expectMounted(other);
    }
  }

  async function remoteFailures(): Promise<Array<{ remote: string; version: string; phase: string }>> {
    return page.evaluate(
      () =>
        (window as unknown as { __remoteFailed: Array<{ remote: string; version: string; phase: string }> })
          .__remoteFailed,
    );
  }

  /** How often code added to a tampered file ran in this page (never, when the checks hold). */
  async function tamperedRuns(): Promise<number> {
    return page.evaluate(
      (mark) => (window as unknown as Record<string, number | undefined>)[mark] ?? 0,
      TAMPER_MARK,
    );
  }

  /** The browser refused `file` of `remote`'s `version` for its digest since `since` refusals. */
  function expectRefused(since: number, remote: RemoteName, version: string, file: string): void {
    expect(
      integrityRefusals.slice(since).some((text) => text.includes(`/remotes/${remote}/${version}/${file}`)),
    ).toBe(true);
  }

  /**
   * A tampered file of `remote`'s stable version is refused: the area shows its error, the rest of
   * the portal works, and once the file is whole again a retry recovers without a reload.
   */
  async function tamperedStable(remote: RemoteName, file: (dir: string) => string): Promise<void> {
    const version = stableVersion(remote);
    const name = file(nodePath.join(RELEASES_DIR, remote, version));
    const restore = tamperFile(remote, version, name);
    try {
      // a customer whose browser does not hold the file yet (this page has loaded every remote)
      await shell.clearBrowserCache();
      const since = integrityRefusals.length;
      await page.goto(`${AREA_LINKS[remote].path}?locale=en`);
      await nav.expectAreaError(remote);
      expectRefused(since, remote, version, name);
      await nav.expectMenusWork();
      await othersWork(remote);
      await nav.open(remote);
      await nav.expectAreaError(remote);
    } finally {
      restore();
    }
    // the browser's cache now holds the tampered copy: the retry asks the server again
    await retryRecoversInPlace(remote, version);
    expect(await tamperedRuns()).toBe(0);
  }

  for (const remote of REMOTE_NAMES) {
    const { path } = AREA_LINKS[remote];

    test(`${remote}: entry unreachable — in-place error, the rest works, retry recovers without reload`, async () => {
      const pattern = `**/remotes/${remote}/**`;
      await page.route(pattern, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
      await page.goto(`${path}?locale=en`);
      await nav.expectAreaError(remote);
      // its menu entries come from the release manifest, not from its build: they still show
      await expect(nav.link(remote)).toBeVisible();
      await nav.expectMenusWork();
      await othersWork(remote);
      await nav.open(remote);
      await nav.expectAreaError(remote);
      await page.unroute(pattern);
      await retryRecoversInPlace(remote, stableVersion(remote));
      cell(remote, 'entry unreachable', 'ok (4/4 areas up)');
    });

    remoteCell(
      remote,
      'parcel throws on mount',
      `${remote}: parcel throws on mount — in-place error, the rest works, retry recovers without reload`,
      async () => {
        // a release whose area throws while mounting, built whole (its digests name its code)
        const version = stableVersion(remote);
        const lift = await serveSignedChange(page, remote, breakMount);
        await page.goto(`${path}?locale=en`);
        await nav.expectAreaError(remote);
        expect(await remoteFailures()).toContainEqual({ remote, version, phase: 'mount' });
        await nav.expectMenusWork();
        await othersWork(remote);
        await lift();
        await nav.open(remote);
        await retryRecoversInPlace(remote, stableVersion(remote));
        cell(remote, 'parcel throws on mount', 'ok (4/4 areas up)');
      },
    );

    remoteCell(
      remote,
      'broken canary',
      `${remote}: broken canary — falls back to stable at once, reports, and is withdrawn`,
      async () => {
        const stable = stableVersion(remote);
        const broken = publishBrokenVersion(remote, `9.0.0-broken.${remote}.${Date.now().toString(36)}`);
        // the demo customer is inside the canary's cohort; one failure of one user withdraws it
        const percent = cohortOf(DEMO_USER_ID, remote) + 1;
        release([
          remote,
          'promote',
          broken,
          '--percent',
          String(percent),
          '--max-failure-rate',
          '0.5',
          '--min-samples',
          '1',
        ]);
        expect(readManifest().remotes[remote].canary).toMatchObject({ version: broken, percentage: percent });

        const reported = page.waitForRequest(
          (r) => r.url().endsWith('/rollout/reports') && r.method() === 'POST',
        );
        await page.goto(`${path}?locale=en`);
        await nav.expectMounted(remote, stable);
        await expect(nav.area(remote)).toHaveAttribute('data-channel', 'stable');
        await expect(nav.area(remote).getByRole('alert')).toHaveCount(0);
        expect(await remoteFailures()).toContainEqual({ remote, version: broken, phase: 'mount' });
        expect((await reported).postDataJSON()).toMatchObject({
          remote,
          version: broken,
          outcome: 'failed',
          phase: 'mount',
          userId: DEMO_USER_ID,
        });
        // the release service counts signed-in customers only: the report carries the session's token
        expect((await reported).headers().authorization).toBe(`Bearer ${DEMO.token}`);
        await expect.poll(() => readManifest().remotes[remote].canary, { timeout: 5_000 }).toBeUndefined();
        expect(readManifest().remotes[remote].history?.[0]).toMatchObject({
          action: 'withdraw',
          version: broken,
          reason: expect.stringMatching(/^automatic/),
        });
        await nav.expectMenusWork();
        await othersWork(remote);
        cell(remote, 'broken canary', 'ok (fallback, withdrawn)');
      },
    );

    remoteCell(
      remote,
      'tampered entry',
      `${remote}: tampered entry — never runs: in-place error, the rest works, retry recovers once it is whole`,
      async () => {
        test.setTimeout(LONG_CELL_MS);
        await tamperedStable(remote, () => 'remoteEntry.js');
        cell(remote, 'tampered entry', 'ok (refused, 4/4 areas up)');
      },
    );

    // the canary half (publish, promote, tamper, fall back) is one path of the shell's loader too:
    // it runs in the same cell, after the stable half
    remoteCell(
      remote,
      'tampered chunk',
      `${remote}: tampered chunk — never runs: in-place error, retry recovers; a canary loads, and falls back once tampered`,
      async () => {
        test.setTimeout(LONGER_CELL_MS);
        await tamperedStable(remote, exposedAppChunk);
        // an untampered canary (the same build in a version folder of its own) loads for its cohort
        const stable = stableVersion(remote);
        const canary = publishCopyOfStable(remote, `9.1.0-canary.${remote}.${Date.now().toString(36)}`);
        release([remote, 'promote', canary, '--percent', String(cohortOf(DEMO_USER_ID, remote) + 1)]);
        await page.goto(`${path}?locale=en`);
        await nav.expectMounted(remote, canary);
        await expect(nav.area(remote)).toHaveAttribute('data-channel', 'canary');
        // tampered, it falls back to stable at once, and is reported as a failed load
        const restore = tamperFile(
          remote,
          canary,
          exposedAppChunk(nodePath.join(RELEASES_DIR, remote, canary)),
        );
        try {
          await shell.clearBrowserCache();
          const reported = page.waitForRequest(
            (r) =>
              r.url().endsWith('/rollout/reports') &&
              r.method() === 'POST' &&
              r.postDataJSON()?.outcome === 'failed',
          );
          await page.goto(`${path}?locale=en`);
          await nav.expectMounted(remote, stable);
          await expect(nav.area(remote)).toHaveAttribute('data-channel', 'stable');
          expect(await remoteFailures()).toContainEqual({ remote, version: canary, phase: 'load' });
          expect((await reported).postDataJSON()).toMatchObject({
            remote,
            version: canary,
            outcome: 'failed',
            phase: 'load',
            userId: DEMO_USER_ID,
          });
          expect(await tamperedRuns()).toBe(0);
        } finally {
          restore();
          release([remote, 'promote', canary, '--percent', '0']);
        }
        cell(remote, 'tampered chunk', 'ok (refused; canary ok, falls back)');
      },
    );

    remoteCell(
      remote,
      'hung entry',
      `${remote}: hung entry — past the deadline config.json sets: in-place error, the rest works, retry starts afresh`,
      async () => {
        test.setTimeout(LONG_CELL_MS);
        const version = stableVersion(remote);
        // the entry at every attempt's address (`remoteEntry.js?attempt=<n>`)
        const entry = new RegExp(
          `/remotes/${remote}/${version.replace(/[.+]/g, '\\$&')}/remoteEntry\\.js(\\?.*)?$`,
        );
        const config = '**/config.json';
        const held: Route[] = [];
        await page.route(config, async (route: Route) => {
          const response = await route.fetch();
          await route
            .fulfill({
              response,
              json: { ...(await response.json()), remoteLoadDeadlineSeconds: DEADLINE_SECONDS },
            })
            .catch(() => undefined);
        });
        // the entry's requests are held: never answered while the fault lasts
        await page.route(entry, (route: Route) => void held.push(route));
        const started = Date.now();
        await page.goto(`${path}?locale=en`);
        await expect(nav.area(remote)).toHaveAttribute('data-status', 'error', { timeout: 25_000 });
        expect(Date.now() - started).toBeGreaterThanOrEqual(DEADLINE_SECONDS * 1000);
        await nav.expectAreaError(remote);
        expect(held.length).toBeGreaterThan(0);
        await nav.expectMenusWork();
        await othersWork(remote);
        // back to the area: another attempt, held too, fails by the deadline again
        await nav.open(remote);
        await expect(nav.area(remote)).toHaveAttribute('data-status', 'error', { timeout: 25_000 });
        // the entry answers again: the requests held so far fail, and a retry asks afresh
        await page.unroute(entry);
        for (const route of held) await route.abort().catch(() => undefined);
        await page.unroute(config);
        await nav.expectAreaError(remote);
        await retryRecoversInPlace(remote, version);
        cell(remote, 'hung entry', 'ok (deadline, 4/4 areas up)');
      },
    );
  }

  for (const remote of REMOTE_NAMES) {
    const list = LIST_CALLS[remote];
    for (const fault of LIST_FAULTS) {
      if (!list) {
        test(`${remote} list call × ${fault}: not applicable yet (the area has no list screen)`, () => {
          cell(`${remote} (no list call yet)`, fault, 'n/a (no list screen)');
        });
        continue;
      }
      test(`${remote} ${list.label} × ${fault}: a clear message, no blank page, retry recovers`, async () => {
        const row = `${remote} ${list.label}`;
        const expected: Record<(typeof LIST_FAULTS)[number], RegExp> = {
          '500': /Injected server failure/,
          // abort('timedout') reaches the SDK as a failed request (its own 60 s timer is not shortened)
          timeout: /took too long|Could not reach the server/,
          offline: /You are offline/,
          malformed: /unexpected answer/,
        };
        // the fault is there from the first page: a dashboard card of the area or a hover must not
        // have the list in its cache already (that would rightly be shown instead of the failure)
        await page.route(list.call, (route) => {
          if (route.request().method() !== 'GET') return route.fallback();
          if (fault === '500')
            return route.fulfill({
              status: 500,
              json: { success: false, message: 'Injected server failure' },
            });
          if (fault === 'timeout' || fault === 'offline') return route.abort('timedout');
          return route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"success":true,"data":[{"id":',
          });
        });
        if (fault === 'offline') {
          // offline, the page cannot be loaded: the dashboard first, the area's code loaded ahead
          // (hover preloads it, and its warm-up's failed call is retried once after a pause), then
          // the network lost and the list's page opened in the page (client-side)
          await page.goto('/?locale=en');
          await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
          await nav.link(remote).hover();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(2_000);
          await page.waitForLoadState('networkidle');
          await context.setOffline(true);
          await nav.navigate(list.path);
        } else {
          // the list's page loaded as the first page (a fresh page: nothing cached)
          await page.goto(`${list.path}?locale=en`);
        }
        const area = nav.area(remote);
        await nav.expectMounted(remote);
        // (offline, every call of the page fails alike: billing's wallet summary shows its own alert too)
        await expect(area.getByRole('alert').filter({ hasText: expected[fault] }).first()).toBeVisible({
          timeout: 15_000,
        });
        // the shell around it is intact
        await expect(page.getByRole('navigation', { name: 'Areas' })).toBeVisible();
        if (fault === 'offline') await context.setOffline(false);
        await page.unroute(list.call);
        for (let i = 0; i < 5 && (await area.getByRole('alert').count()) > 0; i += 1) {
          await area.getByRole('alert').first().getByRole('button').click();
          await page.waitForTimeout(100);
        }
        await expect(area.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
        cell(row, fault, 'ok (message + retry)');
      });
    }
  }
});
