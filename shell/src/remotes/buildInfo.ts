import type { PickedRemote } from '@portal/release';
import type { FetchJson } from './loaderTypes';

/** What the loader takes from a remote build's mf-manifest.json. */
export interface BuildInfo {
  /** the container's entry script */
  remoteEntry: string;
  /** exposed module (`./app`) → the scripts it needs at once */
  exposes: Map<string, string[]>;
  /**
   * file → the digest it must match, for the container entry and the scripts the shell asks for
   * itself (`metaData.portal.integrity`); empty for a build made without integrity checks
   */
  integrity: Map<string, string>;
  /** what the build contributes to the portal, as its build recorded it (unchecked) */
  contributions?: unknown;
  /** the share keys the build consumes (its manifest's `shared`) */
  shares: string[];
}

interface MfManifest {
  metaData?: {
    remoteEntry?: { name?: string; path?: string };
    portal?: { contributions?: unknown; integrity?: unknown };
  };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
  shared?: Array<{ name?: unknown }>;
}

/**
 * The digest a chosen version's mf-manifest.json must match: the one the release manifest holds.
 * None for a development build (`?mfe_cdn=dev`, development portals only), which is never checked.
 */
export function manifestDigest(picked: Pick<PickedRemote, 'channel' | 'integrity'>): string | undefined {
  return picked.channel === 'dev' ? undefined : picked.integrity;
}

/**
 * Reads a remote build's mf-manifest.json (null when it is not one). Its files are relative to the
 * manifest's folder: the builds use `publicPath: 'auto'`, and a version folder is served whole.
 */
export function parseBuildManifest(json: unknown, manifestUrl: string): BuildInfo | null {
  const manifest = json as MfManifest | null;
  const entryName = manifest?.metaData?.remoteEntry?.name;
  if (!entryName || !Array.isArray(manifest?.exposes)) return null;
  const at = (file: string) => new URL(file, manifestUrl).href;
  const entryPath = manifest.metaData?.remoteEntry?.path?.replace(/^\/+|\/+$/g, '');
  const digests = manifest.metaData?.portal?.integrity;
  return {
    remoteEntry: at(entryPath ? `${entryPath}/${entryName}` : entryName),
    exposes: new Map(manifest.exposes.map((e) => [e.path ?? '', (e.assets?.js?.sync ?? []).map(at)])),
    integrity: new Map(
      Object.entries(digests && typeof digests === 'object' ? digests : {}).flatMap(([file, digest]) =>
        typeof digest === 'string' ? [[at(file), digest]] : [],
      ),
    ),
    shares: (Array.isArray(manifest.shared) ? manifest.shared : []).flatMap((shared) =>
      typeof shared?.name === 'string' ? [shared.name] : [],
    ),
    ...(manifest.metaData?.portal?.contributions !== undefined
      ? { contributions: manifest.metaData.portal.contributions }
      : {}),
  };
}

/**
 * A remote build's mf-manifest.json, read once per version and digest (its files never change):
 * where its container entry is, the scripts each exposed module needs and their digests. With a
 * digest the file must match it. Rejects when the file cannot be read, passes the deadline, does not
 * match or is not a build manifest; a failure is not kept, so a retry reads it again, past the
 * browser's cache (which may hold the copy that did not match).
 */
export function createBuildInfoCache(
  fetchJson: FetchJson,
  deadlineMs: () => number | undefined = () => undefined,
): (manifestUrl: string, integrity?: string) => Promise<BuildInfo> {
  const builds = new Map<string, Promise<BuildInfo>>();
  const failed = new Set<string>();
  return (manifestUrl, integrity) => {
    const key = `${manifestUrl}#${integrity ?? ''}`;
    let promise = builds.get(key);
    if (!promise) {
      const reload = failed.delete(manifestUrl);
      const deadline = deadlineMs();
      const read = fetchJson(manifestUrl, { immutable: true, integrity, reload, deadlineMs: deadline }).then(
        (json) => {
          const info = parseBuildManifest(json, manifestUrl);
          if (!info) throw new Error(`${manifestUrl} is no build manifest`);
          return info;
        },
      );
      read.catch(() => {
        failed.add(manifestUrl);
        if (builds.get(key) === read) builds.delete(key);
      });
      builds.set(key, read);
      promise = read;
    }
    return promise;
  };
}
