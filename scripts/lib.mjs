// What `npm start`, `npm test` and `npm run bench` share: install what is missing, build what is
// stale, publish the built remotes into the local release store. Node 20 + npm are all it assumes.
import { spawnSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const { aptGet } = createRequire(import.meta.url)('./apt.cjs');

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.9';
/** The remotes by name (container, base path, folder, package, dev port): the registry, release/remotes.json. */
export const REGISTRY = JSON.parse(fs.readFileSync(path.join(ROOT, 'release/remotes.json'), 'utf8')).remotes;
export const REMOTES = Object.keys(REGISTRY);

/** Each area as its menu link opens it: the remote's first side-navigation entry in its contributions.json. */
export const AREAS = REMOTES.map((remote) => {
  const { menus } = JSON.parse(
    fs.readFileSync(path.join(ROOT, REGISTRY[remote].folder, 'contributions.json'), 'utf8'),
  );
  const first = menus.filter((m) => m.menu === 'side' && m.to).sort((a, b) => a.order - b.order)[0];
  return { remote, path: first.to };
});
export const CHROMIUM = '/usr/bin/chromium';
/** The release store of the e2e runs (tests publish, canary and withdraw versions in it); the e2e tests read the same variable. */
export const E2E_RELEASES_DIR = path.resolve(
  process.env.E2E_RELEASES_DIR ?? path.join(os.tmpdir(), 'portal-e2e-releases'),
);

export function log(message) {
  console.log(`\x1b[36m[portal]\x1b[0m ${message}`);
}

export function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: ROOT, ...opts });
  if (res.error) throw res.error;
  if (res.status !== 0 && !opts.allowFail) {
    throw new Error(`${cmd} ${args.join(' ')} exited with ${res.status}`);
  }
  return res.status ?? 1;
}

/** pnpm: the one on PATH when it is 10.x, else a copy installed into .tools (no global writes needed). */
export function ensurePnpm() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return 'pnpm';
  const local = path.join(ROOT, '.tools/node_modules/.bin/pnpm');
  if (!fs.existsSync(local)) {
    log(`installing pnpm ${PNPM_VERSION} into .tools/`);
    run('npm', [
      'install',
      '--prefix',
      path.join(ROOT, '.tools'),
      '--no-audit',
      '--no-fund',
      `pnpm@${PNPM_VERSION}`,
    ]);
  }
  return local;
}

function hashFiles(entries) {
  const hash = crypto.createHash('sha1');
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const name of fs.readdirSync(p).sort()) {
        if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
        visit(path.join(p, name));
      }
    } else {
      hash.update(path.relative(ROOT, p));
      hash.update(fs.readFileSync(p));
    }
  };
  for (const entry of entries) visit(path.join(ROOT, entry));
  return hash.digest('hex');
}

const MANIFESTS = () => [
  'pnpm-lock.yaml',
  'pnpm-workspace.yaml',
  'package.json',
  ...fs
    .readdirSync(ROOT)
    .filter((d) => fs.existsSync(path.join(ROOT, d, 'package.json')) && d !== 'node_modules')
    .map((d) => `${d}/package.json`),
];

/** `pnpm install --frozen-lockfile` when node_modules is missing or the manifests changed since. */
export function ensureDeps(pnpm) {
  const stamp = path.join(ROOT, 'node_modules/.portal-install-stamp');
  const want = hashFiles(MANIFESTS());
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === want) return;
  log('installing dependencies (pnpm install --frozen-lockfile)');
  run(pnpm, ['install', '--frozen-lockfile', '--reporter=append-only']);
  fs.writeFileSync(stamp, want);
}

/**
 * `apt-get update` then `apt-get install -y --no-install-recommends <packages>` (sudo unless root),
 * each waiting for another apt or dpkg to finish rather than failing on its lock (scripts/apt.cjs).
 */
export function aptInstall(...packages) {
  aptGet(['update']);
  aptGet(['install', '-y', '--no-install-recommends', ...packages]);
}

/** Debian's Chromium for Playwright (never `playwright install`: it cannot download here). */
export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  log('installing Debian Chromium (apt-get)');
  aptInstall('chromium');
}

/** Debian's TigerVNC X server and xterm: the sandbox shows each running server's console with them. */
const VNC_PACKAGES = [
  ['tigervnc-standalone-server', '/usr/bin/Xtigervnc'],
  ['xterm', '/usr/bin/xterm'],
];

/**
 * The programs of the servers' consoles, installed when missing (like Chromium). Where they cannot
 * be installed the portal runs without consoles and says so; on CI that is a failure, so a console
 * test never runs against anything but the real RFB server.
 */
export function ensureVnc() {
  const missing = () => VNC_PACKAGES.filter(([, file]) => !fs.existsSync(file)).map(([pkg]) => pkg);
  if (missing().length === 0) return;
  log(`installing Debian's ${missing().join(', ')} for the servers' consoles (apt-get)`);
  try {
    aptInstall(...missing());
  } catch (err) {
    if (process.env.CI) throw err;
    log(`the servers' consoles are unavailable here: ${err instanceof Error ? err.message : err}`);
    return;
  }
  if (missing().length && process.env.CI)
    throw new Error(`CI needs ${missing().join(', ')} for the servers' consoles`);
}

