import { defineConfig } from '@playwright/test';

// `npm test` starts the portal on a fresh sandbox and passes E2E_BASE_URL; run alone
// (`pnpm --filter @portal/e2e test`) it starts the portal itself.
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:8090';

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
  // One sandbox database behind every test: tests that change data reset it, so run in series.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  outputDir: 'test-results/artifacts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    viewport: { width: 1366, height: 860 },
  },
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : { command: 'node ../scripts/e2e-server.mjs', url: `${baseURL}/config.json`, reuseExistingServer: true, timeout: 300_000 },
});
