// `npm test`: install what is missing (pnpm, packages, Debian's Chromium and nginx), then lint,
// typecheck, every unit test (jest), every end-to-end test (Playwright against a freshly seeded
// sandbox) and the smoke through the production topology (nginx, release service, sandbox).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, E2E_RELEASES_DIR, ensurePnpm, ensureDeps, ensureChromium, ensureVnc, buildStale, publishLocal, startPortal, run, log } from './lib.mjs';
import { ensureNginx, startProductionTopology } from './production.mjs';

const pnpm = ensurePnpm();
ensureDeps(pnpm);
ensureChromium();
// the servers' consoles: a real RFB server (TigerVNC) with a terminal as each server's screen
ensureVnc();
// the deploy tests and the production stage run Debian's nginx, as the web image does
ensureNginx();

const resultsDir = path.join(ROOT, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
const failures = [];
const stage = (name, fn) => {
  log(name);
  const started = Date.now();
  try {
    const status = fn();
    if (status !== 0) failures.push(name);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    failures.push(name);
  }
  log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
};

stage('lint', () => run(pnpm, ['exec', 'eslint', '.', '--max-warnings', '0'], { allowFail: true }));
stage('typecheck', () => {
  const packages = run(pnpm, ['-r', '--workspace-concurrency=2', 'typecheck'], { allowFail: true });
  // build/ (webpack config tests) belongs to no workspace package: its own tsconfig
  const build = run(pnpm, ['exec', 'tsc', '-p', 'build/tsconfig.json'], { allowFail: true });
  return packages || build;
});
const jestJson = path.join(resultsDir, 'jest.json');
fs.rmSync(jestJson, { force: true });
stage('unit tests (jest)', () =>
  run(pnpm, ['exec', 'jest', '--ci', '--json', `--outputFile=${jestJson}`], { allowFail: true }),
);

const e2eJson = path.join(resultsDir, 'e2e.json');
fs.rmSync(e2eJson, { force: true });
let portal;
try {
  stage('build', () => {
    buildStale(pnpm);
    return 0;
  });
  if (!failures.includes('build')) {
    // a release store of the tests' own: they publish, canary and withdraw versions in it
    fs.rmSync(E2E_RELEASES_DIR, { recursive: true, force: true });
    publishLocal(E2E_RELEASES_DIR);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
    const port = Number(process.env.E2E_PORT ?? 8090);
    portal = await startPortal(pnpm, {
      port,
      env: { SANDBOX_DATA_DIR: dataDir, RELEASES_DIR: E2E_RELEASES_DIR },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    stage('end-to-end tests (Playwright, Debian Chromium)', () =>
      run(pnpm, ['--filter', '@portal/e2e', 'exec', 'playwright', 'test'], {
        allowFail: true,
        env: { ...process.env, E2E_BASE_URL: portal.url, RELEASES_DIR: E2E_RELEASES_DIR, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
      }),
    );
  }
} finally {
  portal?.child.kill('SIGTERM');
}

// The production topology: the web image's nginx in front of the release service and the sandbox
// (deploy/topology), a release store of its own, and the Playwright smoke through nginx
// (e2e/production). Ports: PRODUCTION_E2E_PORT and the two after it, else free ones.
const productionJson = path.join(resultsDir, 'e2e-production.json');
fs.rmSync(productionJson, { force: true });
if (!failures.includes('build')) {
  const releasesDir = `${E2E_RELEASES_DIR}-production`;
  let topology;
  try {
    fs.rmSync(releasesDir, { recursive: true, force: true });
    publishLocal(releasesDir);
    topology = await startProductionTopology({ releasesDir, port: process.env.PRODUCTION_E2E_PORT ? Number(process.env.PRODUCTION_E2E_PORT) : undefined });
    stage('production topology (nginx, release service, sandbox): Playwright smoke through nginx', () =>
      run(pnpm, ['--filter', '@portal/e2e', 'exec', 'playwright', 'test', '--config', 'playwright.production.config.ts'], {
        allowFail: true,
        env: { ...process.env, E2E_BASE_URL: topology.url, E2E_SANDBOX_URL: topology.sandboxUrl, RELEASES_DIR: releasesDir, PLAYWRIGHT_JSON_OUTPUT_NAME: productionJson },
      }),
    );
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    failures.push('production topology');
  } finally {
    if (topology) {
      const exited = new Promise((resolve) => topology.child.once('exit', resolve));
      topology.child.kill('SIGTERM');
      await exited;
    }
  }
}

// One closing line for people and CI: every test counted, unit and end-to-end. A test that failed
// and then passed on a retry is flaky: counted as such, never as passed.
let passed = 0;
let flaky = 0;
let failed = 0;
if (fs.existsSync(jestJson)) {
  const jest = JSON.parse(fs.readFileSync(jestJson, 'utf8'));
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
for (const file of [e2eJson, productionJson]) {
  if (!fs.existsSync(file)) continue;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += stats.expected;
  flaky += stats.flaky;
  failed += stats.unexpected;
}
if (failures.length) log(`failed stages: ${failures.join(', ')}`);
console.log(`total: ${passed} passed, ${flaky} flaky, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
