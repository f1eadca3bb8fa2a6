import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { createSandbox } from './app';

/**
 * Standalone: `pnpm --filter @portal/provider-sandbox start`. `/__sandbox/*` (reset, captcha answers)
 * exists only when started in development or test mode (`NODE_ENV=development|test`).
 */
const port = Number(process.env.PORT ?? 8081);
const dataDir = resolve(process.env.SANDBOX_DATA_DIR ?? join(__dirname, '..', '..', '.sandbox-data'));
const sandbox = createSandbox({
  dbPath: join(dataDir, 'sandbox.sqlite'),
  uploadsDir: join(dataDir, 'uploads'),
  publicOrigin: process.env.PORTAL_ORIGIN ?? `http://localhost:${port}`,
  // the portal's origins, comma-separated, when it has more than PORTAL_ORIGIN
  portalOrigins: process.env.PORTAL_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
});

const server = sandbox.app.listen(port, () => {
  const { port: bound } = server.address() as AddressInfo;
  console.log(`provider-sandbox listening on http://localhost:${bound} (data in ${dataDir})`);
});
// the servers' consoles: RFB over a WebSocket on the same port
sandbox.attachUpgrade(server);

function stop() {
  server.close(() => {
    sandbox.close();
    process.exit(0);
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
