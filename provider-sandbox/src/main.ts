import { join, resolve } from 'node:path';
import { createSandbox } from './app';

/** Standalone: `pnpm --filter @portal/provider-sandbox start`. */
const port = Number(process.env.PORT ?? 8081);
const dataDir = resolve(process.env.SANDBOX_DATA_DIR ?? join(__dirname, '..', '..', '.sandbox-data'));
const sandbox = createSandbox({
  dbPath: join(dataDir, 'sandbox.sqlite'),
  uploadsDir: join(dataDir, 'uploads'),
  publicOrigin: process.env.PORTAL_ORIGIN ?? `http://localhost:${port}`,
  testRoutes: process.env.SANDBOX_TEST_ROUTES !== '0',
});

const server = sandbox.app.listen(port, () => {
  console.log(`provider-sandbox listening on http://localhost:${port} (data in ${dataDir})`);
});

function stop() {
  server.close(() => {
    sandbox.close();
    process.exit(0);
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
