// The portal for a standalone Playwright run: build what is stale, fresh sandbox data, port 8090.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_RELEASES_DIR, ensurePnpm, ensureDeps, buildStale, publishLocal, startPortal } from './lib.mjs';

// run as the first command on a fresh clone too (e2e/README.md): pnpm and the dependencies first
const pnpm = ensurePnpm();
ensureDeps(pnpm);
buildStale(pnpm);
fs.rmSync(E2E_RELEASES_DIR, { recursive: true, force: true });
publishLocal(E2E_RELEASES_DIR);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const { child } = await startPortal(pnpm, {
  port: Number(process.env.E2E_PORT ?? 8090),
  env: { SANDBOX_DATA_DIR: dataDir, RELEASES_DIR: E2E_RELEASES_DIR },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
