import path from 'node:path';
import type { Page, Route } from '@playwright/test';
import { test, expect, DEMO, resetSandbox } from '../fixtures';
import { LoginPage } from '../pages/LoginPage';

const dir = path.join(__dirname, '..', 'screenshots');
const SCRIPT = /\.js(\?|$)/;
// the scripts that choose what the first paint shows (colour mode, locale, view): external, tiny,
// under content-hashed names (cached as immutable)
const BEFORE_PAINT = /^\/(color-mode|first-paint)\.[0-9a-f]{8}\.js$/;
const isBeforePaint = (url: string) => BEFORE_PAINT.test(new URL(url).pathname);

const TEXT = {
  fa: { username: 'ایمیل یا شماره موبایل', password: 'رمز عبور', submit: 'ورود', dir: 'rtl' },
  en: { username: 'E-mail or mobile number', password: 'Password', submit: 'Login', dir: 'ltr' },
} as const;

/** Blocks every script, or every script but the ones that run before the first paint. */
async function blockScripts(page: Page, { keepBeforePaint }: { keepBeforePaint: boolean }): Promise<void> {
  await page.route(SCRIPT, (route: Route) => {
    return keepBeforePaint && isBeforePaint(route.request().url()) ? route.continue() : route.abort();
  });
}

/** Holds every script but the before-paint ones until the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SCRIPT, async (route) => {
    if (!isBeforePaint(route.request().url())) await released;
    await route.continue();
  });
  return release;
}

/** The prerendered form of `locale` as the page shows it before its scripts (the only visible form). */
function prerenderedForm(page: Page, locale: 'fa' | 'en') {
  return page.locator(`#fp-login-${locale}`);
}

/** The prerendered dashboard frame of `locale`, shown before the scripts on the signed-in `/`. */
function dashboardFrame(page: Page, locale: 'fa' | 'en') {
  return page.locator(`#fp-home-${locale}`);
}

/** A stored session (the demo token) and, unless null, a stored locale, as the application keeps them. */
async function storeSession(page: Page, locale: 'en' | null): Promise<void> {
  await page.addInitScript(
    ([token, chosen]) => {
      localStorage.setItem('portal.token', JSON.stringify(token));
      if (chosen)
        localStorage.setItem('portal.locale', JSON.stringify({ locale: chosen, dateLocale: 'en-us' }));
    },
    [DEMO.token, locale] as const,
  );
}

