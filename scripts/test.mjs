// `npm test`: install what is missing (pnpm, packages, Debian's Chromium and nginx), then lint,
// typecheck, every unit test (jest), every end-to-end test (Playwright against a freshly seeded
// sandbox) and the smoke through the production topology (nginx, release service, sandbox).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {
  ROOT,
  E2E_RELEASES_DIR,
  ensurePnpm,
  ensureDeps,
  ensureChromium,
  ensureVnc,
  buildStale,
  publishLocal,
  run,
  log,
} from './lib.mjs';
import { ensureNginx, startProductionTopology } from './production.mjs';
import { startE2ePortals } from './e2ePortals.mjs';
import { slowestReport } from './slowest.mjs';

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
stage('format', () =>
  run(pnpm, ['exec', 'prettier', '--check', '.', '--log-level', 'warn'], { allowFail: true }),
);
stage('typecheck', () => {
  // --no-sort: a package's typecheck reads the others' sources, never their output, so none waits
  // for those it depends on (in dependency order one of the two slots sat idle while shared-sdk,
  // then shared-ui, were checked alone)
  const packages = run(pnpm, ['-r', '--no-sort', '--workspace-concurrency=2', 'typecheck'], {
    allowFail: true,
  });
  // build/ (webpack config tests) belongs to no workspace package: its own tsconfig
  const build = run(pnpm, ['exec', 'tsc', '-p', 'build/tsconfig.json'], { allowFail: true });
  return packages || build;
});
const jestJson = path.join(resultsDir, 'jest.json');
fs.rmSync(jestJson, { force: true });
// the provider's own SDK against the sandbox: the sandbox's jest test writes its counts here
const providerSdkJson = path.join(resultsDir, 'provider-sdk.json');
fs.rmSync(providerSdkJson, { force: true });
// jest runs in worker processes recycled above a memory limit (jest.config.cjs says why); the run
// is stopped (and reported) if it hangs.
const JEST_TIMEOUT_MS = 30 * 60_000;
stage('unit tests (jest)', () => {
  const res = spawnSync(pnpm, ['exec', 'jest', '--ci', '--json', `--outputFile=${jestJson}`], {
    stdio: 'inherit',
    cwd: ROOT,
    timeout: JEST_TIMEOUT_MS,
    killSignal: 'SIGKILL',
  });
  if (res.error?.code === 'ETIMEDOUT')
    console.error(`jest did not finish within ${JEST_TIMEOUT_MS / 60_000} min: stopped`);
  else if (res.error) throw res.error;
  if (res.signal) console.error(`jest was killed by ${res.signal}`);
  if (!fs.existsSync(jestJson))
    console.error(`jest wrote no results (${jestJson}): exit ${res.status}, signal ${res.signal}`);
  return res.status ?? 1;
});

const e2eJson = path.join(resultsDir, 'e2e.json');
fs.rmSync(e2eJson, { force: true });
// Playwright workers, each against a portal of its own (E2E_WORKERS, default 2: the specs spend
// most of their time waiting on the browser and the servers, so two share 2 cores well).
const e2eWorkers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
let portals;
try {
  stage('build', () => {
    buildStale(pnpm);
    return 0;
  });
  if (!failures.includes('build')) {
    // release stores of the tests' own: they publish, canary and withdraw versions in them
    portals = await startE2ePortals(pnpm, {
      workers: e2eWorkers,
      port: Number(process.env.E2E_PORT ?? 8090),
      releasesDir: E2E_RELEASES_DIR,
    });
    stage(`end-to-end tests (Playwright, Debian Chromium, ${e2eWorkers} workers)`, () =>
      run(pnpm, ['--filter', '@portal/e2e', 'exec', 'playwright', 'test'], {
        allowFail: true,
        env: {
          ...process.env,
          E2E_BASE_URLS: portals.urls.join(','),
          E2E_RELEASES_DIRS: portals.releasesDirs.join(','),
          PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson,
        },
      }),
    );
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  failures.push('end-to-end tests');
} finally {
  portals?.stop();
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
    topology = await startProductionTopology({
      releasesDir,
      port: process.env.PRODUCTION_E2E_PORT ? Number(process.env.PRODUCTION_E2E_PORT) : undefined,
    });
    stage('production topology (nginx, release service, sandbox): Playwright smoke through nginx', () =>
      run(
        pnpm,
        [
          '--filter',
          '@portal/e2e',
          'exec',
          'playwright',
          'test',
          '--config',
          'playwright.production.config.ts',
        ],
        {
          allowFail: true,
          env: {
            ...process.env,
            E2E_BASE_URL: topology.url,
            E2E_SANDBOX_URL: topology.sandboxUrl,
            RELEASES_DIR: releasesDir,
            PLAYWRIGHT_JSON_OUTPUT_NAME: productionJson,
          },
        },
      ),
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
// and then passed on a retry is flaky: counted as such, never as passed. A stage that failed
// without writing its results (or not run because the build failed) counts as one failed test, so
// the line never looks complete.
let passed = 0;
let flaky = 0;
let failed = 0;
const counted = [
  ['unit tests (jest)', jestJson],
  ['end-to-end tests', e2eJson],
  ['production topology', productionJson],
];
const unreadable = (name, why) => {
  log(`${name}: ${why}, counted as 1 failed`);
  failed += 1;
};
for (const [name, file] of counted) {
  if (!fs.existsSync(file)) {
    if (failures.some((f) => f.startsWith(name))) unreadable(name, 'failed without writing its results');
    else if (name !== 'unit tests (jest)' && failures.includes('build'))
      unreadable(name, 'not run (the build failed)');
    continue;
  }
  let json;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    unreadable(name, `its results (${file}) are not readable`);
    continue;
  }
  if (name === 'unit tests (jest)') {
    passed += json.numPassedTests;
    failed += json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  } else {
    passed += json.stats.expected;
    flaky += json.stats.flaky;
    failed += json.stats.unexpected;
  }
}
// where the time went: the slowest jest files and Playwright tests of this run
const slowest = slowestReport(resultsDir, ROOT, Number(process.env.TEST_SLOWEST ?? 20));
if (slowest) console.log(`\n${slowest}\n`);
if (failures.length) log(`failed stages: ${failures.join(', ')}`);
if (fs.existsSync(providerSdkJson)) console.log(JSON.parse(fs.readFileSync(providerSdkJson, 'utf8')).line);
console.log(`total: ${passed} passed, ${flaky} flaky, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);
