import type { FetchJson } from './loaderTypes';

/** What the loader takes from a remote build's mf-manifest.json. */
export interface BuildInfo {
  /** the container's entry script */
  remoteEntry: string;
  /** exposed module (`./app`) → the scripts it needs at once */
  exposes: Map<string, string[]>;
  /** what the build contributes to the portal, as its build recorded it (unchecked) */
  contributions?: unknown;
  /** the share keys the build consumes (its manifest's `shared`) */
  shares: string[];
}

interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; portal?: { contributions?: unknown } };
  exposes?: Array<{ path?: string; assets?: { js?: { sync?: string[] } } }>;
  shared?: Array<{ name?: unknown }>;
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
  return {
    remoteEntry: at(entryPath ? `${entryPath}/${entryName}` : entryName),
    exposes: new Map(manifest.exposes.map((e) => [e.path ?? '', (e.assets?.js?.sync ?? []).map(at)])),
    shares: (Array.isArray(manifest.shared) ? manifest.shared : []).flatMap((shared) => (typeof shared?.name === 'string' ? [shared.name] : [])),
    ...(manifest.metaData?.portal?.contributions !== undefined ? { contributions: manifest.metaData.portal.contributions } : {}),
  };
}

/**
 * A remote build's mf-manifest.json, read once per version (its files never change): where its
 * container entry is, and the scripts each exposed module needs. Null when unreadable; a failure is
 * not kept, so a retry reads it again.
 */
export function createBuildInfoCache(fetchJson: FetchJson): (manifestUrl: string) => Promise<BuildInfo | null> {
  const builds = new Map<string, Promise<BuildInfo | null>>();
  return (manifestUrl) => {
    let promise = builds.get(manifestUrl);
    if (!promise) {
      const read = fetchJson(manifestUrl, { immutable: true }).then(
        (json) => parseBuildManifest(json, manifestUrl),
        () => null,
      );
      read.then((info) => {
        if (!info && builds.get(manifestUrl) === read) builds.delete(manifestUrl);
      });
      builds.set(manifestUrl, read);
      promise = read;
    }
    return promise;
  };
}
