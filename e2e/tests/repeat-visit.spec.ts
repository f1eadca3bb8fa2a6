// A repeat visit of the dashboard, with the portal's service worker (shell/public/sw.js) allowed, as
// in a customer's browser (the other specs block it): the page and every versioned file come from
// the worker's cache, the API never does, and a remote released between two visits is picked up.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page, Response } from '@playwright/test';
import { test, expect, signIn } from '../fixtures';
import { AreaNav } from '../pages/AreaNav';
import { RELEASES_DIR, release, stableVersion } from '../pages/ReleaseTool';

test.use({ serviceWorkers: 'allow' });

// the versioned files: the shell's content-hashed scripts and styles, its assets, a remote's version folder
const VERSIONED = /\/([^/]+\.[0-9a-f]{8}\.(js|css)|assets\/.+|remotes\/[^/]+\/[^/]+\/.+)$/;

/** The dashboard of the signed-in demo account, shown with its balance and every card settled. */
async function expectDashboard(page: Page): Promise<void> {
  await expect(page.locator('main h1')).toBeVisible();
  await expect(page.getByTestId('header-balance')).toContainText(/\d/);
  const cards = page.locator('[data-remote][data-module^="./widgets/"]');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card).toHaveAttribute('data-status', 'mounted');
}

/** Loads `/` (again) and waits until the page is controlled by an active worker. */
async function visitControlled(page: Page): Promise<void> {
  await page.goto('/');
  await expectDashboard(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
}

/** The answers of a visit of `/`, by path. */
async function visit(page: Page): Promise<Map<string, Response>> {
  const answers = new Map<string, Response>();
  const collect = (response: Response) => answers.set(new URL(response.url()).pathname, response);
  page.on('response', collect);
  await page.goto('/');
  await expectDashboard(page);
  page.off('response', collect);
  return answers;
}

test.describe('a repeat visit', () => {
  test('the page and the versioned files come from the worker, the API and the manifests from the network; then the dashboard shows with no versioned file from the network', async ({
    page,
    context,
  }) => {
    await signIn(page);
    // the first visit registers the worker once the page has loaded; the second is controlled by it
    await visitControlled(page);
    await visitControlled(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

    const answers = await visit(page);
    const shellPage = answers.get('/');
    expect(shellPage?.fromServiceWorker()).toBe(true);
    const versioned = [...answers.entries()].filter(([file]) => VERSIONED.test(file));
    expect(versioned.map(([file]) => file)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/main\.[0-9a-f]{8}\.js$/),
        expect.stringMatching(/^\/remotes\/support\//),
      ]),
    );
    for (const [file, response] of versioned)
      expect([file, response.fromServiceWorker()]).toEqual([file, true]);
    // never from the worker: the API, config.json's live values, the release manifest
    for (const file of ['/api/v1/financial/billing/balance', '/config.json', '/remotes/manifest.json']) {
      expect([file, answers.get(file)?.fromServiceWorker()]).toEqual([file, false]);
    }

    // every versioned file fails on the network (the worker's own requests included): the page still
    // shows the dashboard, with its balance and its cards
    const fromNetwork: string[] = [];
    await context.route(VERSIONED, (route) => {
      fromNetwork.push(new URL(route.request().url()).pathname);
      return route.abort('internetdisconnected');
    });
    await page.goto('/');
    await expectDashboard(page);
    expect(fromNetwork).toEqual([]);
    await context.unroute(VERSIONED);
  });

  test('a release of a remote published between two visits is picked up on the next visit', async ({
    page,
  }) => {
    const nav = new AreaNav(page);
    const stable = stableVersion('support');
    await signIn(page);
    await visitControlled(page);
    await visitControlled(page);
    const widget = page.locator('[data-remote="support"][data-module^="./widgets/"]');
    await expect(widget).toHaveAttribute('data-version', stable);

    // the same build under a new version, made stable for everyone
    const target = `1.0.1-sw.${Date.now().toString(36)}`;
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-support-'));
    fs.cpSync(path.join(RELEASES_DIR, 'support', stable), dist, {
      recursive: true,
      filter: (src) => !src.endsWith('.release.json'),
    });
    release(['support', 'publish', '--dist', dist, '--version', target]);
    release(['support', 'promote', target, '--percent', '100']);
    try {
      const answers = await visit(page);
      expect(answers.get('/')?.fromServiceWorker()).toBe(true);
      await expect(widget).toHaveAttribute('data-version', target);
      await page.goto('/support/tickets');
      await nav.expectMounted('support', target);
    } finally {
      release(['support', 'rollback']);
    }
    await page.goto('/');
    await expect(widget).toHaveAttribute('data-version', stable);
  });
});
