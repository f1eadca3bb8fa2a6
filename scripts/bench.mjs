// `npm run bench`: what a customer's browser downloads and how fast the portal paints, measured in
// headless Chromium against production builds on fresh sandboxes — the federated portal (shell +
// five remotes through Module Federation) side by side with a monolith of the same code (the shell
// with the remotes bundled in at build time, same libraries: build/webpack.monolith.cjs).
// Cold = empty cache, warm = reload. Throttled = 4× CPU, 150 ms RTT, 1.6 Mbps down.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawnSync } from 'node:child_process';
import {
  ROOT,
  AREAS as REGISTRY_AREAS,
  REMOTES,
  WEBPACK_PACKAGES,
  ensurePnpm,
  ensureDeps,
  ensureChromium,
  buildStale,
  publishLocal,
  startPortal,
  run,
  log,
} from './lib.mjs';
import { ensureNginx, startProductionTopology } from './production.mjs';
import { javaScriptTransfer } from './benchBytes.mjs';
import { measureDnsZones, printDnsZones } from './benchDnsZone.mjs';
import { measureInp } from './benchInp.mjs';
import { measurePalette, printPalette } from './benchPalette.mjs';
import { SWITCH_ROUNDS_DEFAULT, printSwitches, summarizeSwitches } from './benchSwitch.mjs';

// Playwright's Chromium driver, from the e2e package: required when first launched, after
// ensureDeps has installed the workspace (a fresh clone has no node_modules yet)
const chromium = {
  launch: (options) =>
    createRequire(path.join(ROOT, 'e2e/package.json'))('@playwright/test').chromium.launch(options),
};
const { buildWithRspack } = createRequire(import.meta.url)('../build/rspack.cjs');
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
const DEMO_TOKEN = 'demo-0123456789abcdef';
const BUDGET_HOME_JS = 350 * 1024; // `/` ≤ 350 KB of compressed JS
const BUDGET_HOME_VS_MONOLITH = 1.1; // federated `/` ≤ 1.10 × the monolith's JS bytes
// the area switch (menu click → the area's content from the API): budgets in scripts/benchSwitch.mjs
const SWITCH_ROUNDS = Number(process.env.BENCH_SWITCH_ROUNDS ?? SWITCH_ROUNDS_DEFAULT);
const THROTTLE = { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };
// the first screen on a slow phone (all throttled, cold unless said): each figure is the later of
// the largest contentful paint and the moment the page's content shows (not a skeleton): the login
// form, the balance from the API in the header, an area's first API content
const BUDGET_FIRST_SCREEN_MS = 1800; // /login and / (signed in)
const BUDGET_AREA_FIRST_PAGE_MS = 2500; // each area's first page
const BUDGET_WARM_HOME_MS = 1000; // / again, warm cache
const BUDGET_CLS = 0.1; // every measured page, throttled
const BUDGET_LOGIN_JS = 120 * 1024; // /login, compressed JS, cold
// BENCH_ONLY=federated: the federated portal's pages and budgets only (no monolith, DNS zones,
// production topology or Rspack), for comparing one change before and after
const FEDERATED_ONLY = process.env.BENCH_ONLY === 'federated';
// BENCH_ONLY=switch: the area switch of both builds only (BENCH_SWITCH_ROUNDS rounds, 7 unless set)
const SWITCH_ONLY = process.env.BENCH_ONLY === 'switch';
// BENCH_ONLY=bytes: the compressed JavaScript of `/` and of each area's first page, cold, in both
// builds, with the `/` budget (no timings: the figures do not depend on how busy the machine is)
const BYTES_ONLY = process.env.BENCH_ONLY === 'bytes';
// for the switch figures, the content each area's first page is waiting for: a value its first API
// call answers with (the first domain, server, open ticket's subject, bank gateway, and the e-mail in
// the profile form), read from the sandbox before the switch, in the page's locale
const FIRST_CONTENT = {
  cdn: { api: '/cdn/ng/domains', pick: (data) => data[0].name },
  cloud: { api: '/cloud/servers', pick: (data) => data[0].name },
  support: { api: '/support/tickets', pick: (data) => data.opened_list[0].subject },
  billing: { api: '/financial/banks', pick: (data) => data[0].display_name },
  account: { api: '/auth/profile', pick: (data) => data.email, inField: true },
};
// each area's first page (from the registry and the remotes' contributions), with its content
const AREAS = REGISTRY_AREAS.map((area) => {
  const content = FIRST_CONTENT[area.remote];
  if (!content)
    throw new Error(`bench: say what ${area.remote}'s first page shows from the API (FIRST_CONTENT)`);
  return { ...area, content };
});
const SWITCH_TIMEOUT_MS = 30_000;
// strings found only in one library's code: a file containing one is a copy of that library
const MARKERS = {
  'react-dom': '__reactContainer$',
  '@emotion/react': '__EMOTION_TYPE_PLEASE_DO_NOT_USE__',
  '@portal/shared-sdk': 'The server took too long to answer',
};

const timed = (fn) => {
  const started = Date.now();
  fn();
  return Date.now() - started;
};