test.describe('the first screen from HTML', () => {
  test('/login shows its form in Persian with every script blocked', async ({ page }) => {
    await blockScripts(page, { keepBeforePaint: false });
    await page.goto('/login');
    const form = prerenderedForm(page, 'fa');
    await expect(form).toBeVisible();
    await expect(form).toHaveAttribute('dir', 'rtl');
    await expect(form.getByRole('textbox', { name: TEXT.fa.username })).toBeVisible();
    await expect(form.getByRole('textbox', { name: TEXT.fa.password })).toBeVisible();
    await expect(form.getByRole('button', { name: TEXT.fa.submit, exact: true }).last()).toBeVisible();
    await expect(prerenderedForm(page, 'en')).toBeHidden();
    // Persian in Vazirmatn from the page's own styles and files (the fonts the first-paint script preloads)
    const families = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts]
        .filter((face) => face.status === 'loaded')
        .map((face) => face.family.replace(/"/g, ''));
    });
    expect(families).toContain('Vazirmatn');
    expect(
      await form.getByText(TEXT.fa.username).evaluate((label) => getComputedStyle(label).fontFamily),
    ).toMatch(/^Vazirmatn/);
    await page.screenshot({ path: path.join(dir, 'first-screen-login-fa-no-js.png') });
  });

  test('/login shows the English form, left to right, for a visitor who chose English', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem('portal.locale', JSON.stringify({ locale: 'en', dateLocale: 'en-us' })),
    );
    await blockScripts(page, { keepBeforePaint: true });
    await page.goto('/login');
    const form = prerenderedForm(page, 'en');
    await expect(form).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(form.getByRole('textbox', { name: TEXT.en.username })).toBeVisible();
    await expect(form.getByRole('textbox', { name: TEXT.en.password })).toBeVisible();
    await expect(prerenderedForm(page, 'fa')).toBeHidden();
    await page.screenshot({ path: path.join(dir, 'first-screen-login-en-no-js.png') });
    // a label of the visible copy focuses that copy's field, not the hidden one's
    await form.getByText(TEXT.en.username).click();
    expect(await page.evaluate(() => document.activeElement?.closest('.fp-view')?.id)).toBe('fp-login-en');
  });

  test('the script takes the form over where it was painted, keeping what was typed, then signs in', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    // the scripts wait until the prerendered form has been measured
    const release = await holdAppScripts(page);
    const login = new LoginPage(page, request);
    const opened = login.open('fa').catch((error: unknown) => error);
    const form = prerenderedForm(page, 'fa');
    await expect(form).toBeVisible();
    const before = {
      username: await form.getByRole('textbox', { name: TEXT.fa.username }).boundingBox(),
      password: await form.getByRole('textbox', { name: TEXT.fa.password }).boundingBox(),
    };
    // typed before the script arrived: kept by the form that replaces this one, focus included
    await form.getByRole('textbox', { name: TEXT.fa.username }).fill(DEMO.email);
    release();
    expect(await opened).toBeUndefined();
    await expect(form).toHaveCount(0);
    await expect(login.username()).toHaveValue(DEMO.email);
    await expect(login.username()).toBeFocused();
    const after = {
      username: await login.username().boundingBox(),
      password: await login.password().boundingBox(),
    };
    for (const field of ['username', 'password'] as const) {
      for (const side of ['x', 'y', 'width', 'height'] as const) {
        expect(
          Math.abs((after[field]?.[side] ?? -100) - (before[field]?.[side] ?? 100)),
          `${field} ${side}`,
        ).toBeLessThanOrEqual(1);
      }
    }
    await login.login(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'داشبورد' })).toBeVisible();
  });

  test('the form painted from HTML shows its captcha before the scripts, and the application keeps that captcha', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    const captchas: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/auth/captcha/recaptcha')) captchas.push(response.url());
    });
    const release = await holdAppScripts(page);
    const login = new LoginPage(page, request);
    const opened = login.open('fa').catch((error: unknown) => error);
    // only the scripts before the first paint have run: the image is in the prerendered form
    const early = prerenderedForm(page, 'fa').getByRole('img', { name: 'تصویر کد امنیتی' });
    await expect(early).toBeVisible();
    const src = await early.getAttribute('src');
    expect(src).toMatch(/^data:image\//);
    const box = await early.boundingBox();
    await page.screenshot({ path: path.join(dir, 'first-screen-login-fa-captcha-before-js.png') });
    release();
    expect(await opened).toBeUndefined();
    await expect(prerenderedForm(page, 'fa')).toHaveCount(0);
    // the application's form shows the same image, where it was, without asking for another
    const kept = page.getByRole('img', { name: 'تصویر کد امنیتی' });
    await expect(kept).toHaveAttribute('src', src ?? '');
    const after = await kept.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((after?.[side] ?? -100) - (box?.[side] ?? 100)), side).toBeLessThanOrEqual(1);
    expect(captchas).toHaveLength(1);
    // that captcha's answer signs in
    await login.login(DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/$/);
  });

  test("signed in, `/` shows the dashboard's frame in Persian with only the before-paint scripts, its balance and slide image filled", async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await storeSession(page, null);
    await blockScripts(page, { keepBeforePaint: true });
    await page.goto('/');
    const frame = dashboardFrame(page, 'fa');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('dir', 'rtl');
    await expect(frame.getByRole('heading', { name: 'داشبورد', includeHidden: true })).toBeVisible();
    await expect(frame.getByText('پرتال ابری')).toBeVisible();
    await expect(frame.locator('[data-fp-balance]')).toHaveText(/^-?\d{1,3}(,\d{3})*$/);
    await expect(page.getByTestId('header-balance')).toHaveCount(1);
    const slide = frame.locator('[data-fp-slide] img');
    await expect(slide).toBeVisible();
    expect(await slide.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    for (const other of [
      prerenderedForm(page, 'fa'),
      prerenderedForm(page, 'en'),
      dashboardFrame(page, 'en'),
    ])
      await expect(other).toBeHidden();
    // in the shell's theme from the page's own styles alone: the placeholders coloured, the text in Vazirmatn
    expect(
      await frame
        .locator('.fp-frame-bone')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ).not.toBe('rgba(0, 0, 0, 0)');
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.replace(/"/g, '') === 'Vazirmatn' && face.status === 'loaded',
          ),
        ),
      )
      .toBe(true);
    await page.screenshot({ path: path.join(dir, 'first-screen-home-fa-no-js.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(frame.locator('.fp-frame-nav')).toBeHidden();
    await page.screenshot({ path: path.join(dir, 'first-screen-home-fa-no-js-phone.png') });
  });

  test('signed in with English chosen, `/` shows the frame in English, left to right', async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await storeSession(page, 'en');
    await blockScripts(page, { keepBeforePaint: true });
    await page.goto('/');
    const frame = dashboardFrame(page, 'en');
    await expect(frame).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(frame.getByRole('heading', { name: 'Dashboard', includeHidden: true })).toBeVisible();
    await expect(frame.getByText('Balance')).toBeVisible();
    await expect(dashboardFrame(page, 'fa')).toBeHidden();
    await page.screenshot({ path: path.join(dir, 'first-screen-home-en-no-js.png') });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(dir, 'first-screen-home-en-no-js-phone.png') });
  });

  test("the dashboard's placeholders show only on the signed-in `/`: /login shows the form, another page the frame with a page's placeholders", async ({
    page,
  }) => {
    await blockScripts(page, { keepBeforePaint: true });
    await page.goto('/login');
    await expect(prerenderedForm(page, 'fa')).toBeVisible();
    await expect(dashboardFrame(page, 'fa')).toBeHidden();
    await storeSession(page, null);
    await page.goto('/financial/payment-history');
    await expect(page.locator('html')).toHaveClass(/fp-app/);
    const frame = dashboardFrame(page, 'fa');
    await expect(frame).toBeVisible();
    await expect(frame.locator('.fp-frame-home')).toBeHidden();
    await expect(frame.locator('.fp-frame-area')).toBeVisible();
    for (const view of [dashboardFrame(page, 'en'), prerenderedForm(page, 'fa')])
      await expect(view).toBeHidden();
  });

  for (const locale of ['fa', 'en'] as const) {
    test(`signed in, an area's page shows the signed-in frame in ${locale} with only the before-paint scripts: header, balance, navigation and the page's first screen from its first answer`, async ({
      page,
      request,
    }) => {
      await resetSandbox(request);
      await storeSession(page, locale === 'en' ? 'en' : null);
      await blockScripts(page, { keepBeforePaint: true });
      const servers = (await (
        await request.get('/api/v1/cloud/servers', { headers: { Authorization: `Bearer ${DEMO.token}` } })
      ).json()) as { data: Array<{ name: string; interfaces: Array<{ ip_address: string }> }> };
      expect(servers.data.length).toBeGreaterThan(1);
      await page.goto('/cloud/servers');
      const frame = dashboardFrame(page, locale);
      await expect(frame).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', TEXT[locale].dir);
      await expect(frame.getByText(locale === 'fa' ? 'پرتال ابری' : 'Cloud Portal')).toBeVisible();
      await expect(frame.locator('[data-fp-balance]')).toHaveText(/^-?\d{1,3}(,\d{3})*$/);
      await expect(page.getByTestId('header-balance')).toHaveCount(1);
      await expect(frame.locator('.fp-frame-nav')).toBeVisible();
      // the remote's first screen, in its slot: title, sub-navigation, the table's head in the
      // locale, and a row per server of the answer (name and address left to right)
      const painted = frame.locator(
        '.fp-frame-area [data-remote="cloud"][data-module="./app"][data-status="painted"]',
      );
      await expect(painted.locator('h1')).toHaveText(locale === 'fa' ? 'سرورهای ابری' : 'Cloud servers');
      await expect(painted.locator('.fp-p-nav li').first()).toHaveText(
        locale === 'fa' ? 'سرورها' : 'Servers',
      );
      await expect(painted.locator('th').first()).toHaveText(locale === 'fa' ? 'نام سرور' : 'Server name');
      await expect(painted.locator('tbody tr')).toHaveCount(servers.data.length);
      const first = painted.locator('tbody tr').first();
      await expect(first.locator('td').nth(0)).toHaveText(servers.data[0]?.name ?? '-');
      await expect(first.locator('td').nth(1).locator('bdi[dir="ltr"]')).toHaveText(
        servers.data[0]?.interfaces[0]?.ip_address ?? '-',
      );
      // the dashboard's own placeholders are not this page's
      await expect(frame.locator('.fp-frame-home')).toBeHidden();
      await expect(dashboardFrame(page, locale === 'fa' ? 'en' : 'fa')).toBeHidden();
      await page.screenshot({ path: path.join(dir, `first-screen-area-${locale}-no-js.png`) });
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(frame.locator('.fp-frame-nav')).toBeHidden();
      await expect(first.locator('td').nth(0)).toBeVisible();
      await page.screenshot({ path: path.join(dir, `first-screen-area-${locale}-no-js-phone.png`) });
    });
  }

  test("an area's page asks for its remote's files and the release manifest before the shell's scripts have run", async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await storeSession(page, null);
    // the remote's stable version, as the release manifest names it
    const manifest = (await (await request.get('/remotes/manifest.json')).json()) as {
      remotes: Record<string, { stable: { entry: string } }>;
    };
    const folder = manifest.remotes.cloud?.stable.entry.replace(/mf-manifest\.json$/, '') ?? '';
    expect(folder).toMatch(/^\/remotes\/cloud\/[^/]+\/$/);
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    // the shell's own scripts are held: whatever is asked for meanwhile was asked by the page's HTML
    // or the before-paint script, not by the application
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(SCRIPT, async (route) => {
      const url = new URL(route.request().url());
      if (!isBeforePaint(route.request().url()) && !url.pathname.startsWith('/remotes/')) await released;
      await route.continue();
    });
    const opened = page.goto('/cloud/servers').catch((error: unknown) => error);
    await expect.poll(() => asked.filter((p) => p.startsWith(folder)).length).toBeGreaterThanOrEqual(3);
    await expect.poll(() => asked.includes('/remotes/manifest.json')).toBe(true);
    expect(asked).toContain(`${folder}mf-manifest.json`);
    expect(asked).toContain(`${folder}remoteEntry.js`);
    // the page's HTML names them; /login and `/` name no remote's files
    const html = await (await request.get('/cloud/servers', { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain(
      `<link rel="preload" href="${folder}remoteEntry.js" as="fetch" crossorigin="anonymous">`,
    );
    for (const other of ['/login', '/'])
      expect(await (await request.get(other, { headers: { Accept: 'text/html' } })).text()).not.toContain(
        '/remotes/',
      );
    release();
    expect(await opened).not.toBeInstanceOf(Error);
    // the application then shows the area from those files
    await expect(
      page.locator('[data-remote="cloud"][data-module="./app"][data-status="mounted"]'),
    ).toBeVisible();
  });

  test("an area's page asks for its first query before the shell's scripts have run, and the area shows that answer without asking again", async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await storeSession(page, null);
    const servers = (await (
      await request.get('/api/v1/cloud/servers', {
        headers: { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': 'fa' },
      })
    ).json()) as { data: Array<{ name: string }> };
    const first = servers.data[0]?.name ?? '';
    expect(first).not.toBe('');
    const asked: string[] = [];
    page.on('request', (req) => asked.push(new URL(req.url()).pathname));
    // the shell's own scripts and the remote's files are held: what is asked for meanwhile was asked
    // by the page's HTML or the before-paint script
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let scriptsReleased = false;
    await page.route(SCRIPT, async (route) => {
      if (!isBeforePaint(route.request().url())) await released;
      await route.continue();
    });
    // after the first call, the list is never answered again: whatever the area shows of it is the early answer
    let listCalls = 0;
    await page.route('**/api/v1/cloud/servers', async (route) => {
      listCalls += 1;
      if (scriptsReleased) return; // left unanswered
      await route.continue();
    });
    const opened = page.goto('/cloud/servers').catch((error: unknown) => error);
    await expect.poll(() => asked.includes('/api/v1/cloud/servers')).toBe(true);
    expect(listCalls).toBe(1);
    // no script of the shell and no file of the remote has arrived yet
    expect(
      await page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter(
              (e) => /\.js$/.test(new URL(e.name).pathname) && !/\/(color-mode|first-paint)\./.test(e.name),
            ).length,
      ),
    ).toBe(0);
    scriptsReleased = true;
    release();
    expect(await opened).not.toBeInstanceOf(Error);
    const area = page.locator('[data-remote="cloud"][data-module="./app"][data-status="mounted"]');
    await expect(area).toBeVisible();
    await expect(area.getByText(first).first()).toBeVisible();
  });

  test("an area's painted first screen stays until the remote's page has mounted in its place, then the page alone", async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await storeSession(page, null);
    const tickets = (await (
      await request.get('/api/v1/support/tickets', {
        headers: { Authorization: `Bearer ${DEMO.token}`, 'Accept-Language': 'fa' },
      })
    ).json()) as { data: { opened_list: Array<{ subject: string }> } };
    const subject = tickets.data.opened_list[0]?.subject ?? '';
    expect(subject).not.toBe('');
    // the remote's own files are held: the shell runs, the area stays loading
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/remotes/support/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/support/tickets');
    const slot = page.locator('[data-remote="support"][data-module="./app"]');
    await expect(slot).toHaveAttribute('data-status', 'loading');
    await expect(page.locator('.fp-frame')).toHaveCount(0);
    // the shell has replaced the frame; the painted screen is in the area's slot, heard as loading
    const painted = slot.locator('[data-painted]');
    await expect(painted.getByText(subject)).toBeVisible();
    await expect(slot.getByRole('status')).toHaveText('در حال بارگیری پشتیبانی…');
    await expect(page.locator('[data-module="./app"]')).toHaveCount(1);
    release();
    await expect(slot).toHaveAttribute('data-status', 'mounted');
    await expect(painted).toHaveCount(0);
    await expect(slot.getByRole('link', { name: subject })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'پشتیبانی', level: 1 })).toHaveCount(1);
  });

  test("the application replaces the dashboard's frame: the page once, its slider where the frame's box was", async ({
    page,
    request,
  }) => {
    await resetSandbox(request);
    await storeSession(page, null);
    const release = await holdAppScripts(page);
    const opened = page.goto('/').catch((error: unknown) => error);
    const frame = dashboardFrame(page, 'fa');
    await expect(frame.locator('[data-fp-slide] img')).toBeVisible();
    const box = await frame.locator('[data-fp-slide]').boundingBox();
    release();
    expect(await opened).not.toBeInstanceOf(Error);
    const slider = page.getByRole('region', { name: 'اخبار و پیشنهادها' });
    await expect(slider).toBeVisible();
    await expect(frame).toHaveCount(0);
    await expect(page.locator('.fp-frame')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'داشبورد' })).toHaveCount(1);
    const after = await slider.boundingBox();
    for (const side of ['x', 'y', 'width', 'height'] as const)
      expect(Math.abs((after?.[side] ?? -100) - (box?.[side] ?? 100)), side).toBeLessThanOrEqual(1);
  });

  test('the scripts before the first paint are hashed files, immutable, and a repeat visit runs them from the cache', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/login', { headers: { Accept: 'text/html' } })).text();
    const names = [...html.matchAll(/<script\b[^>]*\ssrc="?([^"\s>]+)/gi)]
      .map((match) => match[1] ?? '')
      .filter((src) => BEFORE_PAINT.test(src));
    expect(names.map((name) => name.replace(/\.[0-9a-f]{8}\.js$/, ''))).toEqual([
      '/color-mode',
      '/first-paint',
    ]);
    for (const name of names) {
      const res = await request.get(name);
      expect([name, res.status()]).toEqual([name, 200]);
      expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // the browser's own record of where each answer came from (its memory or disk cache, or the server)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked = new Map<string, string>();
    const fromCache = new Map<string, boolean>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (isBeforePaint(event.request.url)) asked.set(event.requestId, new URL(event.request.url).pathname);
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const name = asked.get(event.requestId);
      if (name) fromCache.set(name, true);
    });
    cdp.on('Network.responseReceived', (event) => {
      if (!isBeforePaint(event.response.url)) return;
      const name = new URL(event.response.url).pathname;
      fromCache.set(name, fromCache.get(name) === true || event.response.fromDiskCache === true);
    });
    // each visit until the application has taken the form over: every script has arrived
    await page.goto('/login');
    await expect(prerenderedForm(page, 'fa')).toHaveCount(0);
    expect(Object.fromEntries(fromCache)).toEqual(Object.fromEntries(names.map((name) => [name, false])));
    fromCache.clear();
    await page.goto('/login');
    await expect(prerenderedForm(page, 'fa')).toHaveCount(0);
    expect(Object.fromEntries(fromCache)).toEqual(Object.fromEntries(names.map((name) => [name, true])));
  });

  test('the page has no inline script, and its policy allows none', async ({ request }) => {
    // the login page carries the prerendered login form; the shell's page none (signed out, it goes on
    // to /login), only the signed-in frame
    for (const [address, view, none] of [
      ['/login', 'fp-login-fa', 'fp-home-fa'],
      ['/', 'fp-home-fa', 'fp-login-fa'],
    ] as const) {
      const res = await request.get(address, { headers: { Accept: 'text/html' } });
      expect(res.ok()).toBe(true);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes, body] of scripts) {
        // a production page is minified: attribute quotes may be gone
        expect(attributes, 'every script is a file').toMatch(/\ssrc="?\/[^"\s>]+/);
        expect((body ?? '').trim(), 'no script text in the page').toBe('');
      }
      expect(html).not.toMatch(/\son[a-z]+=/i);
      expect(html).toContain(`id="${view}"`);
      expect(html).not.toContain(`id="${none}"`);
      const csp = res.headers()['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toContain('unsafe-inline');
    }
  });
});
