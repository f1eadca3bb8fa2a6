import path from 'node:path';
import {
  REMOTE_NAMES,
  cohortOf,
  isRemoteName,
  pickRemoteEntry,
  type RemoteManifest,
  type RemoteName,
} from '@portal/release';
import { DEFAULT_POLICY, ReleaseStore } from '@portal/release/store';
import { HttpError } from '../http/envelope';
import type { Resource } from '../http/router';

/**
 * The portal's rollout service, as the sandbox runs it (not part of the provider API v1):
 * - `POST /api/v1/rollout/reports`: the shell reports how a canary went for a customer
 *   (`{ remote, version, channel, outcome: 'loaded'|'failed', phase?, userId, cohort }`);
 * - `GET /api/v1/rollout` (`?user=<id>`): the admin view — for each remote what it serves to whom
 *   (cohort ranges, or the version one user gets), the failure counts per canary version, and what
 *   was withdrawn.
 * When a canary's failure rate among the users who tried it passes its policy
 * (`maxFailureRate` of at least `minSamples` users, set by `pnpm release ... promote`), the canary
 * is withdrawn from the manifest through the release store (its lock and schema apply).
 * Counts live in memory for the life of the sandbox.
 */
export interface RolloutOptions {
  /** The release store holding the manifest; default `$RELEASES_DIR`. Without one nothing is withdrawn. */
  releasesDir?: string | null;
}

interface VersionCounts {
  remote: RemoteName;
  version: string;
  loaded: Set<string>;
  failed: Set<string>;
  withdrawn: { at: string; reason: string } | null;
}

const VERSION_TEXT = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

function summary(c: VersionCounts) {
  const tried = new Set([...c.loaded, ...c.failed]).size;
  return {
    version: c.version,
    tried,
    loaded: c.loaded.size,
    failed: c.failed.size,
    failureRate: tried ? c.failed.size / tried : 0,
    withdrawn: c.withdrawn,
  };
}

/** Who gets what, in cohort ranges (a user is in the canary when cohort < percentage). */
function audience(entry: NonNullable<RemoteManifest['remotes'][RemoteName]>) {
  const canary = entry.canary && entry.canary.percentage > 0 ? entry.canary : null;
  const split = canary ? Math.min(100, canary.percentage) : 0;
  return [
    ...(canary ? [{ version: canary.version, channel: 'canary', cohorts: `0–${split - 1}`, share: split }] : []),
    ...(split < 100 ? [{ version: entry.stable.version, channel: 'stable', cohorts: `${split}–99`, share: 100 - split }] : []),
  ];
}

export function createRolloutResource(options: RolloutOptions = {}): Resource {
  return (routes, ctx) => {
    const dir = options.releasesDir === undefined ? (process.env.RELEASES_DIR ?? null) : options.releasesDir;
    const store = dir ? new ReleaseStore({ dir: path.resolve(dir), now: ctx.now }) : null;
    const counts = new Map<string, VersionCounts>();
    let anonymous = 0;

    const countsFor = (remote: RemoteName, version: string): VersionCounts => {
      const key = `${remote}@${version}`;
      let c = counts.get(key);
      if (!c) {
        c = { remote, version, loaded: new Set(), failed: new Set(), withdrawn: null };
        counts.set(key, c);
      }
      return c;
    };

    const readManifest = (): RemoteManifest | null => {
      try {
        return store ? store.read() : null;
      } catch {
        return null;
      }
    };

    routes.publicPost('/rollout/reports', async (call) => {
      const { remote, version, outcome, userId, channel } = call.body as Record<string, unknown>;
      if (typeof remote !== 'string' || !isRemoteName(remote)) throw new HttpError(422, 'Unknown remote');
      if (typeof version !== 'string' || !VERSION_TEXT.test(version)) throw new HttpError(422, 'Invalid version');
      if (outcome !== 'loaded' && outcome !== 'failed') throw new HttpError(422, 'outcome must be loaded or failed');
      const who = typeof userId === 'string' || typeof userId === 'number' ? String(userId) : `anonymous-${(anonymous += 1)}`;
      const c = countsFor(remote, version);
      (outcome === 'failed' ? c.failed : c.loaded).add(who);

      let withdrawn = false;
      const canary = readManifest()?.remotes[remote]?.canary;
      if (store && outcome === 'failed' && channel !== 'override' && canary?.version === version) {
        const policy = canary.policy ?? DEFAULT_POLICY;
        const s = summary(c);
        if (s.tried >= policy.minSamples && s.failureRate > policy.maxFailureRate) {
          const reason =
            `automatic: ${Math.round(s.failureRate * 100)} % of ${s.tried} users failed ` +
            `(limit ${Math.round(policy.maxFailureRate * 100)} %)`;
          withdrawn = await store.withdrawCanary(remote, version, reason);
          if (withdrawn) c.withdrawn = { at: ctx.now().toISOString(), reason };
        }
      }
      return call.reply({ ...summary(c), remote, withdrawn }, undefined, 202);
    });

    routes.publicGet('/rollout', (call) => {
      const manifest = readManifest();
      const user = typeof call.query.user === 'string' && call.query.user ? call.query.user : null;
      const remotes = Object.fromEntries(
        REMOTE_NAMES.map((remote) => {
          const entry = manifest?.remotes[remote];
          const versions = [...counts.values()].filter((c) => c.remote === remote).map(summary);
          if (!entry) return [remote, { stable: null, canary: null, audience: [], counts: versions }];
          const picked = user ? pickRemoteEntry({ ...entry, name: remote }, { id: user }) : null;
          return [
            remote,
            {
              stable: entry.stable.version,
              canary: entry.canary ?? null,
              retained: (entry.versions ?? []).map((v) => v.version),
              audience: audience(entry),
              ...(user && picked ? { forUser: { user, cohort: cohortOf(user, remote), version: picked.version, channel: picked.channel } } : {}),
              counts: versions,
              history: (entry.history ?? []).slice(0, 10),
            },
          ];
        }),
      );
      return { releasesDir: store ? store.dir : null, updatedAt: manifest?.updatedAt ?? null, remotes };
    });
  };
}

/** The rollout service for `$RELEASES_DIR` (read when the sandbox starts). */
export const rolloutResource: Resource = (routes, ctx) => createRolloutResource()(routes, ctx);
