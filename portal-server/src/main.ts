// `npm start` and the e2e tests run this: the whole portal on one origin.
import path from 'node:path';
import fs from 'node:fs';
import { createPortalServer } from './app';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
const origin = process.env.PORTAL_ORIGIN ?? `http://localhost:${port}`;
const dataDir = path.resolve(process.env.SANDBOX_DATA_DIR ?? path.join(root, '.sandbox-data'));
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(root, '.releases'));
const shellDir = path.resolve(process.env.SHELL_DIR ?? path.join(root, 'shell/dist'));

async function main(): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  // the sandbox's rollout service withdraws failing canaries from this store's manifest
  process.env.RELEASES_DIR = releasesDir;
  // Loaded lazily so a portal without the embedded sandbox (a real provider URL) never opens the DB.
  const withSandbox = process.env.PROVIDER_API_URL === undefined;
  const sandbox = withSandbox
    ? (await import('@portal/provider-sandbox/src/app')).createSandboxApp({
        dbPath: path.join(dataDir, 'sandbox.sqlite'),
        uploadsDir: path.join(dataDir, 'uploads'),
        publicOrigin: origin,
      })
    : undefined;
  const config: Record<string, unknown> = { remoteOrigins: [origin] };
  if (!withSandbox) config.apiBaseUrl = process.env.PROVIDER_API_URL;
  const app = createPortalServer({ shellDir, releasesDir, sandbox, config, origin });
  const server = app.listen(port, () => {
    console.log(`Portal at ${origin} (sandbox data: ${withSandbox ? dataDir : 'none, API ' + config.apiBaseUrl})`);
  });
  if (sandbox && 'attachUpgrade' in sandbox && typeof sandbox.attachUpgrade === 'function') sandbox.attachUpgrade(server);
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
