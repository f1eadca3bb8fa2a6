import { defineConfig } from '@playwright/test';

// `npm test` starts one portal per worker, each on a sandbox database and a release store of its
// own, and passes them as E2E_BASE_URLS and E2E_RELEASES_DIRS (comma-separated, in worker order).
// Each worker process is pointed at its own pair (TEST_PARALLEL_INDEX: the worker's slot, the same
// for a worker started again after a failure) before any spec is loaded, so a spec that resets the
// sandbox, moves its clock, breaks it or publishes into the store only ever touches its own
// portal. Without them: one portal, E2E_BASE_URL (run alone, Playwright starts it on 8090).
const portals = process.env.E2E_BASE_URLS?.split(',').filter(Boolean) ?? [];
const stores = process.env.E2E_RELEASES_DIRS?.split(',').filter(Boolean) ?? [];
if (portals.length && stores.length !== portals.length) {
  throw new Error('E2E_BASE_URLS and E2E_RELEASES_DIRS need one entry per worker, in the same order');
}
if (portals.length) {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  if (slot >= portals.length)
    throw new Error(
      `worker ${slot + 1} has no portal: ${portals.length} in E2E_BASE_URLS (no --workers above that)`,
    );
  process.env.E2E_BASE_URL = portals[slot];
  process.env.RELEASES_DIR = stores[slot];
  process.env.E2E_RELEASES_DIR = stores[slot];
}
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:8090';

// The spec files that take longest, longest first (from `npm test`'s JSON report: `node
// scripts/slowest.mjs`); the others follow by name. A worker takes the next file when it is free, so
// a long file taken last would keep one worker busy while the other has nothing left to run. Each
// is a project of its own because Playwright orders files by name within a project and projects in
// the order given (a worker moving to another project restarts: a second or two, a few times).
const LONGEST_FIRST = [
  'faults.spec.ts',
  'releases.spec.ts',
  'dev-loop.spec.ts',
  'guide.spec.ts',
  // its tests run on both workers (each route audit alone takes minutes)
  'portal-a11y.spec.ts',
  'cdn-dns.spec.ts',
  'cloud-infra.spec.ts',
  'platform.spec.ts',
  'account.spec.ts',
  'cloud-servers.spec.ts',
  'cdn-reports.spec.ts',
  'billing.spec.ts',
  'cloud-journeys.spec.ts',
  'support.spec.ts',
  'cdn-wizard.spec.ts',
];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './tests',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // One sandbox database behind each worker: the tests of one worker run in series (tests that
  // change data reset it), each spec file whole in one worker, one worker per portal.
  workers: Math.max(portals.length, 1),
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }],
  ],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    // a failed test keeps its trace with the page's DOM at each step (and its screenshot below), but
    // no filmstrip: the trace's screencast runs in every test, passed or not, and took a third of
    // the browser's CPU (three DNS tests under the same load: 38-56 s without it, 81-82 s with it)
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    viewport: { width: 1366, height: 860 },
    // the portal's service worker would answer the versioned files and pages itself, out of
    // page.route's sight (the fault matrix): blocked, except in repeat-visit.spec.ts, which tests it
    serviceWorkers: 'block',
  },
  projects: [
    ...LONGEST_FIRST.map((file) => ({ name: file.replace(/\.spec\.ts$/, ''), testMatch: file })),
    { name: 'others', testIgnore: LONGEST_FIRST },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'node ../scripts/e2e-server.mjs',
        url: `${baseURL}/config.json`,
        reuseExistingServer: true,
        timeout: 300_000,
      },
});
