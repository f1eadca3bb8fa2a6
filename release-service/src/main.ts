// The release service on its own (the compose file's `release-service`, the production test stage):
//   PORT (8082), RELEASES_DIR (the release store), RELEASE_SERVICE_DATA_DIR (its SQLite database),
//   PROVIDER_API_URL (who a token belongs to), TRUST_PROXY (which proxies' X-Forwarded-For to believe),
//   RELEASE_SERVICE_MIN_ACCOUNTS (the fewest distinct accounts that may withdraw a canary; default 50).
import path from 'node:path';
import { createReleaseService } from './createReleaseService';
import { providerWhoIs } from './providerIdentity';
import { minAccountsFromEnv } from './withdrawDecision';

const root = path.resolve(__dirname, '../..');
const port = Number(process.env.PORT ?? 8082);
const providerApiUrl = process.env.PROVIDER_API_URL;
if (!providerApiUrl) {
  console.error(
    'release-service: PROVIDER_API_URL is required (the provider API that says who a token belongs to)',
  );
  process.exit(1);
}
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(root, '.releases'));
const dataDir = path.resolve(
  process.env.RELEASE_SERVICE_DATA_DIR ?? path.join(root, '.release-service-data'),
);
const trustProxy = process.env.TRUST_PROXY;
const minAccounts = minAccountsFromEnv(process.env.RELEASE_SERVICE_MIN_ACCOUNTS);

const service = createReleaseService({
  releasesDir,
  dbPath: path.join(dataDir, 'rollout.sqlite'),
  whoIs: providerWhoIs({ providerApiUrl }),
  ...(minAccounts !== undefined ? { minAccounts } : {}),
  ...(trustProxy !== undefined ? { trustProxy: trustProxy === 'false' ? false : trustProxy } : {}),
});
service.app.use((_req, res) => res.status(404).json({ success: false, message: 'Not found' }));

const server = service.app.listen(port, () => {
  console.log(
    `release-service on http://localhost:${port} (store ${releasesDir}, data ${dataDir}, provider ${providerApiUrl})`,
  );
});

function stop(): void {
  server.close(() => {
    service.close();
    process.exit(0);
  });
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
