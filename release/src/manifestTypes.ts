import type { Contributions } from './contributions/types';
import type { RemoteName } from './remotes';

/**
 * The remote manifest (`remotes/manifest.json`): which version of each remote the shell serves to
 * whom. Written only by the release store (schema-validated, atomic, under a lock); read by the shell
 * at run time. Format pinned in docs/CONTRACTS.md; `schema/manifest.schema.json` is its JSON Schema.
 */

/** One published, immutable version of a remote. `entry` is the URL of its `mf-manifest.json`. */
export interface RemoteVersion {
  version: string;
  entry: string;
  /** Subresource-integrity hash (sha384) of the entry document. */
  integrity?: string;
  /** What this version contributes (menus, titles, tiles, widgets, dialogs); absent: nothing. */
  contributions?: Contributions;
}

/** When the sandbox withdraws a canary on its own (automatic rollback). */
export interface RolloutPolicy {
  /** withdraw when failed / tried users of the canary's cohort exceeds this (0–1) */
  maxFailureRate: number;
  /** ... once at least this many users have tried it */
  minSamples: number;
}

/** A version offered to `percentage` (0–100) of users, chosen by cohort (see `cohortOf`). */
export interface RemoteCanary extends RemoteVersion {
  percentage: number;
  since?: string;
  policy?: RolloutPolicy;
}

/** A retained version: everything needed to serve it again (rollback, QA override). */
export interface RetainedVersion extends RemoteVersion {
  publishedAt: string;
  /** sha256 over every file of the build: the same version never names another build */
  contentHash: string;
}

export interface ReleaseEvent {
  at: string;
  action: 'publish' | 'promote' | 'rollback' | 'withdraw' | 'prune';
  version: string;
  percentage?: number;
  reason?: string;
}

export interface RemoteManifestEntry {
  stable: RemoteVersion;
  canary?: RemoteCanary;
  /** Every retained version, newest first (stable and canary among them). */
  versions?: RetainedVersion[];
  /** What happened to this remote, newest first (bounded). */
  history?: ReleaseEvent[];
}

export interface RemoteManifest {
  schemaVersion: 1;
  updatedAt?: string;
  remotes: Partial<Record<RemoteName, RemoteManifestEntry>>;
}
