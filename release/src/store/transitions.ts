// The release manifest's changes as pure functions of one remote's entry: what publish, promote,
// rollback and withdraw do to it. No files: the store (ReleaseStore) reads the manifest, applies
// one of these under its lock, writes the result and deletes the folders of pruned versions.
import type {
  ReleaseEvent,
  RemoteCanary,
  RemoteManifestEntry,
  RemoteVersion,
  RetainedVersion,
  RolloutPolicy,
} from '../manifestTypes';

/** A refusal the person releasing should read (wrong version, failed check, ...), not a crash. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export interface TransitionContext {
  /** the remote, for messages */
  remote: string;
  /** the time to record (ISO) */
  now: string;
  /** whether a version's folder is in the store (a version listed without one cannot be served) */
  published: (version: string) => boolean;
}

export const DEFAULT_POLICY: RolloutPolicy = { maxFailureRate: 0.1, minSamples: 10 };
const HISTORY_LIMIT = 50;

/** The entry of a remote that has no version yet: no stable, so its first version becomes stable. */
export function emptyEntry(): RemoteManifestEntry {
  return { stable: { version: '', entry: '' }, versions: [], history: [] };
}

/** The entry with an event first in its history (bounded). */
export function logged(
  entry: RemoteManifestEntry,
  event: Omit<ReleaseEvent, 'at'>,
  now: string,
): RemoteManifestEntry {
  return { ...entry, history: [{ at: now, ...event }, ...(entry.history ?? [])].slice(0, HISTORY_LIMIT) };
}

function retainedOf(entry: RemoteManifestEntry, version: string): RetainedVersion | undefined {
  return entry.versions?.find((v) => v.version === version);
}

/** What a version is served as: its entry, integrity and contributions as retained. */
function served(retained: RetainedVersion): RemoteVersion {
  return {
    version: retained.version,
    entry: retained.entry,
    ...(retained.integrity ? { integrity: retained.integrity } : {}),
    ...(retained.contributions ? { contributions: retained.contributions } : {}),
  };
}

/** Throws unless `version` is listed and its folder is in the store. */
export function requireRetained(
  entry: RemoteManifestEntry,
  version: string,
  ctx: TransitionContext,
): RetainedVersion {
  const retained = retainedOf(entry, version);
  if (!retained || !ctx.published(version)) {
    throw new ReleaseError(
      `${ctx.remote} ${version} is not a retained version (see \`release ${ctx.remote} status\`)`,
    );
  }
  return retained;
}

/** Lists a version (newest first) unless it is listed already. */
export function withRetained(entry: RemoteManifestEntry, retained: RetainedVersion): RemoteManifestEntry {
  if (retainedOf(entry, retained.version)) return entry;
  return { ...entry, versions: [retained, ...(entry.versions ?? [])] };
}

/** Lists versions served before version lists existed (stable, canary), remembering a stable as one of the past. */
export function adopted(entry: RemoteManifestEntry, found: readonly RetainedVersion[]): RemoteManifestEntry {
  let next: RemoteManifestEntry = { ...entry, versions: entry.versions ?? [] };
  for (const retained of found) {
    if (retainedOf(next, retained.version)) continue;
    next = { ...next, versions: [...(next.versions ?? []), retained] };
    if (retained.version === entry.stable.version) {
      // remembered as a stable of the past, so that a later rollback can return to it
      const event: ReleaseEvent = {
        at: retained.publishedAt,
        action: 'promote',
        version: retained.version,
        percentage: 100,
        reason: 'adopted',
      };
      next = { ...next, history: [...(next.history ?? []), event].slice(0, HISTORY_LIMIT) };
    }
  }
  return next;
}

/** The version stable for everyone (a canary of that version ends). */
export function madeStable(
  entry: RemoteManifestEntry,
  version: string,
  action: 'promote' | 'rollback',
  ctx: TransitionContext,
  reason?: string,
): RemoteManifestEntry {
  const retained = requireRetained(entry, version, ctx);
  const { canary, ...rest } = entry;
  const next: RemoteManifestEntry = {
    ...rest,
    stable: served(retained),
    ...(canary && canary.version !== version ? { canary } : {}),
  };
  return logged(next, { action, version, percentage: 100, ...(reason ? { reason } : {}) }, ctx.now);
}

