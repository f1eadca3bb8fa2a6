import { parseManifest, type RemoteManifest } from './manifest';
import type { FetchJson } from './loaderTypes';

export interface ManifestCache {
  /** The manifest: the copy in hand, or a fresh read when there is none or it is older than `maxAgeMs`. */
  read(maxAgeMs?: number): Promise<RemoteManifest>;
  /** The last manifest read successfully, if any. */
  latest(): RemoteManifest | null;
  /** Forgets the copy in hand (another manifest URL). */
  reset(): void;
  /** The next read asks again whatever its max age; until it has an answer, the copy in hand stands in for a failed one. */
  expire(): void;
}

export interface ManifestCacheOptions {
  fetchJson: FetchJson;
  /** The manifest's absolute URL; null until the loader is configured. */
  url: () => string | null;
  now: () => number;
  /** Called with every manifest newly read. */
  onRead?: (manifest: RemoteManifest) => void;
  /** The page's first read: an answer already asked for (the manifest's JSON), or null to fetch it. */
  early?: (href: string) => Promise<unknown> | null;
}

/**
 * The release manifest, read once and again when an area load finds the copy too old. A failed
 * refresh keeps serving the last good copy rather than failing an area that was working; a failed
 * first read is not kept, so a retry reads again.
 */
export function createManifestCache({
  fetchJson,
  url,
  now,
  onRead,
  early,
}: ManifestCacheOptions): ManifestCache {
  let state: { promise: Promise<RemoteManifest>; fetchedAt: number } | null = null;
  let good: RemoteManifest | null = null;
  let expired = false;

  return {
    read(maxAgeMs) {
      const href = url();
      if (!href) return Promise.reject(new Error('remote loader is not configured'));
      const stale = state && (expired || (maxAgeMs !== undefined && now() - state.fetchedAt > maxAgeMs));
      if (!state || stale) {
        expired = false;
        const previous = good;
        // only the first read can take the early answer (taken once): a stale copy is read again
        const json = (!state && !good ? early?.(href) : null) ?? fetchJson(href);
        const current: NonNullable<typeof state> = {
          fetchedAt: now(),
          promise: json.then(parseManifest).then(
            (parsed) => {
              good = parsed;
              onRead?.(parsed);
              return parsed;
            },
            (error: unknown) => {
              if (previous) return previous;
              if (state === current) state = null;
              throw error;
            },
          ),
        };
        state = current;
      }
      return state.promise;
    },
    latest: () => good,
    reset() {
      state = null;
      good = null;
    },
    expire() {
      expired = true;
    },
  };
}
