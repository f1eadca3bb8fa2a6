// The operators' view of the rollouts, printed on the release service's own host or container
// (`pnpm --filter @portal/release-service status`, or `docker compose exec release-service pnpm
// --filter @portal/release-service status`): for each remote what it serves to whom, how many
// distinct customers tried and failed each canary, and what was withdrawn. It names counts of
// customers, so it is never answered over HTTP: whoever can run a command where the service's
// database lives may read it. Same settings as the service: RELEASES_DIR, RELEASE_SERVICE_DATA_DIR.
import path from 'node:path';
import type { RemoteManifest } from '@portal/release';
import { ReleaseStore } from '@portal/release/store';
import { RolloutDb } from './rolloutDb';
import { operatorView } from './rolloutView';

const root = path.resolve(__dirname, '../..');
const releasesDir = path.resolve(process.env.RELEASES_DIR ?? path.join(root, '.releases'));
const dataDir = path.resolve(
  process.env.RELEASE_SERVICE_DATA_DIR ?? path.join(root, '.release-service-data'),
);

const store = new ReleaseStore({ dir: releasesDir });
const db = new RolloutDb(path.join(dataDir, 'rollout.sqlite'));
let manifest: RemoteManifest | null = null;
try {
  manifest = store.read();
} catch {
  // nothing published yet: the counts alone
}
console.log(JSON.stringify(operatorView(manifest, db), null, 2));
db.close();