/** In the page before its scripts: the layout shifts not caused by input, summed (CLS of a short load). */
function layoutShiftScript() {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/**
 * In the page before its scripts: when `spec` shows, visible (a frame after it is found):
 * `selector` alone, or `text` inside `selector` (as the value of a field with `inField`).
 */
function contentWatchScript(spec) {
  if (window.__contentWatch) return;
  window.__contentWatch = true;
  window.__contentAt = null;
  const visible = (element) => element && element.checkVisibility({ visibilityProperty: true });
  const shows = () => {
    const scope = document.querySelector(spec.selector);
    if (!scope || !visible(scope)) return false;
    if (!spec.text) return true;
    if (spec.inField)
      return [...scope.querySelectorAll('input, textarea')].some(
        (field) => field.value === spec.text && visible(field),
      );
    if (!scope.textContent.includes(spec.text)) return false;
    const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.data.includes(spec.text) && visible(node.parentElement)) return true;
    return false;
  };
  const check = () => {
    if (shows()) requestAnimationFrame(() => (window.__contentAt = performance.now()));
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function newContext(browser, signedIn) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.addInitScript(layoutShiftScript);
  if (signedIn) {
    await context.addInitScript((token) => {
      if (!localStorage.getItem('portal.token')) localStorage.setItem('portal.token', JSON.stringify(token));
    }, DEMO_TOKEN);
  }
  return context;
}

/** Waits until the page shows what `target` is about: the login form, the dashboard, or an area's parcel. */
async function settled(page, target) {
  if (target.remote)
    await page.waitForSelector(
      `[data-remote="${target.remote}"][data-module="./app"][data-status="mounted"]`,
      { timeout: 60_000 },
    );
  else await page.waitForSelector(target.signedIn ? 'main h1' : 'form', { timeout: 60_000 });
  // the dashboard has settled once every card the remotes contribute is mounted: a card that failed
  // to load would leave its remote's bytes out of the figures (and fails the measurement instead)
  if (target.signedIn && !target.remote) {
    await page.waitForFunction(
      () => {
        const cards = [...document.querySelectorAll('[data-remote][data-module^="./widgets/"]')];
        return (
          cards.length > 0 &&
          cards.every((card) => card.dataset.status === 'mounted' || card.dataset.status === 'absent')
        );
      },
      null,
      { timeout: 60_000 },
    );
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
}

/** Loads `url` in `page` and returns transfer and paint figures (`content`: what contentWatchScript waits for). */
async function measure(page, url, target, throttle = null, content = null) {
  if (content) await page.addInitScript(contentWatchScript, content);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttle) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latency,
      downloadThroughput: throttle.down,
      uploadThroughput: throttle.up,
    });
  }
  const requests = new Map();
  cdp.on('Network.responseReceived', (e) =>
    requests.set(e.requestId, {
      url: e.response.url,
      type: e.type,
      // the service worker's answers are the page's own copies (its network fetches are its own requests)
      fromCache: e.response.fromDiskCache || e.response.fromMemoryCache || e.response.fromServiceWorker,
      bytes: 0,
    }),
  );
  cdp.on('Network.loadingFinished', (e) => {
    const r = requests.get(e.requestId);
    if (r) r.bytes = e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  await settled(page, target);
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
        let lcp = null;
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          lcp = entries[entries.length - 1]?.startTime ?? lcp;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ fcp, lcp }), 100);
      }),
  );
  const reactDomCopies = await page
    .evaluate(() => window.sharedCopies?.('react-dom') ?? null)
    .catch(() => null);
  const shown = await page.evaluate(() => ({
    cls: window.__cls ?? null,
    contentAt: window.__contentAt ?? null,
  }));
  if (throttle) await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await cdp.detach();
  const all = [...requests.values()];
  return {
    requests: all.length,
    // jsBytes, jsRequests, and remoteEntries: what each remote with a card on the page adds
    ...javaScriptTransfer(all),
    fcp: paint.fcp,
    lcp: paint.lcp,
    cls: shown.cls,
    contentAt: content ? shown.contentAt : null,
    // the first screen's figure: the largest paint, and no sooner than the content it is waiting for
    firstScreen: content
      ? shown.contentAt == null || paint.lcp == null
        ? null
        : Math.max(paint.lcp, shown.contentAt)
      : paint.lcp,
    reactDomCopies,
  };
}

/** In the page: distinct loaded providers of a shared module in Module Federation's share scope (null without MF). */
function sharedCopiesScript() {
  window.sharedCopies = (name) => {
    const share = window.__FEDERATION__?.__SHARE__;
    if (!share) return null;
    const loaded = new Set();
    for (const scopes of Object.values(share)) {
      for (const scope of Object.values(scopes)) {
        for (const [version, entry] of Object.entries(scope[name] ?? {}))
          if (entry.loaded || entry.loading) loaded.add(`${version}@${entry.from}`);
      }
    }
    return loaded.size;
  };
}

/**
 * The lean login page (build/webpack.login.cjs: React and the login form, no Module Federation)
 * is the same in both builds: /login serves it, and the shell, the monolith's included, sends every
 * signed-out visitor there. The monolith's folder gets the shell build's login.html and every file
 * it names that the monolith's build lacks (the same content-hashed names).
 */
