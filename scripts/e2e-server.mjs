// The portal for a standalone Playwright run: build what is stale, fresh sandbox data, port 8090.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePnpm, buildStale, publishLocal, startPortal } from './lib.mjs';

const pnpm = ensurePnpm();
buildStale(pnpm);
publishLocal();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-e2e-'));
const { child } = await startPortal(pnpm, { port: Number(process.env.E2E_PORT ?? 8090), env: { SANDBOX_DATA_DIR: dataDir } });
const stop = () => child.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
