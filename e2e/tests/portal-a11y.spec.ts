import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, signIn } from '../fixtures';
import { REMOTES } from '../../release/src/remotes';
import { AreaNav } from '../pages/AreaNav';
import { REMOTE_NAMES, type RemoteName } from '../pages/areas';

// The accessibility audit: every route of every area, as the remotes declare them in their
// contributions.json (a route with a parameter, or a splat's pages, reached through the links the
// area itself shows for the seeded resources), in light and dark: no serious or critical axe
// violation. An area's pages are reached in one page load, moving in the page as its links do;
// colour mode (the system's, which the portal follows live) and locale (the header's switch)
// change in the page. The shell's pages and each area's first page are audited in Persian and
// English, light and dark (axe four times); every other page of an area in Persian (the default
// locale), light and dark: the locale changes the words and the direction, not the roles, names or
// colours the rules read, and the same components build both. The shell's frame (header, side menu
// with an area's entry current) is audited with the shell's pages; an area's pages are audited
// inside their main landmark, where the area's content is.

const ROOT = path.resolve(__dirname, '../..');
const BLOCKING = new Set(['serious', 'critical']);
/** The most pages one area's crawl visits: a guard against a link loop, well above what an area has. */
const MAX_PAGES_PER_AREA = 40;

interface ContributedRoute {
  path: string;
  layout?: 'blank';
}
interface Contributions {
  routes: ContributedRoute[];
  menus?: { to?: string }[];
  tiles?: { to?: string }[];
}

function contributionsOf(remote: RemoteName): Contributions {
  return JSON.parse(
    fs.readFileSync(path.join(ROOT, REMOTES[remote].folder, 'contributions.json'), 'utf8'),
  ) as Contributions;
}

