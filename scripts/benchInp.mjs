// Interaction to Next Paint while typing, throttled like the bench's slow phone (4× CPU, 150 ms RTT,
// 1.6 Mbps): in the DNS page's record filter and in the new-ticket form's subject and message. INP
// here is the slowest interaction of the typing (under 50 interactions the worst one counts), from
// the browser's Event Timing entries (each interaction's input delay, handlers and next paint).
//
// Part of `npm run bench`; alone, against a portal already running on fresh sandbox data:
//   node scripts/benchInp.mjs http://localhost:8090
import { DEMO_TOKEN, api, runAlone } from './benchClient.mjs';

const TYPING_DELAY_MS = 150;

/** In the page before its scripts: every interaction's Event Timing duration. */
function recordInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__interactions.set(
        entry.interactionId,
        Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration),
      );
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Opens a signed-in page in English, prepared by `open`, then types `text` into each field, throttled; returns INP and the interactions. */
async function typing(browser, throttle, open, fields) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
  await context.addInitScript((token) => {
    localStorage.setItem('portal.token', JSON.stringify(token));
    localStorage.setItem('portal.locale', JSON.stringify({ locale: 'en', dateLocale: 'en-us' }));
  }, DEMO_TOKEN);
  await context.addInitScript(recordInteractions);
  const page = await context.newPage();
  try {
    await open(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle.cpu });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: throttle.latency,
      downloadThroughput: throttle.down,
      uploadThroughput: throttle.up,
    });
    await page.evaluate(() => window.__interactions.clear());
    for (const { locator, text } of fields) {
      await locator(page).click();
      await page.keyboard.type(text, { delay: TYPING_DELAY_MS });
    }
    await page.waitForTimeout(1000);
    const durations = await page.evaluate(() => [...window.__interactions.values()]);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { inp: durations.length ? Math.max(...durations) : null, interactions: durations.length };
  } finally {
    await context.close();
  }
}

export async function measureInp(browser, url, throttle) {
  const domain = (await api(url, 'GET', '/cdn/ng/domains')).data.find((d) => d.name === 'my-blog.com');
  if (!domain) throw new Error('the sandbox has no my-blog.com to filter the records of');
  const dns = await typing(
    browser,
    throttle,
    async (page) => {
      await page.goto(`${url}/cdn/${domain.name}/${domain.id}/dns`);
      await page.waitForSelector(`table[aria-label="DNS records of ${domain.name}"] tbody tr`, {
        timeout: 60_000,
      });
    },
    [{ locator: (page) => page.getByRole('searchbox'), text: 'www.example' }],
  );
  const ticket = await typing(
    browser,
    throttle,
    async (page) => {
      await page.goto(`${url}/`);
      await page.getByRole('button', { name: 'Send ticket' }).first().click({ timeout: 60_000 });
      const dialog = page.getByRole('dialog', { name: 'New ticket' });
      await dialog.getByRole('button', { name: 'Send a new ticket' }).click({ timeout: 60_000 });
      await dialog.getByLabel('Subject').waitFor({ timeout: 60_000 });
    },
    [
      {
        locator: (page) => page.getByRole('dialog', { name: 'New ticket' }).getByLabel('Subject'),
        text: 'Server unreachable',
      },
      {
        locator: (page) => page.getByRole('dialog', { name: 'New ticket' }).getByLabel('Message'),
        text: 'Since this morning',
      },
    ],
  );
  return { dns, ticket };
}

await runAlone(import.meta.url, async (browser, url) => {
  const throttle = { cpu: 4, latency: 150, down: (1.6 * 1024 * 1024) / 8, up: (750 * 1024) / 8 };
  console.log(JSON.stringify(await measureInp(browser, url, throttle), null, 2));
});
