// `npm start` and the e2e tests run this: the whole portal on one origin, as nginx serves it in
// production — the shell, the release store's version folders, the release service (manifest and
// rollout reports) and the provider API (the sandbox in-process, or PROVIDER_API_URL).
import path from 'node:path';
import fs from 'node:fs';
import { createReleaseService, minAccountsFromEnv, providerWhoIs } from '@portal/release-service';
import { createPortalServer } from './app';
import { devOverridesConfig } from './devOverrides';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.PORT ?? 8080);
const origin = process.env.PORTAL_ORIGIN ?? `http://localhost:${port}`;
const dataDir = path.resolve(process.env.SANDBOX_DATA_DIR ?? path.join(root, '.sandbox-data'));
const releaseDataDir = path.resolve(process.env.RELEASE_SERVICE_DATA_DIR ?? dataDir);
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(root, '.releases'));
const shellDir = path.resolve(process.env.SHELL_DIR ?? path.join(root, 'shell/dist'));

async function main(): Promise<void> {
  fs.mkdirSync(dataDir, { recursive: true });
  // Loaded lazily so a portal without the embedded sandbox (a real provider URL) never opens the DB.
  const withSandbox = process.env.PROVIDER_API_URL === undefined;
  const sandbox = withSandbox
    ? (await import('@portal/provider-sandbox/src/app')).createSandboxApp({
        dbPath: path.join(dataDir, 'sandbox.sqlite'),
        uploadsDir: path.join(dataDir, 'uploads'),
        publicOrigin: origin,
        // a development server: the sandbox's test helpers (/__sandbox/*) are served
        testRoutes: true,
      })
    : undefined;
  // the release service asks the provider API who a report's token belongs to: the sandbox on this server, or the real one
  const releaseService = createReleaseService({
    releasesDir,
    dbPath: path.join(releaseDataDir, 'release-service.sqlite'),
    whoIs: providerWhoIs({ providerApiUrl: process.env.PROVIDER_API_URL ?? `http://127.0.0.1:${port}` }),
    // The floor of distinct accounts guards a canary against self-registered accounts at a real
    // provider; the sandbox's development portal has its two seeded accounts, so there the policy set
    // at promote time alone decides (a canary failing for the demo account is withdrawn at once)
    minAccounts:
      minAccountsFromEnv(process.env.RELEASE_SERVICE_MIN_ACCOUNTS) ?? (withSandbox ? 1 : undefined),
  });
  const config: Record<string, unknown> = {
    remoteOrigins: [origin],
    // the sandbox's stand-in bank gateway is on this origin; a real provider's gateways are configured
    paymentGatewayOrigins: withSandbox ? origin : (process.env.PAYMENT_GATEWAY_ORIGINS ?? ''),
  };
  if (!withSandbox) config.apiBaseUrl = process.env.PROVIDER_API_URL;
  // `pnpm dev <remote>`: this browser may load remotes' development builds from their dev servers
  const dev = devOverridesConfig(process.env.PORTAL_DEV_REMOTES, origin, config.remoteOrigins as string[]);
  if (dev) Object.assign(config, dev);
  const app = createPortalServer({
    shellDir,
    releasesDir,
    sandbox,
    releaseService: releaseService.app,
    config,
    origin,
  });
  const server = app.listen(port, () => {
    console.log(
      `Portal at ${origin} (sandbox data: ${withSandbox ? dataDir : 'none, API ' + config.apiBaseUrl}; release store ${releasesDir})`,
    );
  });
  // An idle connection is kept open longer than Node's default of 5 s: a client (a browser, a test's
  // request context) reusing a kept-alive connection at the moment the server closes it gets a
  // reset (ECONNRESET) instead of an answer. A minute makes that race rare for a client's pauses.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  if (sandbox && 'attachUpgrade' in sandbox && typeof sandbox.attachUpgrade === 'function')
    sandbox.attachUpgrade(server);
  const stop = () =>
    server.close(() => {
      releaseService.close();
      process.exit(0);
    });
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
