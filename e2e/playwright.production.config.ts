import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The smoke through the production topology (`npm test` starts it: scripts/production.mjs):
// E2E_BASE_URL is nginx, E2E_SANDBOX_URL the sandbox itself (its test helpers, never proxied),
// RELEASES_DIR the release store nginx and the release service share.
if (!process.env.E2E_BASE_URL || !process.env.E2E_SANDBOX_URL) {
  throw new Error(
    'E2E_BASE_URL (nginx) and E2E_SANDBOX_URL are required: `npm test` starts the production topology',
  );
}

export default defineConfig({
  ...base,
  testDir: './production',
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e-production.json' }],
  ],
  use: { ...base.use, baseURL: process.env.E2E_BASE_URL },
  webServer: undefined,
});
