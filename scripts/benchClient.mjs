// What the bench's measurements of single pages share: the demo customer's token, calls to the
// provider API behind the portal, and running one measurement alone from the command line.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEMO_TOKEN = 'demo-0123456789abcdef';

/** A provider API call as the demo customer, through the portal at `url`; throws with the server's message. */
export async function api(url, method, apiPath, body) {
  const res = await fetch(`${url}/api/v1${apiPath}`, {
    method,
    headers: {
      Authorization: `Bearer ${DEMO_TOKEN}`,
      'Content-Type': 'application/json',
      'Accept-Language': 'en',
    },
    body: body && JSON.stringify(body),
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${apiPath}: ${res.status} ${json.message}`);
  return json;
}

/**
 * Run as `node scripts/<file>.mjs [portal url]`: `measure(browser, url)` in Debian's Chromium
 * against a running portal (default the e2e portal on 8090). Does nothing when the file is imported.
 */
export async function runAlone(moduleUrl, measure) {
  if (process.argv[1] !== fileURLToPath(moduleUrl)) return;
  const url = process.argv[2] ?? 'http://localhost:8090';
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await measure(browser, url);
  } finally {
    await browser.close();
  }
}