/** A route pattern as a test for a pathname: `:param` is one segment, a trailing `/*` anything below. */
function routeMatcher(pattern: string): RegExp {
  const splat = pattern.endsWith('/*');
  const body = (splat ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${splat ? '(/.*)?' : ''}/?$`);
}

/** One page per shape: a resource's id (digits) or name (dotted, as a domain) stands for any other. */
function shapeOf(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (/^\d+$/.test(segment) ? ':id' : segment.includes('.') ? ':name' : segment))
    .join('/');
}

/** Waits until the page has made no request for a moment (a locale switch refetches localized data). */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = performance.getEntriesByType('resource').length;
        let quiet = 0;
        const tick = () => {
          const now = performance.getEntriesByType('resource').length;
          const busy = document.querySelector('[aria-busy="true"], [data-status="loading"]');
          quiet = now === last && !busy ? quiet + 1 : 0;
          last = now;
          if (quiet >= 3) resolve();
          else setTimeout(tick, 100);
        };
        setTimeout(tick, 100);
      }),
  );
}

interface Finding {
  url: string;
  variant: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** The rules whose outcome depends on the colours: all that a colour mode can change. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** What an area's page is audited in: its main landmark (the frame around it is the shell's). */
const AREA_SCOPE = 'main';

/** Axe over the page (or `scope` in it): every rule, or (`colours`) only those a colour mode can change. */
async function audit(
  page: Page,
  url: string,
  variant: string,
  colours = false,
  scope?: string,
): Promise<Finding[]> {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (scope) builder.include(scope);
  const { violations } = await (colours ? builder.withRules(COLOUR_RULES) : builder).analyze();
  return violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map((v) => ({
      url,
      variant,
      rule: v.id,
      impact: v.impact ?? '',
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

async function setColourMode(page: Page, mode: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: mode });
  const state = await page.evaluate(() =>
    JSON.stringify([
      localStorage.getItem('portal.colorMode'),
      matchMedia('(prefers-color-scheme: dark)').matches,
      location.href,
    ]),
  );
  await expect(page.locator('html'), state).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

/** Switches the locale in the page with the header's switch, or (a blank layout has no header) by address. */
async function setLocale(page: Page, locale: 'fa' | 'en', url: string): Promise<void> {
  const html = page.locator('html');
  if ((await html.getAttribute('lang'))?.startsWith(locale)) return;
  const toggle = page.locator(`header button[lang="${locale}"]`).first();
  if (await toggle.isVisible()) await toggle.click();
  else await page.goto(`${url}${url.includes('?') ? '&' : '?'}locale=${locale}`);
  await expect(html).toHaveAttribute('dir', locale === 'fa' ? 'rtl' : 'ltr');
  await settle(page);
}

/**
 * Axe in both colour modes, in both locales (or `only` one), starting from the page's
 * current locale so a page needs one switch less: in light every rule, in dark the colour rules
 * (nothing else changes with the colours).
 */
async function auditEveryVariant(page: Page, url: string, scope?: string, only?: 'fa'): Promise<Finding[]> {
  const current = (await page.locator('html').getAttribute('lang'))?.startsWith('en') ? 'en' : 'fa';
  const locales = only
    ? ([only] as const)
    : current === 'en'
      ? (['en', 'fa'] as const)
      : (['fa', 'en'] as const);
  const findings: Finding[] = [];
  let mode: 'light' | 'dark' = 'light';
  for (const locale of locales) {
    await setLocale(page, locale, url);
    for (let i = 0; i < 2; i += 1) {
      findings.push(...(await audit(page, url, `${locale} ${mode}`, mode === 'dark', scope)));
      if (i === 0) {
        mode = mode === 'light' ? 'dark' : 'light';
        await setColourMode(page, mode);
      }
    }
  }
  await setColourMode(page, 'light');
  return findings;
}

/** The in-app links a page of the area shows (inside the area's host), as path and query. */
async function areaLinks(page: Page, remote: RemoteName): Promise<string[]> {
  return page.locator(`[data-remote="${remote}"] a[href]`).evaluateAll((links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href, location.href))
      .filter((u) => u.origin === location.origin)
      .map((u) => `${u.pathname}${u.search}`),
  );
}

test.describe('accessibility audit (axe): no serious or critical violation', () => {
  // the audit only reads: its tests (the shell, then one per area) may share the workers, each
  // worker against its own portal, so the longest file of the suite does not hold one worker alone
  test.describe.configure({ mode: 'parallel' });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
  });

  test('the shell: sign-in, dashboard, not found, the frame around an area', async ({ page }) => {
    test.setTimeout(120_000);
    const findings: Finding[] = [];
    // The sign-in page takes the colour mode when it loads (the theme switch lives in the signed-in
    // header): one load per variant.
    for (const [locale, mode] of [
      ['fa', 'light'],
      ['fa', 'dark'],
      ['en', 'dark'],
      ['en', 'light'],
    ] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto(`/login?locale=${locale}`);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
      await settle(page);
      findings.push(...(await audit(page, '/login', `${locale} ${mode}`)));
    }

    await signIn(page);
    // an area's first page stands for the frame around every area (its menu entry current)
    for (const url of ['/', '/no-such-page', '/cloud']) {
      await page.goto(url);
      await settle(page);
      findings.push(...(await auditEveryVariant(page, url)));
    }
    expect(findings).toEqual([]);
  });

  for (const remote of REMOTE_NAMES) {
    test(`every route of ${remote}`, async ({ page }) => {
      test.setTimeout(480_000);
      const { routes, menus = [], tiles = [] } = contributionsOf(remote);
      const matchers = routes.map((r) => ({ route: r, test: routeMatcher(r.path) }));
      const ownsPath = (pathname: string) => matchers.some((m) => m.test.test(pathname));
      // Where the crawl starts: every route without a parameter, every menu entry and tile.
      const starts = [
        ...routes.filter((r) => !r.path.includes(':')).map((r) => r.path.replace(/\/\*$/, '')),
        ...[...menus, ...tiles].map((e) => e.to).filter((to): to is string => !!to),
      ].filter(ownsPath);
      const queue = [...new Set(starts)];
      const seen = new Set(queue.map((u) => shapeOf(new URL(u, 'http://x').pathname)));
      const visited: string[] = [];
      const findings: Finding[] = [];

      await signIn(page);
      await page.goto('/?locale=fa');
      await settle(page);
      // one page load: the crawl moves in the page as the shell's router does for a link
      const nav = new AreaNav(page);
      while (queue.length > 0 && visited.length < MAX_PAGES_PER_AREA) {
        const url = queue.shift() as string;
        await nav.navigate(url);
        await settle(page);
        const pathname = new URL(page.url()).pathname;
        visited.push(url);
        for (const link of await areaLinks(page, remote)) {
          const linkPath = new URL(link, 'http://x').pathname;
          const shape = shapeOf(linkPath);
          if (!ownsPath(linkPath) || seen.has(shape)) continue;
          seen.add(shape);
          queue.push(link);
        }
        // the area's first page in both locales, the others in Persian (see the top of this file)
        const shown = pathname === new URL(url, 'http://x').pathname ? url : pathname;
        findings.push(
          ...(await auditEveryVariant(page, shown, AREA_SCOPE, visited.length === 1 ? undefined : 'fa')),
        );
      }

      // Every route the remote declares was audited (a parameter's through a seeded resource).
      const unvisited = routes
        .filter((r) => !visited.some((u) => routeMatcher(r.path).test(new URL(u, 'http://x').pathname)))
        .map((r) => r.path);
      expect(unvisited, `routes of ${remote} the crawl never reached`).toEqual([]);
      test.info().annotations.push({
        type: 'pages',
        description: `${remote}: ${visited.length} pages (${visited.join(' ')})`,
      });
      expect(findings).toEqual([]);
    });
  }
});
