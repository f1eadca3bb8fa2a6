import {
  isRemoteName,
  readContributions,
  type RemoteCanary,
  type RemoteName,
  type RemoteVersion,
  type RetainedVersion,
} from '@portal/release';

export type { RemoteCanary, RemoteVersion, RetainedVersion };

/** One remote's entry as the shell uses it (the manifest format is @portal/release's). */
export interface RemoteManifestEntry {
  name: RemoteName;
  stable: RemoteVersion;
  canary?: RemoteCanary;
  /** versions a QA override may choose */
  versions?: RetainedVersion[];
}

export interface RemoteManifest {
  schemaVersion: number;
  remotes: Partial<Record<RemoteName, RemoteManifestEntry>>;
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A served version: where its build is, and what it contributes (left out when it names nothing). */
function parseVersion(remote: RemoteName, value: unknown): RemoteVersion | null {
  const obj = asRecord(value);
  if (!obj || typeof obj.version !== 'string' || typeof obj.entry !== 'string' || !obj.entry) return null;
  return {
    version: obj.version,
    entry: obj.entry,
    ...(typeof obj.integrity === 'string' ? { integrity: obj.integrity } : {}),
    ...(obj.contributions !== undefined
      ? { contributions: readContributions(remote, obj.contributions) }
      : {}),
  };
}

function parseRetained(remote: RemoteName, value: unknown): RetainedVersion[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const version = parseVersion(remote, item);
    const obj = asRecord(item);
    return version
      ? [
          {
            ...version,
            publishedAt: String(obj?.publishedAt ?? ''),
            contentHash: String(obj?.contentHash ?? ''),
          },
        ]
      : [];
  });
}

/**
 * Reads the remote manifest (docs/CONTRACTS.md). Unknown remotes and entries without a usable
 * stable version are dropped, so one bad entry cannot take the others down; so are contributions
 * that are not well formed (readContributions).
 */
export function parseManifest(raw: unknown): RemoteManifest {
  const obj = asRecord(raw);
  if (!obj) throw new ManifestError('remote manifest is not an object');
  if (obj.schemaVersion !== 1)
    throw new ManifestError(`unsupported manifest schemaVersion ${String(obj.schemaVersion)}`);
  const remotes = asRecord(obj.remotes);
  if (!remotes) throw new ManifestError('remote manifest has no remotes');

  const parsed: RemoteManifest['remotes'] = {};
  for (const [name, value] of Object.entries(remotes)) {
    if (!isRemoteName(name)) continue;
    const entry = asRecord(value);
    const stable = parseVersion(name, entry?.stable);
    if (!entry || !stable) continue;
    const canaryVersion = parseVersion(name, entry.canary);
    const percentage = asRecord(entry.canary)?.percentage;
    const canary =
      canaryVersion && typeof percentage === 'number' && percentage >= 0 && percentage <= 100
        ? { ...canaryVersion, percentage }
        : undefined;
    const versions = parseRetained(name, entry.versions);
    parsed[name] = {
      name,
      stable,
      ...(canary ? { canary } : {}),
      ...(versions.length ? { versions } : {}),
    };
  }
  return { schemaVersion: 1, remotes: parsed };
}

/** An entry URL made absolute against the manifest's own URL (itself relative to the page). */
export function resolveEntryUrl(entry: string, manifestUrl: string, pageUrl: string): string {
  return new URL(entry, new URL(manifestUrl, pageUrl)).href;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether an absolute entry URL may be loaded: its origin must be listed in `remoteOrigins`, or be the
 * page's own origin (a same-origin remote is as trusted as the shell that serves it).
 * Only http(s) URLs count; a `javascript:` or `data:` entry is never allowed.
 */
export function isAllowedEntry(
  entryUrl: string,
  remoteOrigins: readonly string[],
  pageOrigin: string,
): boolean {
  let url: URL;
  try {
    url = new URL(entryUrl);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  const allowed = new Set([
    pageOrigin,
    ...remoteOrigins.map(originOf).filter((o): o is string => o !== null),
  ]);
  return allowed.has(url.origin);
}
