import { cohortOf, inCanary } from './cohort';
import type { RemoteManifestEntry, RemoteVersion } from './manifestTypes';
import type { RemoteName } from './remotes';

/** Who is asking; the canary choice is sticky per user. */
export interface RemoteUser {
  id: number | string;
}

/** A manifest entry together with the remote it belongs to. */
export type NamedRemoteEntry = RemoteManifestEntry & { name: RemoteName };

/** A version chosen for one remote and why. */
export interface PickedRemote extends RemoteVersion {
  /** `dev`: a local development build a development portal loads for one browser (never chosen here) */
  channel: 'stable' | 'canary' | 'override' | 'dev';
  /** the user's cohort (0–99) for this remote; null when signed out */
  cohort: number | null;
}

export interface PickOptions {
  /** A QA override already accepted by `resolveOverride` (a version the manifest lists). */
  override?: string | null;
  /** Versions that failed in this tab: never picked again as a canary (fall back to stable). */
  failedVersions?: readonly string[];
}

/** Every version the manifest lists for a remote (stable, canary, retained), by version. */
export function listedVersions(entry: RemoteManifestEntry): Map<string, RemoteVersion> {
  const listed = new Map<string, RemoteVersion>();
  const add = (v: RemoteVersion | undefined) => {
    if (v && !listed.has(v.version))
      listed.set(v.version, { version: v.version, entry: v.entry, integrity: v.integrity });
  };
  add(entry.stable);
  add(entry.canary);
  for (const v of entry.versions ?? []) add(v);
  return listed;
}

function strip(v: RemoteVersion): RemoteVersion {
  return v.integrity
    ? { version: v.version, entry: v.entry, integrity: v.integrity }
    : { version: v.version, entry: v.entry };
}

/**
 * The one place that decides which version of a remote a user gets. Pure: the same manifest, user
 * and options always give the same answer.
 * 1. an accepted QA override (a listed version) wins;
 * 2. a canary, when the user's cohort is below its percentage and it has not failed in this tab;
 * 3. otherwise stable. A signed-out visitor always gets stable.
 */
export function pickRemoteEntry(
  entry: NamedRemoteEntry,
  user: RemoteUser | null,
  options: PickOptions = {},
): PickedRemote {
  const cohort = user ? cohortOf(user.id, entry.name) : null;
  if (options.override) {
    const chosen = listedVersions(entry).get(options.override);
    if (chosen) return { ...strip(chosen), channel: 'override', cohort };
  }
  const { canary } = entry;
  if (
    canary &&
    cohort !== null &&
    canary.version !== entry.stable.version &&
    !(options.failedVersions ?? []).includes(canary.version) &&
    inCanary(cohort, canary.percentage)
  ) {
    return { ...strip(canary), channel: 'canary', cohort };
  }
  return { ...strip(entry.stable), channel: 'stable', cohort };
}

export type OverrideResolution =
  | { status: 'none' }
  | { status: 'clear' }
  | { status: 'accepted'; version: string }
  | { status: 'refused'; requested: string; reason: 'url' | 'unknown' };

const VERSION_TEXT = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const CLEAR_WORDS = new Set(['', 'off', 'clear', 'none']);

/**
 * Checks a QA override (`?mfe_cdn=1.5.0`): only a version the manifest lists is accepted; a URL, a
 * path or any other text is refused, so a link can never make the portal load foreign code.
 * `off` / `clear` / empty removes a remembered override.
 */
export function resolveOverride(
  entry: RemoteManifestEntry,
  requested: string | null | undefined,
): OverrideResolution {
  if (requested === null || requested === undefined) return { status: 'none' };
  const text = requested.trim();
  if (CLEAR_WORDS.has(text.toLowerCase())) return { status: 'clear' };
  if (!VERSION_TEXT.test(text)) return { status: 'refused', requested: text, reason: 'url' };
  if (!listedVersions(entry).has(text)) return { status: 'refused', requested: text, reason: 'unknown' };
  return { status: 'accepted', version: text };
}