function withLeanLogin(shellDist, monolithDist) {
  const page = path.join(shellDist, 'login.html');
  if (!fs.existsSync(page))
    throw new Error('bench: the shell build has no login.html (build/webpack.login.cjs)');
  const html = fs.readFileSync(page, 'utf8');
  const named = new Set(
    [...html.matchAll(/(?:(?:src|href|content)="?|url\()([^"\s>)]+)/g)]
      .flatMap((m) => m[1].split(' '))
      .filter((f) => /^\/[\w./-]+\.\w+$/.test(f)),
  );
  for (const file of ['/login.html', ...named]) {
    for (const variant of [file, `${file}.br`, `${file}.gz`]) {
      const from = path.join(shellDist, variant);
      const to = path.join(monolithDist, variant);
      if (!fs.existsSync(from) || fs.existsSync(to)) continue;
      fs.mkdirSync(path.dirname(to), { recursive: true });
      fs.copyFileSync(from, to);
    }
  }
}

/** What an area's first page shows from the API for the demo account (AREAS `content`), in Persian, the default locale. */
async function expectedContent(url, area) {
  const res = await fetch(`${url}/api/v1${area.content.api}`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}`, 'Accept-Language': 'fa' },
  });
  if (!res.ok) throw new Error(`${area.content.api} answered HTTP ${res.status}`);
  const text = area.content.pick((await res.json()).data);
  if (typeof text !== 'string' || !text) throw new Error(`no content to wait for in ${area.content.api}`);
  return text;
}

/**
 * Milliseconds from clicking an area in the side menu until the area shows, visible, the content its
 * first API call brings (not a skeleton, not the area's own headings): `text` in a visible element,
 * or as the value of a visible form field. null when it does not appear within SWITCH_TIMEOUT_MS.
 */
async function areaSwitch(browser, url, area, preload) {
  const text = await expectedContent(url, area);
  const context = await newContext(browser, true);
  const page = await context.newPage();
  await page.goto(`${url}/`);
  await settled(page, { signedIn: true });
  const link = `nav a[href="${area.path}"]`;
  if (preload) {
    await page.hover(link);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
  }
  const ms = await page.evaluate(
    ({ link: selector, remote, text: expected, inField, timeout }) =>
      new Promise((resolve) => {
        const started = performance.now();
        document.querySelector(selector).click();
        const visible = (element) =>
          element &&
          (element.checkVisibility
            ? element.checkVisibility({ visibilityProperty: true })
            : element.offsetParent !== null);
        const shows = (host) => {
          if (inField)
            return [...host.querySelectorAll('input, textarea')].some(
              (field) => field.value === expected && visible(field),
            );
          if (!host.textContent.includes(expected)) return false;
          const walker = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (node.data.includes(expected) && visible(node.parentElement)) return true;
          }
          return false;
        };
        const check = () => {
          const host = document.querySelector(
            `[data-remote="${remote}"][data-module="./app"][data-status="mounted"]`,
          );
          if (host && shows(host)) requestAnimationFrame(() => resolve(performance.now() - started));
          else if (performance.now() - started > timeout) resolve(null);
          else requestAnimationFrame(check);
        };
        check();
      }),
    { link, remote: area.remote, text, inField: Boolean(area.content.inField), timeout: SWITCH_TIMEOUT_MS },
  );
  await context.close();
  return ms;
}

/**
 * Every area's switch, cold and preloaded, in both builds, `rounds` times: each round takes the
 * builds in turn (which goes first alternates), so drift on the machine falls on both alike.
 */
async function measureSwitches(browser, builds, rounds) {
  const samples = Object.fromEntries(
    Object.keys(builds).map((name) => [
      name,
      Object.fromEntries(AREAS.map((area) => [area.remote, { cold: [], preloaded: [] }])),
    ]),
  );
  const names = Object.keys(builds);
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 ? [...names].reverse() : names;
    for (const area of AREAS) {
      for (const preload of [false, true]) {
        for (const name of order) {
          const figure = await areaSwitch(browser, builds[name], area, preload);
          samples[name][area.remote][preload ? 'preloaded' : 'cold'].push(figure);
        }
      }
    }
  }
  return samples;
}

/** Copies of each marked library among the scripts a session loads while visiting every area. */
async function libraryCopies(browser, url) {
  const context = await newContext(browser, true);
  const page = await context.newPage();
  const files = Object.fromEntries(Object.keys(MARKERS).map((name) => [name, new Set()]));
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || !response.ok()) return;
    pending.push(
      response.text().then(
        (body) => {
          for (const [name, marker] of Object.entries(MARKERS))
            if (body.includes(marker)) files[name].add(new URL(response.url()).pathname);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(`${url}/`);
  await settled(page, { signedIn: true });
  for (const area of AREAS) {
    await page.click(`nav a[href="${area.path}"]`);
    await settled(page, { remote: area.remote });
  }
  await Promise.all(pending);
  const federation = await page.evaluate(() =>
    Object.fromEntries(
      ['react-dom', '@emotion/react', '@portal/shared-sdk'].map((n) => [n, window.sharedCopies(n)]),
    ),
  );
  await context.close();
  return Object.fromEntries(
    Object.keys(MARKERS).map((name) => [name, { files: files[name].size, shareScope: federation[name] }]),
  );
}

/** What `/` is waiting for: the balance from the API in the header, as the page formats it. */
async function homeContent(url) {
  const res = await fetch(`${url}/api/v1/financial/billing/balance`, {
    headers: { Authorization: `Bearer ${DEMO_TOKEN}` },
  });
  if (!res.ok) throw new Error(`/financial/billing/balance answered HTTP ${res.status}`);
  const { balance } = (await res.json()).data;
  return { selector: '[data-testid="header-balance"]', text: Number(balance).toLocaleString('en-US') };
}

const LOGIN_CONTENT = { selector: 'form input[autocomplete="username"]' };

/** `url` measured in a browser of its own, signed in, with nothing cached. */
async function measureCold(browser, url, target) {
  const context = await newContext(browser, true);
  await context.addInitScript(sharedCopiesScript);
  const page = await context.newPage();
  const figure = await measure(page, url, target);
  await context.close();
  return figure;
}

async function measureBuild(browser, url, { firstScreen = false } = {}) {
  const result = { pages: [], areas: [], throttled: [], throttledAreas: [], copies: null };
  const pages = [
    { name: '/login', path: '/login', signedIn: false, content: LOGIN_CONTENT },
    { name: '/ (signed in)', path: '/', signedIn: true, content: await homeContent(url) },
  ];
  for (const target of pages) {
    const context = await newContext(browser, target.signedIn);
    await context.addInitScript(sharedCopiesScript);
    const page = await context.newPage();
    const cold = await measure(page, url + target.path, target);
    const warm = await measure(page, url + target.path, target);
    result.pages.push(
      { page: target.name, run: 'cold', ...cold },
      { page: target.name, run: 'warm', ...warm },
    );
    await context.close();

    const slow = await newContext(browser, target.signedIn);
    await slow.addInitScript(sharedCopiesScript);
    const slowPage = await slow.newPage();
    result.throttled.push({
      page: target.name,
      run: 'cold',
      ...(await measure(slowPage, url + target.path, target, THROTTLE, target.content)),
    });
    // again with the cache of that visit
    result.throttled.push({
      page: target.name,
      run: 'warm',
      ...(await measure(slowPage, url + target.path, target, THROTTLE, target.content)),
    });
    await slow.close();
  }
  if (firstScreen) {
    for (const area of AREAS) {
      const selector = `[data-remote="${area.remote}"][data-module="./app"]`;
      const content = {
        selector,
        text: await expectedContent(url, area),
        inField: Boolean(area.content.inField),
      };
      const context = await newContext(browser, true);
      const page = await context.newPage();
      result.throttledAreas.push({
        page: area.path,
        remote: area.remote,
        ...(await measure(page, url + area.path, { remote: area.remote }, THROTTLE, content)),
      });
      await context.close();
    }
  }
  for (const area of AREAS) {
    result.areas.push({
      page: area.path,
      remote: area.remote,
      ...(await measureCold(browser, url + area.path, { remote: area.remote })),
    });
  }
  if (FEDERATED_ONLY) return result;
  result.copies = await libraryCopies(browserWithInit(browser), url);
  return result;
}

/** A browser facade whose new contexts define `window.sharedCopies` before any page script. */
function browserWithInit(browser) {
  return {
    newContext: async (options) => {
      const context = await browser.newContext(options);
      await context.addInitScript(sharedCopiesScript);
      return context;
    },
  };
}

/**
 * `/` (signed in) through the production topology: the web image's nginx (brotli copies as built)
 * in front of the release service and the sandbox, serving the same release store.
 */
async function measureProduction(browser, releasesDir) {
  ensureNginx();
  const topology = await startProductionTopology({ releasesDir });
  try {
    const context = await newContext(browser, true);
    await context.addInitScript(sharedCopiesScript);
    const page = await context.newPage();
    const target = { signedIn: true };
    const cold = await measure(page, `${topology.url}/`, target);
    const warm = await measure(page, `${topology.url}/`, target);
    await context.close();
    return { url: topology.url, cold, warm };
  } finally {
    const exited = new Promise((resolve) => topology.child.once('exit', resolve));
    topology.child.kill('SIGTERM');
    await exited;
  }
}

function printProduction(production) {
  const { cold, warm } = production;
  console.log('\n/ (signed in) through the production topology (nginx as the web image runs it)');
  console.log(
    `cold: ${kb(cold.jsBytes)} of compressed JS in ${cold.jsRequests} scripts, ${cold.requests} requests, LCP ${ms(cold.lcp)} — budget ≤ ${kb(BUDGET_HOME_JS)} ${cold.jsBytes <= BUDGET_HOME_JS ? 'ok' : 'OVER'}`,
  );
  console.log(`warm: ${kb(warm.jsBytes)} of JS over the network, ${warm.requests} requests`);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => (n == null ? 'n/a' : `${Math.round(n)} ms`);
const within = (x, budget) => x != null && x <= budget;

/** The federated portal's pages one by one (cold, warm; unthrottled). */
function printPages(fed) {
  console.log('\nfederated portal, page by page');
  console.log(
    'page            run   JS (compressed)  JS reqs  requests  FCP       LCP       react-dom copies',
  );
  for (const r of fed.pages) {
    console.log(
      `${r.page.padEnd(16)}${r.run.padEnd(6)}${kb(r.jsBytes).padStart(15)}  ${String(r.jsRequests).padStart(7)}  ${String(r.requests).padStart(8)}  ${ms(r.fcp).padEnd(9)} ${ms(r.lcp).padEnd(9)} ${r.reactDomCopies ?? '-'}`,
    );
  }
}

const verdict = (ok) => (ok ? 'ok' : 'OVER');
const cls = (x) => (x == null ? 'n/a' : x.toFixed(3));

/**
 * The first screen's budgets, each with ok or OVER: throttled (4× CPU, 150 ms RTT, 1.6 Mbps) but for
 * /login's bytes. A time is the later of LCP and the content showing (see BUDGET_FIRST_SCREEN_MS).
 */
function printBudgets(fed, inp) {
  const rows = [];
  const row = (metric, figure, budget, ok, detail = '') =>
    rows.push([metric, figure, budget, verdict(ok), detail]);
  const throttled = (name, run = 'cold') => fed.throttled.find((t) => t.page === name && t.run === run);
  const login = throttled('/login');
  const home = throttled('/ (signed in)');
  const warmHome = throttled('/ (signed in)', 'warm');
  const paintDetail = (r) => `LCP ${ms(r.lcp)}, content ${ms(r.contentAt)}, FCP ${ms(r.fcp)}`;
  row(
    'LCP /login (form shown), throttled',
    ms(login.firstScreen),
    `≤ ${BUDGET_FIRST_SCREEN_MS} ms`,
    within(login.firstScreen, BUDGET_FIRST_SCREEN_MS),
    paintDetail(login),
  );
  row(
    'LCP / signed in (balance shown), throttled',
    ms(home.firstScreen),
    `≤ ${BUDGET_FIRST_SCREEN_MS} ms`,
    within(home.firstScreen, BUDGET_FIRST_SCREEN_MS),
    paintDetail(home),
  );
  for (const area of fed.throttledAreas) {
    row(
      `${area.page} first page (API content shown), throttled`,
      ms(area.firstScreen),
      `≤ ${BUDGET_AREA_FIRST_PAGE_MS} ms`,
      within(area.firstScreen, BUDGET_AREA_FIRST_PAGE_MS),
      paintDetail(area),
    );
  }
  row(
    'warm / signed in (balance shown), throttled',
    ms(warmHome.firstScreen),
    `≤ ${BUDGET_WARM_HOME_MS} ms`,
    within(warmHome.firstScreen, BUDGET_WARM_HOME_MS),
    `${paintDetail(warmHome)}; ${kb(warmHome.jsBytes)} JS over the network`,
  );
  for (const r of [login, home, ...fed.throttledAreas])
    row(`CLS ${r.page}, throttled`, cls(r.cls), `≤ ${BUDGET_CLS}`, within(r.cls, BUDGET_CLS));
  const loginJs = fed.pages.find((p) => p.page === '/login' && p.run === 'cold');
  row(
    '/login JS, compressed, cold',
    kb(loginJs.jsBytes),
    `≤ ${kb(BUDGET_LOGIN_JS)}`,
    loginJs.jsBytes <= BUDGET_LOGIN_JS,
    `${loginJs.jsRequests} scripts`,
  );
  if (inp) {
    for (const [name, r] of [
      ['DNS record filter', inp.dns],
      ['ticket form (subject, message)', inp.ticket],
    ]) {
      rows.push([
        `INP typing in the ${name}, throttled`,
        ms(r.inp),
        'reported',
        '-',
        `${r.interactions} interactions`,
      ]);
    }
  }
  const head = ['budget', 'figure', 'limit', 'verdict', 'detail'];
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((r) => r[i].length)));
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('\nthe first screen on a slow phone (federated, cold cache unless warm)');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  return rows;
}

function printTables(fed, mono, builds) {
  const rows = [];
  const row = (metric, f, m, budget = '') => rows.push([metric, f, m, budget]);
  const cold = (res, name) => res.pages.find((p) => p.page === name && p.run === 'cold');
  const fHome = cold(fed, '/ (signed in)');
  const mHome = cold(mono, '/ (signed in)');
  const ratio = fHome.jsBytes / mHome.jsBytes;
  row(
    '/ JS, compressed (cold)',
    kb(fHome.jsBytes),
    kb(mHome.jsBytes),
    `≤ ${BUDGET_HOME_VS_MONOLITH.toFixed(2)} × monolith: ${ratio.toFixed(3)} × ${ratio <= BUDGET_HOME_VS_MONOLITH ? 'ok' : 'OVER'}; ≤ ${kb(BUDGET_HOME_JS)} ${fHome.jsBytes <= BUDGET_HOME_JS ? 'ok' : 'OVER'}`,
  );
  row(
    '/ requests (JS)',
    `${fHome.requests} (${fHome.jsRequests})`,
    `${mHome.requests} (${mHome.jsRequests})`,
  );
  const entries = fHome.remoteEntries;
  row(
    '/ remote entries (each remote with a card on /)',
    entries.length
      ? `${entries.length} × ${kb(entries.reduce((a, b) => a + b, 0) / entries.length)}`
      : 'none',
    '-',
    `over the monolith: ${kb(fHome.jsBytes - mHome.jsBytes)}`,
  );
  const fLogin = cold(fed, '/login');
  const mLogin = cold(mono, '/login');
  row('/login JS, compressed (cold)', kb(fLogin.jsBytes), kb(mLogin.jsBytes));
  row(
    '/login requests (JS)',
    `${fLogin.requests} (${fLogin.jsRequests})`,
    `${mLogin.requests} (${mLogin.jsRequests})`,
  );
  for (const area of AREAS) {
    const f = fed.areas.find((a) => a.remote === area.remote);
    const m = mono.areas.find((a) => a.remote === area.remote);
    row(
      `${area.path} first page: JS / requests`,
      `${kb(f.jsBytes)} / ${f.requests}`,
      `${kb(m.jsBytes)} / ${m.requests}`,
    );
  }
  for (const name of ['/login', '/ (signed in)']) {
    row(`LCP ${name}`, ms(cold(fed, name).lcp), ms(cold(mono, name).lcp));
    const ft = fed.throttled.find((t) => t.page === name && t.run === 'cold');
    const mt = mono.throttled.find((t) => t.page === name && t.run === 'cold');
    row(`LCP ${name}, throttled`, ms(ft.lcp), ms(mt.lcp));
    row(
      `CLS ${name}, throttled`,
      ft.cls == null ? 'n/a' : ft.cls.toFixed(3),
      mt.cls == null ? 'n/a' : mt.cls.toFixed(3),
    );
  }
  for (const name of Object.keys(MARKERS)) {
    const f = fed.copies[name];
    const m = mono.copies[name];
    const copies = Math.max(f.files, f.shareScope ?? 0);
    row(
      `copies of ${name} (files; share scope)`,
      `${f.files}; ${f.shareScope ?? '-'}`,
      `${m.files}; -`,
      `1 ${copies === 1 ? 'ok' : 'OVER'}`,
    );
  }
  row(
    'production build time',
    `one remote (account): ${(builds.remoteMs / 1000).toFixed(1)} s`,
    `whole monolith: ${(builds.monolithMs / 1000).toFixed(1)} s`,
  );

  const widths = [0, 1, 2, 3].map((i) =>
    Math.max(...[['metric', 'federated', 'monolith', 'budget'], ...rows].map((r) => r[i].length)),
  );
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('\nfederated vs monolith (same code, same libraries)');
  console.log(line(['metric', 'federated', 'monolith', 'budget']));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  return rows;
}

/**
 * The same portal and monolith built with Rspack (build/rspack.cjs: the same configs, Rspack's SWC
 * loader and minifiers, Module Federation's Rspack plugin), served from a release store of their own:
 * build times, and `/` signed in, cold, for both. Whether a switch would pay.
 */
async function measureRspack(pnpm, browser, port) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-rspack-'));
  const builds = {};
  for (const pkg of WEBPACK_PACKAGES)
    builds[pkg] = await buildWithRspack({ dir: path.join(ROOT, pkg), outDir: path.join(out, pkg) });
  builds.monolith = await buildWithRspack({
    dir: path.join(ROOT, 'shell'),
    configFile: path.join(ROOT, 'build/webpack.monolith.cjs'),
    outDir: path.join(out, 'monolith'),
  });
  const store = path.join(out, 'releases');
  for (const remote of REMOTES) {
    const res = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'release/bin/release.mjs'),
        remote,
        'publish',
        '--dist',
        path.join(out, `mfe-${remote}`),
        '--version',
        '1.0.0-rspack',
        '--stable',
        '--store',
        store,
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (res.status !== 0) throw new Error(`publishing the Rspack build of ${remote}: ${res.stderr}`);
  }
  const serve = (p, shellDir) =>
    startPortal(pnpm, {
      port: p,
      env: {
        SANDBOX_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
        RELEASES_DIR: store,
        SHELL_DIR: shellDir,
      },
      stdio: 'ignore',
    });
  const home = { signedIn: true };
  const federated = await serve(port, path.join(out, 'shell'));
  const monolith = await serve(port + 1, path.join(out, 'monolith'));
  try {
    const measureHome = async (url) => {
      const context = await newContext(browser, true);
      const result = await measure(await context.newPage(), `${url}/`, home);
      await context.close();
      return result;
    };
    return { builds, federated: await measureHome(federated.url), monolith: await measureHome(monolith.url) };
  } finally {
    federated.child.kill('SIGTERM');
    monolith.child.kill('SIGTERM');
    fs.rmSync(out, { recursive: true, force: true });
  }
}

/** webpack (the portal's build) against Rspack, the same sources and configs. */
function printBundlers(fed, mono, builds, rspack) {
  const cold = (res) => res.pages.find((p) => p.page === '/ (signed in)' && p.run === 'cold');
  const rows = [
    [
      '/ JS, compressed (cold): federated / monolith',
      `${kb(cold(fed).jsBytes)} / ${kb(cold(mono).jsBytes)}`,
      `${kb(rspack.federated.jsBytes)} / ${kb(rspack.monolith.jsBytes)}`,
    ],
    [
      '/ federated ÷ monolith',
      `${(cold(fed).jsBytes / cold(mono).jsBytes).toFixed(3)} ×`,
      `${(rspack.federated.jsBytes / rspack.monolith.jsBytes).toFixed(3)} ×`,
    ],
    [
      'production build: one remote (account) / monolith',
      `${(builds.remoteMs / 1000).toFixed(1)} s / ${(builds.monolithMs / 1000).toFixed(1)} s`,
      `${(rspack.builds['mfe-account'] / 1000).toFixed(1)} s / ${(rspack.builds.monolith / 1000).toFixed(1)} s`,
    ],
  ];
  const widths = [0, 1, 2].map((i) =>
    Math.max(...[['metric', 'webpack', 'rspack'], ...rows].map((r) => r[i].length)),
  );
  const line = (r) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  console.log('\nwebpack (the build) vs Rspack (build/rspack.cjs), same sources and configs');
  console.log(line(['metric', 'webpack', 'rspack']));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
  return rows;
}

/** The monolith (build/webpack.monolith.cjs) with the shell's lean login; returns the build's ms. */
function buildMonolith(pnpm) {
  log('building the monolith (build/webpack.monolith.cjs)');
  const ms = timed(() =>
    run(pnpm, [
      '--filter',
      '@portal/shell',
      'exec',
      'webpack',
      '--config',
      '../build/webpack.monolith.cjs',
      '--mode',
      'production',
    ]),
  );
  withLeanLogin(path.join(ROOT, 'shell/dist'), path.join(ROOT, 'monolith/dist'));
  return ms;
}

/** The federated portal on `port` and the monolith on the next, each on fresh sandbox data. */
async function startBothBuilds(pnpm, releasesDir, port) {
  const start = (p, shellDir) =>
    startPortal(pnpm, {
      port: p,
      env: {
        SANDBOX_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
        RELEASES_DIR: releasesDir,
        SHELL_DIR: shellDir,
      },
      stdio: 'ignore',
    });
  return {
    federated: await start(port, path.join(ROOT, 'shell/dist')),
    monolith: await start(port + 1, path.join(ROOT, 'monolith/dist')),
  };
}

/** BENCH_ONLY=switch: the area switch of both builds and its budgets, nothing else. */
async function benchSwitch(pnpm, releasesDir) {
  buildMonolith(pnpm);
  const port = Number(process.env.BENCH_PORT ?? 8095);
  const { federated, monolith } = await startBothBuilds(pnpm, releasesDir, port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    log(`measuring the area switch, ${SWITCH_ROUNDS} rounds of both builds interleaved (BENCH_ONLY=switch)`);
    const samples = await measureSwitches(
      browser,
      { federated: federated.url, monolith: monolith.url },
      SWITCH_ROUNDS,
    );
    const switches = summarizeSwitches(samples);
    printSwitches(switches, SWITCH_ROUNDS);
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, 'bench-results/switch.json'),
      JSON.stringify({ at: new Date().toISOString(), rounds: SWITCH_ROUNDS, samples, switches }, null, 2),
    );
    log('figures saved to bench-results/switch.json');
  } finally {
    await browser.close();
    federated.child.kill('SIGTERM');
    monolith.child.kill('SIGTERM');
  }
}

async function main() {
  const pnpm = ensurePnpm();
  ensureDeps(pnpm);
  ensureChromium();
  buildStale(pnpm);
  const releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-releases-'));
  // mkdtemp makes the folder its owner's only; nginx's workers read the store too (production step)
  fs.chmodSync(releasesDir, 0o755);
  publishLocal(releasesDir);
  if (FEDERATED_ONLY) return benchFederated(pnpm, releasesDir);
  if (SWITCH_ONLY) return benchSwitch(pnpm, releasesDir);
  if (BYTES_ONLY) return benchBytes(pnpm, releasesDir);
  const monolithMs = buildMonolith(pnpm);
  log('timing the production build of one remote (mfe-account, into a temp folder)');
  const remoteOut = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-remote-'));
  const remoteMs = timed(() =>
    run(pnpm, [
      '--filter',
      '@portal/mfe-account',
      'exec',
      'webpack',
      '--mode',
      'production',
      '--output-path',
      remoteOut,
    ]),
  );
  fs.rmSync(remoteOut, { recursive: true, force: true });

  const port = Number(process.env.BENCH_PORT ?? 8095);
  const { federated, monolith } = await startBothBuilds(pnpm, releasesDir, port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  let fed;
  let mono;
  let switches;
  let production;
  let dnsZones = null;
  let palette = null;
  let rspack = null;
  let inp = null;
  try {
    log('measuring the federated portal');
    fed = await measureBuild(browser, federated.url, { firstScreen: true });
    log('measuring INP while typing (DNS record filter, ticket form), throttled');
    inp = await measureInp(browser, federated.url, THROTTLE);
    log('measuring the monolith');
    mono = await measureBuild(browser, monolith.url);
    log(`measuring the area switch, ${SWITCH_ROUNDS} rounds of both builds interleaved`);
    switches = summarizeSwitches(
      await measureSwitches(browser, { federated: federated.url, monolith: monolith.url }, SWITCH_ROUNDS),
    );
    log('measuring the DNS page with 100 and 10,000 records (zones made through the API)');
    dnsZones = await measureDnsZones(browser, federated.url);
    log('measuring the command palette with 1,000 resources (API keys made through the API)');
    palette = await measurePalette(browser, federated.url).catch((error) => {
      console.error(`the command palette could not be measured: ${error.message}`);
      return null;
    });
    log('measuring / through the production topology (nginx)');
    // a failure here is reported and leaves the figures above standing
    production = await measureProduction(browser, releasesDir).catch((error) => {
      console.error(`the production topology could not be measured: ${error.message}`);
      return null;
    });
    federated.child.kill('SIGTERM');
    monolith.child.kill('SIGTERM');
    log('building the portal and the monolith with Rspack (build/rspack.cjs) and measuring /');
    rspack = await measureRspack(pnpm, browser, port + 2).catch((error) => {
      console.error(`Rspack could not be measured: ${error.message}`);
      return null;
    });
  } finally {
    await browser.close();
    federated.child.kill('SIGTERM');
    monolith.child.kill('SIGTERM');
  }
  printPages(fed);
  const rows = printTables(fed, mono, { monolithMs, remoteMs });
  printSwitches(switches, SWITCH_ROUNDS);
  const budgets = printBudgets(fed, inp);
  if (production) printProduction(production);
  printDnsZones(dnsZones);
  printPalette(palette);
  const bundlers = rspack ? printBundlers(fed, mono, { monolithMs, remoteMs }, rspack) : null;
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'bench-results/latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        rows: fed.pages,
        federated: fed,
        monolith: mono,
        switches,
        production,
        dnsZones,
        palette,
        inp,
        builds: { monolithMs, remoteMs },
        rspack,
        table: rows,
        budgets,
        bundlers,
      },
      null,
      2,
    ),
  );
  log('figures saved to bench-results/latest.json');
}

/** BENCH_ONLY=bytes: the JavaScript of `/` and of each area's first page, cold, both builds. */
async function benchBytes(pnpm, releasesDir) {
  buildMonolith(pnpm);
  const port = Number(process.env.BENCH_PORT ?? 8095);
  const { federated, monolith } = await startBothBuilds(pnpm, releasesDir, port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const pages = [{ name: '/ (signed in)', path: '/', target: { signedIn: true } }].concat(
    AREAS.map((area) => ({
      name: `${area.path} first page`,
      path: area.path,
      target: { remote: area.remote },
    })),
  );
  const figures = [];
  try {
    log(
      'measuring the JavaScript of / and of each area’s first page, cold, in both builds (BENCH_ONLY=bytes)',
    );
    for (const page of pages) {
      const fed = await measureCold(browser, federated.url + page.path, page.target);
      const mono = await measureCold(browser, monolith.url + page.path, page.target);
      figures.push({
        page: page.name,
        federated: fed.jsBytes,
        monolith: mono.jsBytes,
        files: fed.jsRequests,
      });
    }
  } finally {
    await browser.close();
    federated.child.kill('SIGTERM');
    monolith.child.kill('SIGTERM');
  }
  console.log('\nJavaScript over the network, compressed, cold');
  console.log(
    `${'page'.padEnd(28)}${'federated'.padStart(12)}${'monolith'.padStart(12)}${'ratio'.padStart(8)}  files`,
  );
  for (const f of figures)
    console.log(
      `${f.page.padEnd(28)}${kb(f.federated).padStart(12)}${kb(f.monolith).padStart(12)}${(f.federated / f.monolith).toFixed(3).padStart(8)}  ${f.files}`,
    );
  const home = figures[0];
  const ratio = home.federated / home.monolith;
  const ok = ratio <= BUDGET_HOME_VS_MONOLITH && home.federated <= BUDGET_HOME_JS;
  console.log(
    `/ budget: ≤ ${BUDGET_HOME_VS_MONOLITH.toFixed(2)} × the monolith (${ratio.toFixed(3)} ×) and ≤ ${kb(BUDGET_HOME_JS)} (${kb(home.federated)}): ${ok ? 'ok' : 'OVER'}`,
  );
  fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'bench-results/bytes.json'),
    JSON.stringify({ at: new Date().toISOString(), figures, budget: { ratio, ok } }, null, 2),
  );
  log('figures saved to bench-results/bytes.json');
}

/** BENCH_ONLY=federated: the federated portal's pages, INP and the first screen's budgets. */
async function benchFederated(pnpm, releasesDir) {
  const port = Number(process.env.BENCH_PORT ?? 8095);
  const federated = await startPortal(pnpm, {
    port,
    env: {
      SANDBOX_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-')),
      RELEASES_DIR: releasesDir,
      SHELL_DIR: path.join(ROOT, 'shell/dist'),
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    log('measuring the federated portal (BENCH_ONLY=federated)');
    const fed = await measureBuild(browser, federated.url, { firstScreen: true });
    log('measuring INP while typing (DNS record filter, ticket form), throttled');
    const inp = await measureInp(browser, federated.url, THROTTLE);
    printPages(fed);
    const budgets = printBudgets(fed, inp);
    fs.mkdirSync(path.join(ROOT, 'bench-results'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, 'bench-results/federated.json'),
      JSON.stringify({ at: new Date().toISOString(), federated: fed, inp, budgets }, null, 2),
    );
    log('figures saved to bench-results/federated.json');
  } finally {
    await browser.close();
    federated.child.kill('SIGTERM');
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
