// `pnpm dev <remote>`: one remote with hot reload inside the running portal. The remote's development
// server (webpack-dev-server, React Fast Refresh) answers on its registry port; the development
// portal at http://localhost:8080 serves the shell's development build and the released versions of
// every remote, and lets this browser load that remote's development build (`?mfe_<remote>=dev`).
// A development portal already running there (another `pnpm dev`) is reused; `npm start`'s is not
// (its shell is a production build, and its config allows no development builds).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  AREAS,
  REGISTRY,
  REMOTES,
  ROOT,
  WEBPACK_PACKAGES,
  buildStale,
  ensureDeps,
  ensurePnpm,
  log,
  publishLocal,
  startPortal,
} from './lib.mjs';

const require = createRequire(import.meta.url);
const { devEntry, devOrigin, devPortVariable } = require('../build/devServer.cjs');

const remote = process.argv[2];
if (!REMOTES.includes(remote)) {
  console.error(`usage: npm run dev -- <remote>   (one of: ${REMOTES.join(', ')})`);
  process.exit(2);
}

const port = Number(process.env.PORT ?? 8080);
const portalUrl = `http://localhost:${port}`;
const releasesDir = path.resolve(ROOT, process.env.RELEASES_DIR ?? '.releases');
const started = [];
let stopping = false;

/** Stops what this command started (each child's process group: pnpm's and webpack's processes). */
function stopAll() {
  stopping = true;
  for (const child of started.splice(0)) {
    if (child.exitCode !== null) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      child.kill('SIGTERM');
    }
  }
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});
process.on('SIGTERM', () => {
  stopAll();
  process.exit(143);
});

function fail(message) {
  if (stopping) return;
  console.error(`\x1b[31m[portal]\x1b[0m ${message}`);
  stopAll();
  process.exit(1);
}

/** The config.json of a portal answering at `url`, or null when nothing answers there. */
async function runningPortalConfig(url) {
  try {
    const res = await fetch(`${url}/config.json`, { signal: AbortSignal.timeout(2000) });
    return res.ok ? await res.json() : {};
  } catch {
    return null;
  }
}

/** Resolves once `url` answers 200 (the development server answers after its first build). */
async function answered(url, child, seconds) {
  for (let i = 0; i < seconds * 2; i += 1) {
    if (child.exitCode !== null) return false;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return true;
    } catch {
      /* still building */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

const pnpm = ensurePnpm();
ensureDeps(pnpm);

// each remote's development build, by name: the development portal's config names them all, so
// a second `pnpm dev <other remote>` can use the same portal
const devRemotes = Object.fromEntries(REMOTES.map((name) => [name, devEntry(name)]));

const existing = await runningPortalConfig(portalUrl);
if (existing) {
  if (existing.allowDevOverrides !== true || existing.devRemotes?.[remote] !== devRemotes[remote]) {
    fail(
      `${portalUrl} is a portal that allows no development build of ${remote} (npm start? its shell is a production build): ` +
        `stop it and run npm run dev -- ${remote} again, or give this one another port (PORT=8081 npm run dev -- ${remote})`,
    );
  }
  log(`using the development portal already running at ${portalUrl}`);
} else {
  // the other remotes stay on their released versions: the production builds, published as npm start does
  buildStale(pnpm, { packages: WEBPACK_PACKAGES.filter((pkg) => pkg !== 'shell') });
  publishLocal(releasesDir);
  // the shell in development: React's development build, which Fast Refresh needs
  buildStale(pnpm, { mode: 'development', packages: ['shell'], outDir: 'dist-dev' });
  const { child } = await startPortal(pnpm, {
    port,
    env: {
      SHELL_DIR: path.join(ROOT, 'shell/dist-dev'),
      RELEASES_DIR: releasesDir,
      PORTAL_DEV_REMOTES: JSON.stringify(devRemotes),
    },
    detached: true,
  });
  started.push(child);
  child.on('exit', (code) => fail(`the development portal stopped (${code})`));
}

const { package: pkg, folder } = REGISTRY[remote];
log(`starting ${remote}'s development server at ${devOrigin(remote)} (${devPortVariable(remote)} moves it)`);
// --env portal: the container only (the standalone page of `pnpm --filter ${pkg} dev` is not built)
const devServer = spawn(
  pnpm,
  ['--filter', pkg, 'exec', 'webpack', 'serve', '--mode', 'development', '--env', 'portal'],
  {
    cwd: ROOT,
    stdio: 'inherit',
    detached: true,
  },
);
started.push(devServer);
devServer.on('exit', (code) => fail(`${remote}'s development server stopped (${code})`));
if (!(await answered(devEntry(remote), devServer, 600)))
  fail(`${remote}'s development server did not answer at ${devEntry(remote)}`);

const area = AREAS.find((a) => a.remote === remote)?.path ?? '/';
log(`${remote} hot-reloads from ${folder}/src. Open ${portalUrl}${area}?mfe_${remote}=dev`);
log(
  `this browser then loads ${remote}'s development build, the other remotes their released versions; ?mfe_${remote}=off or the notice's button goes back (Ctrl-C stops)`,
);