/** The version as the canary for `percentage` (1–99) of users; its start and policy kept while it grows. */
export function withCanary(
  entry: RemoteManifestEntry,
  version: string,
  percentage: number,
  policy: RolloutPolicy | undefined,
  ctx: TransitionContext,
): RemoteManifestEntry {
  if (entry.stable.version === version)
    throw new ReleaseError(`${ctx.remote} ${version} is stable; a canary must be another version`);
  const retained = requireRetained(entry, version, ctx);
  const same = entry.canary?.version === version;
  const canary: RemoteCanary = {
    ...served(retained),
    percentage,
    since: same && entry.canary?.since ? entry.canary.since : ctx.now,
    policy: policy ?? entry.canary?.policy ?? DEFAULT_POLICY,
  };
  return logged({ ...entry, canary }, { action: 'promote', version, percentage }, ctx.now);
}

/** Without its canary (everyone gets stable); unchanged when there is none. */
export function withoutCanary(
  entry: RemoteManifestEntry,
  reason: string,
  ctx: Pick<TransitionContext, 'now'>,
): RemoteManifestEntry {
  const { canary, ...rest } = entry;
  if (!canary) return entry;
  return logged(
    rest,
    { action: 'withdraw', version: canary.version, percentage: canary.percentage, reason },
    ctx.now,
  );
}

/** The stable before the current one, by history, else the newest retained version published before it. */
export function previousStable(entry: RemoteManifestEntry, ctx: TransitionContext): string | undefined {
  const current = entry.stable.version;
  const available = (v: string) => v !== current && !!retainedOf(entry, v) && ctx.published(v);
  for (const event of entry.history ?? []) {
    const wasStable = event.action === 'rollback' || (event.action === 'promote' && event.percentage === 100);
    if (wasStable && available(event.version)) return event.version;
  }
  // history trimmed: the newest retained version published before the current stable
  const ordered = [...(entry.versions ?? [])].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const currentAt = ordered.find((v) => v.version === current)?.publishedAt ?? '';
  return ordered.find((v) => v.publishedAt < currentAt && available(v.version))?.version;
}

export interface RollbackOutcome {
  entry: RemoteManifestEntry;
  /** the canary withdrawn, if one was live */
  withdrawn: string | null;
  /** the version stable afterwards */
  stable: string;
}

/**
 * Undoes the latest release step at once. Without a version: a live canary is withdrawn (stable
 * stays); with none, the previous stable becomes stable again. With a version: that retained version
 * becomes stable, and a canary is withdrawn.
 */
export function rolledBack(
  entry: RemoteManifestEntry,
  version: string | undefined,
  ctx: TransitionContext,
): RollbackOutcome {
  if (version === undefined && entry.canary) {
    return {
      entry: withoutCanary(entry, 'rollback', ctx),
      withdrawn: entry.canary.version,
      stable: entry.stable.version,
    };
  }
  const target = version ?? previousStable(entry, ctx);
  if (!target) throw new ReleaseError(`${ctx.remote} has no earlier stable version retained to roll back to`);
  requireRetained(entry, target, ctx);
  if (entry.stable.version === target) throw new ReleaseError(`${ctx.remote} ${target} is already stable`);
  const withdrawn = entry.canary?.version ?? null;
  return {
    entry: madeStable(withoutCanary(entry, 'rollback', ctx), target, 'rollback', ctx),
    withdrawn,
    stable: target,
  };
}

/**
 * At most `retain` versions besides stable and canary, the newest kept; the entry without the
 * others (each logged as pruned) and their names, whose folders the store deletes.
 */
export function pruned(
  entry: RemoteManifestEntry,
  retain: number,
  ctx: Pick<TransitionContext, 'now'>,
): { entry: RemoteManifestEntry; dropped: string[] } {
  const versions = entry.versions ?? [];
  const keep = new Set([entry.stable.version, entry.canary?.version]);
  const ordered = [...versions].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
  const dropped = ordered
    .filter((v) => !keep.has(v.version))
    .slice(retain)
    .map((v) => v.version);
  if (dropped.length === 0) return { entry, dropped };
  let next: RemoteManifestEntry = {
    ...entry,
    versions: versions.filter((v) => !dropped.includes(v.version)),
  };
  for (const version of dropped) next = logged(next, { action: 'prune', version }, ctx.now);
  return { entry: next, dropped };
}
