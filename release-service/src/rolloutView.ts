import {
  REMOTE_NAMES,
  pickRemoteEntry,
  type RemoteManifest,
  type RemoteManifestEntry,
} from '@portal/release';
import type { RolloutDb } from './rolloutDb';

/** Who gets what, in cohort ranges (a user is in the canary when cohort < percentage). */
function audience(entry: RemoteManifestEntry) {
  const canary = entry.canary && entry.canary.percentage > 0 ? entry.canary : null;
  const split = canary ? Math.min(100, canary.percentage) : 0;
  return [
    ...(canary
      ? [{ version: canary.version, channel: 'canary', cohorts: `0–${split - 1}`, share: split }]
      : []),
    ...(split < 100
      ? [{ version: entry.stable.version, channel: 'stable', cohorts: `${split}–99`, share: 100 - split }]
      : []),
  ];
}

/**
 * The operators' view: for each remote what it serves to whom, the counts per version and what was
 * withdrawn. It names how many customers tried and failed each canary, so it is printed on the
 * release service's own host (`pnpm --filter @portal/release-service status`), never answered over
 * HTTP.
 */
export function operatorView(manifest: RemoteManifest | null, db: RolloutDb) {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const entry = manifest?.remotes[remote];
      const counts = db.countsOf(remote);
      if (!entry) return [remote, { stable: null, canary: null, audience: [], counts }];
      return [
        remote,
        {
          stable: entry.stable.version,
          canary: entry.canary ?? null,
          retained: (entry.versions ?? []).map((v) => v.version),
          audience: audience(entry),
          counts,
          history: (entry.history ?? []).slice(0, 10),
        },
      ];
    }),
  );
  return { updatedAt: manifest?.updatedAt ?? null, remotes };
}

/**
 * A signed-in customer's own view: per remote their cohort and the version and channel the manifest
 * serves them (null where nothing is published). Nothing about other customers, nor any count.
 */
export function customerView(manifest: RemoteManifest | null, userId: string | number) {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((remote) => {
      const entry = manifest?.remotes[remote];
      const picked = entry ? pickRemoteEntry({ ...entry, name: remote }, { id: userId }) : null;
      return [
        remote,
        picked ? { cohort: picked.cohort, version: picked.version, channel: picked.channel } : null,
      ];
    }),
  );
  return { user: String(userId), remotes };
}