// the release package: the registry and the contributions schema every build reads, the browser part the shell bundles
const SHARED_INPUTS = [
  'shared-sdk/src',
  'shared-sdk/package.json',
  'shared-ui/src',
  'shared-ui/package.json',
  'build',
  'release/src',
  'release/remotes.json',
  'release/schema',
  'pnpm-lock.yaml',
];
export const WEBPACK_PACKAGES = ['shell', ...REMOTES.map((r) => REGISTRY[r].folder)];

/** The area packages (api/<area>) a build bundles: the `@portal/api-<area>` among its dependencies. */
function areaPackageInputs(pkg) {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'package.json'), 'utf8'));
  return Object.keys(dependencies)
    .filter((name) => name.startsWith('@portal/api-'))
    .flatMap((name) => {
      const dir = `api/${name.slice('@portal/api-'.length)}`;
      return [`${dir}/src`, `${dir}/package.json`];
    });
}

function buildInputs(pkg) {
  return hashFiles([
    ...areaPackageInputs(pkg),
    `${pkg}/src`,
    `${pkg}/public`,
    `${pkg}/webpack.config.cjs`,
    `${pkg}/package.json`,
    `${pkg}/contributions.json`,
    ...SHARED_INPUTS,
  ]);
}

/** Production builds of the shell and remotes whose sources changed since their last build. */
export function buildStale(pnpm, options = {}) {
  // the shell's build prerenders /login in Chromium
  ensureChromium();
  return withLock('build', () => buildStaleUnlocked(pnpm, options));
}

function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Runs `fn` holding a lock file, so two runs on one machine never build into the same dist at once. */
function withLock(name, fn) {
  const lock = path.join(ROOT, 'node_modules', `.portal-${name}.lock`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 1) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 15 * 60_000) fs.rmSync(lock, { force: true }); // a crashed run left it
      if (waited % 30 === 0) log(`waiting for another ${name} to finish`);
      sleepSync(1000);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** `outDir`: where the packages' builds of this mode go (the shell's development build: `dist-dev`). */
function buildStaleUnlocked(
  pnpm,
  { mode = 'production', packages = WEBPACK_PACKAGES, outDir = 'dist' } = {},
) {
  // the inputs are hashed before building: a source edited during the build must leave it stale
  const wanted = new Map(packages.map((pkg) => [pkg, `${mode}:${buildInputs(pkg)}`]));
  const stale = packages.filter((pkg) => {
    const stamp = path.join(ROOT, pkg, outDir, '.build-stamp');
    return !fs.existsSync(stamp) || fs.readFileSync(stamp, 'utf8') !== wanted.get(pkg);
  });
  if (stale.length === 0) {
    log('builds are up to date');
    return;
  }
  log(`building ${stale.join(', ')}`);
  const filters = stale.flatMap((pkg) => ['--filter', `./${pkg}`]);
  run(pnpm, [
    '-r',
    '--workspace-concurrency=2',
    ...filters,
    'run',
    mode === 'production' ? 'build' : 'build:dev',
  ]);
  for (const pkg of stale) fs.writeFileSync(path.join(ROOT, pkg, outDir, '.build-stamp'), wanted.get(pkg));
}

/**
 * Publishes each remote's current build (its dist folder) through the release tool (`pnpm release`):
 * an immutable version `<package version>+<content hash>` in the release store, made stable in its
 * manifest (validated, atomic, locked). An unchanged build is already published and stays as it is.
 */
export function publishLocal(releasesDir = path.join(ROOT, '.releases')) {
  const res = spawnSync(
    process.execPath,
    [
      path.join(ROOT, 'release/bin/release.mjs'),
      'all',
      'publish',
      '--no-build',
      '--stable',
      '--json',
      '--store',
      releasesDir,
    ],
    { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  if (res.status !== 0) throw new Error(`publishing the remotes into ${releasesDir} failed`);
  const published = JSON.parse(res.stdout.trim().split('\n').at(-1));
  const fresh = published.filter((p) => p.created).map((p) => `${p.remote} ${p.version}`);
  log(fresh.length ? `published ${fresh.join(', ')}` : 'remotes already published');
  return published;
}

/** Whether anything answers HTTP at `url`. */
async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(1000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts the one-origin portal server; resolves once it answers. `detached`: in a process group of its own. */
export async function startPortal(pnpm, { port = 8080, env = {}, stdio = 'inherit', detached = false } = {}) {
  const url = `http://localhost:${port}`;
  // a server already answering there would pass the readiness check below for this one
  if (await answers(url))
    throw new Error(
      `port ${port} is in use (another portal server still running?): stop it or choose another port`,
    );
  const child = spawn(pnpm, ['--filter', '@portal/portal-server', 'exec', 'tsx', 'src/main.ts'], {
    cwd: ROOT,
    stdio,
    detached,
    env: { ...process.env, PORT: String(port), ...env },
  });
  for (let i = 0; i < 300; i += 1) {
    if (child.exitCode !== null) throw new Error(`portal server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/config.json`);
      if (res.ok) return { child, url };
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('portal server did not start within 60 s');
}
