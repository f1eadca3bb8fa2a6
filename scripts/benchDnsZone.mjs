// The DNS page's cost with a big zone, beside a small one: a zone of 10,000 records must show its
// first page within 200 ms of the click that opens the page, and a keystroke in the search box must
// show its filtered records within 50 ms (the cost stays flat: the provider pages the records and
// the page shows one page at a time). The zones are made through the provider's API on the
// portal's fresh sandbox (not its seed): my-blog.com filled to 100 records, and a zone of 10,000.
//
// Part of `npm run bench`; alone, against a portal already running on fresh sandbox data:
//   node scripts/benchDnsZone.mjs http://localhost:8090
import { DEMO_TOKEN, api, runAlone } from './benchClient.mjs';

export const BUDGET_DNS_FIRST_RENDER_MS = 200;
export const BUDGET_DNS_KEYSTROKE_MS = 50;
const RUNS = 5;

/** `count` record names bench-00000, bench-00001, … that the zone does not have yet. */
function benchNames(count, taken) {
  const names = [];
  for (let i = 0; names.length < count; i++) {
    const name = `bench-${String(i).padStart(5, '0')}`;
    if (!taken.has(name)) names.push(name);
  }
  return names;
}
const benchIp = (i) => `198.51.${(i >> 8) & 255}.${i & 255}`;

/**
 * The zones to measure: my-blog.com filled to 100 records, and 10,000 records in a
 * professional-plan domain when the seed has one (made with one zone-file import), else in
 * example-shop.ir (one record at a time, slower).
 */
async function benchZones(url) {
  const domains = (await api(url, 'GET', '/cdn/ng/domains')).data;
  const byName = (name) => domains.find((d) => d.name === name);
  const big = domains.find((d) => d.plan.name === 'pro') ?? byName('example-shop.ir');
  return [
    { domain: 'my-blog.com', id: byName('my-blog.com').id, records: 100, importZone: false },
    { domain: big.name, id: big.id, records: 10_000, importZone: big.plan.name === 'pro' },
  ];
}

/** Adds A records named bench-… until the domain has `records` records; returns how many it has. */
async function fillZone(url, { id, records: total, importZone }) {
  const zone = (await api(url, 'GET', `/cdn/ng/domains/${id}/dns`)).data;
  const names = benchNames(Math.max(0, total - zone.length), new Set(zone.map((r) => r.name)));
  if (importZone && names.length > 0) {
    await api(url, 'POST', `/cdn/ng/domains/${id}/dns/import`, {
      zone: names.map((name, i) => `${name} 3600 IN A ${benchIp(i)}`).join('\n'),
    });
  } else {
    for (let i = 0; i < names.length; i += 16) {
      await Promise.all(
        names.slice(i, i + 16).map((name, j) =>
          api(url, 'POST', `/cdn/ng/domains/${id}/dns`, {
            type: 'A',
            name,
            content: benchIp(i + j),
            ttl: 3600,
          }),
        ),
      );
    }
  }
  return (await api(url, 'GET', `/cdn/ng/domains/${id}/dns?per_page=1`)).total;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * In the page: runs `act` and resolves with the milliseconds until the records table's first body
 * row names `expected` and no request for it is running.
 */
function untilFirstRow({ table, expected, act }) {
  return new Promise((resolve, reject) => {
    const done = () => {
      const t = document.querySelector(`table[aria-label="${table}"]`);
      const row = t?.querySelector('tbody tr');
      const busy = t?.closest('[aria-busy="true"]');
      return row && !busy && row.textContent.includes(expected);
    };
    let started = 0;
    const observer = new MutationObserver(() => {
      if (started && done()) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - started));
      }
    });
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    setTimeout(() => {
      observer.disconnect();
      reject(new Error(`no row naming ${expected}`));
    }, 15_000);
    started = performance.now();
    if (act === 'click-dns') document.querySelector('a[href$="/dns"]').click();
  });
}

/** The first render and keystroke figures of one zone (median of RUNS, after a warm-up). */
async function measureZone(browser, url, zone) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.addInitScript(
    (token) => localStorage.setItem('portal.token', JSON.stringify(token)),
    DEMO_TOKEN,
  );
  const page = await context.newPage();
  const table = `DNS records of ${zone.domain}`;
  const first = (await api(url, 'GET', `/cdn/ng/domains/${zone.id}/dns?per_page=1`)).data[0].name;
  const firstRender = [];
  for (let run = 0; run <= RUNS; run++) {
    await page.goto(`${url}/cdn/${zone.domain}/${zone.id}?locale=en`);
    await page.waitForSelector('a[href$="/dns"]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const ms = await page.evaluate(untilFirstRow, { table, expected: first, act: 'click-dns' });
    if (run > 0) firstRender.push(ms); // the first run loads the page's code
  }
  const search = page.getByRole('searchbox');
  const keystroke = [];
  for (let run = 0; run <= RUNS; run++) {
    const prefix = `bench-000${run}`;
    await search.fill(prefix);
    await page.waitForFunction(
      (t) => !document.querySelector(`table[aria-label="${t}"]`)?.closest('[aria-busy="true"]'),
      table,
    );
    const expected =
      (await api(url, 'GET', `/cdn/ng/domains/${zone.id}/dns?per_page=1&search=${prefix}5`)).data[0]?.name ??
      'No records match';
    const measured = page.evaluate(untilFirstRow, { table, expected, act: null });
    await search.press('5');
    const ms = await measured;
    if (run > 0) keystroke.push(ms);
  }
  await context.close();
  return { records: zone.total, firstRenderMs: median(firstRender), keystrokeMs: median(keystroke) };
}

/** Fills the zones through the API, then measures the DNS page with each. */
export async function measureDnsZones(browser, url) {
  const results = [];
  for (const zone of await benchZones(url)) {
    const total = await fillZone(url, zone);
    results.push({ domain: zone.domain, ...(await measureZone(browser, url, { ...zone, total })) });
  }
  return results;
}

export function printDnsZones(results) {
  console.log(
    '\nDNS page by zone size (click → first page of records; keystroke in the search → filtered records), median of 5',
  );
  console.log('records  first render            keystroke');
  for (const r of results) {
    const render = `${Math.round(r.firstRenderMs)} ms ${r.firstRenderMs <= BUDGET_DNS_FIRST_RENDER_MS ? 'ok' : 'OVER'}`;
    const key = `${Math.round(r.keystrokeMs)} ms ${r.keystrokeMs <= BUDGET_DNS_KEYSTROKE_MS ? 'ok' : 'OVER'}`;
    console.log(`${String(r.records).padEnd(7)}  ${render.padEnd(22)}  ${key}`);
  }
  console.log(
    `budgets: first render ≤ ${BUDGET_DNS_FIRST_RENDER_MS} ms, keystroke ≤ ${BUDGET_DNS_KEYSTROKE_MS} ms (10,000 records)`,
  );
}

await runAlone(import.meta.url, async (browser, url) => {
  printDnsZones(await measureDnsZones(browser, url));
});
