// The portal for a standalone Playwright run: build what is stale, fresh sandbox data, port 8090.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_RELEASES_DIR, ensurePnpm, buildStale, publishLocal, startPortal } from './lib.mjs';

const pnpm = ensurePnpm();
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
