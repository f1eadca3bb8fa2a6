import type { LifeCycles } from 'single-spa';
import type { Contributions, PickedRemote, RemoteName, RemoteUser } from '@portal/release';
import type { DevOverrideSettings } from './devOverride';

/** A parcel module as loaded from a remote: single-spa lifecycles (named exports or a default export). */
export type ParcelLifecycles = LifeCycles<Record<string, unknown>>;

/** What a remote module load gives the ParcelHost. */
export interface LoadedParcel {
  config: ParcelLifecycles;
  version: string;
  channel?: PickedRemote['channel'];
}

/** How ParcelHost gets parcels; the real one talks to Module Federation, tests pass a fake. */
export interface ParcelLoader {
  load(remote: RemoteName, module: string): Promise<LoadedParcel>;
  /** Forgets a failed load so the next `load` starts over (retry without a page reload). */
  reset(remote: RemoteName, module: string): void;
  /**
   * After a failure of `version` (load or mount): true when that was a canary and the loader has
   * switched this remote to stable for this customer, so the host should simply load again.
   */
  fallBack?(remote: RemoteName, version: string, phase: 'load' | 'mount', error: unknown): boolean;
  /** A parcel of `version` mounted (counts towards the canary's cohort). */
  mounted?(remote: RemoteName, version: string): void;
}

/** The part of the Module Federation runtime the loader uses. */
export interface FederationRuntime {
  /** `integrity`: the digest the container's entry script must match (Subresource Integrity). */
  registerRemotes(
    remotes: Array<{ name: string; entry: string; integrity?: string }>,
    options?: { force?: boolean },
  ): void;
  loadRemote<T>(id: string): Promise<T | null>;
  /**
   * Drops the chunks a container pushed into its webpack chunk-loading global. MF's force
   * re-registration starts a fresh container runtime, which would otherwise adopt the chunks (and
   * module factories) of the version it replaces: a broken canary's module under the stable version.
   */
  forgetChunks?(container: string): void;
  /**
   * Starts downloading scripts a module is about to need, in parallel with its container's entry
   * (`<link rel="preload">` in the page). What Module Federation's snapshot plugin would do from
   * the build's mf-manifest.json, which the loader reads anyway. A script of a checked build comes
   * with its digest, which the hint carries as the script element will (so the preloaded copy is
   * the one the script takes, checked, and is not fetched twice).
   */
  preloadScripts?(scripts: ReadonlyArray<{ href: string; integrity?: string }>): void;
  /**
   * How long (ms) a remote's entry and each of its chunks may take to arrive: the container
   * runtime's own entry loads, and what the remotes' webpack runtimes read for their chunks.
   */
  setLoadDeadline?(ms: number | undefined): void;
  /**
   * Starts loading what the shell provides on demand and the area's build consumes (`shareKeys`,
   * every one when unknown): the whole tiered shared modules (build/sharedTiers.cjs), which an area
   * uses and the dashboard does not, and a former core only for a build made against it. Alongside
   * an area's entry rather than after it, when its module asks for them.
   */
  preloadOnDemandShares?(shareKeys?: readonly string[]): void;
}

export interface RemoteLoaderSettings {
  manifestUrl: string;
  remoteOrigins: readonly string[];
  /** The signed-in user when a remote is first needed (for the version choice). */
  getUser: () => RemoteUser | null;
  /** Where canary outcomes are reported (the release service's `/rollout/reports`); nothing is sent when absent. */
  reportUrl?: string;
  /**
   * An area load re-reads the manifest when the copy in hand is older than this (ms), so a long-open
   * tab picks up a new stable on its next area load. Never when absent.
   */
  manifestMaxAgeMs?: number;
  /** Whether this portal loads a remote's local development build for one browser (`?mfe_cdn=dev`), and from where. */
  devOverrides?: DevOverrideSettings;
  /** How long (ms) a remote's build manifest, entry and each chunk may take to arrive before its load fails. */
  loadDeadlineMs?: number;
}

/** What the release service counts per canary version (POST to `reportUrl` with the session's bearer token). */
export interface RolloutReport {
  remote: RemoteName;
  version: string;
  channel: PickedRemote['channel'];
  outcome: 'loaded' | 'failed';
  phase?: 'load' | 'mount';
  userId: string | number | null;
  cohort: number | null;
  message?: string;
}

/**
 * Reads JSON; `immutable`: a file of a version folder, which never changes (the browser cache may
 * answer); `integrity`: the digest the file must match (Subresource Integrity), else the read fails;
 * `reload`: past the browser's cache (a copy that failed before); `deadlineMs`: how long it may take.
 */
export type FetchJson = (
  url: string,
  options?: { immutable?: boolean; integrity?: string; reload?: boolean; deadlineMs?: number },
) => Promise<unknown>;

/** What one remote contributes in the version this customer gets. */
export interface RemoteContributions {
  version: string;
  channel: PickedRemote['channel'];
  contributions: Contributions;
}

/**
 * What every remote contributes for this customer, from the release manifest: `loading` until it
 * was read once, `unavailable` when it could not be (the shell then shows its own entries only).
 */
export interface ContributionsSnapshot {
  status: 'loading' | 'ready' | 'unavailable';
  remotes: Partial<Record<RemoteName, RemoteContributions>>;
}
