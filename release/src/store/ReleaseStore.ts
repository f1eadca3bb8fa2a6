import path from 'node:path';
import type {
  ReleaseEvent,
  RemoteManifest,
  RemoteManifestEntry,
  RetainedVersion,
  RolloutPolicy,
} from '../manifestTypes';
import type { Contributions } from '../contributions/types';
import { REMOTES, type RemoteName } from '../remotes';
import { readBuildManifest, type BuildManifest } from './buildManifest';
import { contentHash, listFiles, NOT_BUILD_FILES } from './hashing';
import { ManifestFile } from './manifestFile';
import {
  ReleaseError,
  adopted,
  emptyEntry,
  logged,
  madeStable,
  pruned,
  requireRetained,
  rolledBack,
  withCanary,
  withRetained,
  withoutCanary,
  type RollbackOutcome,
  type TransitionContext,
} from './transitions';
import { ContributionsError, buildContributions } from './validateContributions';
import { VersionFolders, type VersionRecord } from './versionFolders';
import { checkBuildPromotable, checkEntryOverHttp, type PromoteChecks } from './promoteChecks';

export { ReleaseError, DEFAULT_POLICY, type RollbackOutcome } from './transitions';
export { checkEntryOverHttp, type PromoteChecks } from './promoteChecks';
export type { VersionRecord } from './versionFolders';

export interface ReleaseStoreOptions {
  /** The store: `manifest.json` and one folder per remote version. */
  dir: string;
  /** URL path the store is served under (entries in the manifest); default `/remotes`. */
  publicPath?: string;
  /** How many versions per remote to keep besides stable and canary; default 10. */
  retain?: number;
  now?: () => Date;
}

export interface PublishOptions {
  version: string;
  /** Make it stable at once (the `npm start` loop); runs the same checks as promote. */
  stable?: boolean;
  checks?: PromoteChecks;
}

export interface PublishResult {
  remote: RemoteName;
  version: string;
  entry: string;
  /** false when this very build was already published under this version */
  created: boolean;
  contentHash: string;
  /** whether the build declares what it contributes (menus, titles, …); a build without contributes nothing */
  contributions: boolean;
}

export interface PromoteOptions {
  percentage: number;
  policy?: RolloutPolicy;
  checks?: PromoteChecks;
}

export interface RemoteStatus {
  remote: RemoteName;
  stable: string | null;
  canary: { version: string; percentage: number; policy?: RolloutPolicy; since?: string } | null;
  retained: string[];
  lastEvent: ReleaseEvent | null;
}

const VERSION_TEXT = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;

export function containerOf(remote: RemoteName): string {
  return REMOTES[remote].container;
}

/** A build's contributions, checked; a refusal the person releasing reads when they break the contract. */
function contributionsOfBuild(remote: RemoteName, build: BuildManifest): Contributions | null {
  try {
    return buildContributions(remote, build);
  } catch (error) {
    if (error instanceof ContributionsError) throw new ReleaseError(error.message);
    throw error;
  }
}

/**
 * The release store: immutable version folders (VersionFolders) plus the one manifest that says who
 * gets which (ManifestFile: locked, validated, atomic). Each command reads the build and the folders
 * it needs, applies a pure transition of the manifest (./transitions) and deletes the folders of the
 * versions it pruned.
 */
export class ReleaseStore {
  readonly dir: string;
  readonly manifestFile: string;
  private readonly publicPath: string;
  private readonly retain: number;
  private readonly now: () => Date;
  private readonly manifest: ManifestFile;
  private readonly folders: VersionFolders;

  constructor(options: ReleaseStoreOptions) {
    this.dir = path.resolve(options.dir);
    this.publicPath = (options.publicPath ?? '/remotes').replace(/\/+$/, '');
    this.retain = options.retain ?? 10;
    this.now = options.now ?? (() => new Date());
    this.manifest = new ManifestFile(this.dir, this.now);
    this.folders = new VersionFolders(this.dir, this.now);
    this.manifestFile = this.manifest.file;
  }

  /** The manifest as stored (validated); an empty one when nothing was published yet. */
  read(): RemoteManifest {
    return this.manifest.read();
  }

  versionDir(remote: RemoteName, version: string): string {
    return this.folders.versionDir(remote, version);
  }

  entryUrl(remote: RemoteName, version: string): string {
    return `${this.publicPath}/${remote}/${version}/mf-manifest.json`;
  }

  /** The record a version folder carries, or null for a folder that is not a published version. */
  versionRecord(remote: RemoteName, version: string): VersionRecord | null {
    return this.folders.record(remote, version);
  }

  /**
   * Stores a build as an immutable version, with what it contributes (checked against the contract
   * and what it exposes). Publishing the same build under the same version again changes nothing; a
   * different build under an existing version is refused.
   */
  async publish(remote: RemoteName, distDir: string, options: PublishOptions): Promise<PublishResult> {
    const { version } = options;
    if (!VERSION_TEXT.test(version))
      throw new ReleaseError(`"${version}" is not a version name (letters, digits, . + _ -)`);
    const build = readBuildManifest(distDir);
    if (build.name !== containerOf(remote)) {
      throw new ReleaseError(`${distDir} is a build of ${build.name}, not of ${containerOf(remote)}`);
    }
    const contributions = contributionsOfBuild(remote, build);
    const files = listFiles(distDir);
    const hash = contentHash(distDir, files);

    return this.manifest.mutate(`publish ${remote} ${version}`, (manifest) => {
      const existing = this.versionRecord(remote, version);
      if (existing && existing.contentHash !== hash) {
        throw new ReleaseError(
          `${remote} ${version} is already published with different content; versions are immutable, publish under a new version`,
        );
      }
      const created = !existing;
      if (created) this.folders.store(remote, version, distDir, files, hash);
      const ctx = this.context(remote);
      let entry = withRetained(
        this.entryOf(manifest, remote) ?? emptyEntry(),
        this.retained(remote, version, contributions),
      );
      if (created) entry = logged(entry, { action: 'publish', version }, ctx.now);
      if (!entry.stable.version || options.stable) {
        if (options.stable && entry.stable.version !== version)
          this.checkPromotable(remote, version, options.checks);
        if (entry.stable.version !== version)
          entry = madeStable(entry, version, 'promote', ctx, options.stable ? undefined : 'first version');
      }
      manifest.remotes[remote] = this.prune(entry, remote);
      return {
        remote,
        version,
        entry: this.entryUrl(remote, version),
        created,
        contentHash: hash,
        contributions: contributions !== null,
      };
    });
  }

  /** `percentage` 1–99: the canary for that share of users; 100: stable; 0: withdraw it. */
  async promote(remote: RemoteName, version: string, options: PromoteOptions): Promise<RemoteManifestEntry> {
    const { percentage } = options;
    if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
      throw new ReleaseError(`--percent must be a whole number from 0 to 100, not ${percentage}`);
    }
    if (percentage > 0) await this.checkPromote(remote, version, options.checks);
    return this.manifest.mutate(`promote ${remote} ${version} ${percentage}%`, (manifest) => {
      const ctx = this.context(remote);
      let entry = this.requireEntry(manifest, remote);
      requireRetained(entry, version, ctx);
      if (percentage === 0) {
        if (entry.canary?.version !== version)
          throw new ReleaseError(`${remote} ${version} is not the canary`);
        entry = withoutCanary(entry, 'promoted to 0 %', ctx);
      } else if (percentage === 100) {
        if (entry.stable.version === version)
          throw new ReleaseError(`${remote} ${version} is already stable`);
        entry = this.prune(madeStable(entry, version, 'promote', ctx), remote);
      } else {
        entry = withCanary(entry, version, percentage, options.policy, ctx);
      }
      manifest.remotes[remote] = entry;
      return entry;
    });
  }

  /**
   * Undoes the latest release step at once: withdraws a live canary, else makes the previous stable
   * stable again; with a version, makes that retained version stable (withdrawing a canary).
   */
  async rollback(remote: RemoteName, version?: string): Promise<RollbackOutcome> {
    return this.manifest.mutate(`rollback ${remote} ${version ?? ''}`, (manifest) => {
      const outcome = rolledBack(this.requireEntry(manifest, remote), version, this.context(remote));
      const entry = this.prune(outcome.entry, remote);
      manifest.remotes[remote] = entry;
      return { ...outcome, entry };
    });
  }

  /** Removes a canary (automatic rollback); false when that version is no longer the canary. */
  async withdrawCanary(remote: RemoteName, version: string, reason: string): Promise<boolean> {
    return this.manifest.mutate(`withdraw ${remote} ${version}`, (manifest) => {
      const entry = manifest.remotes[remote];
      if (!entry?.canary || entry.canary.version !== version) return false;
      manifest.remotes[remote] = withoutCanary(entry, reason, this.context(remote));
      return true;
    });
  }

  status(): RemoteStatus[] {
    const manifest = this.read();
    return (Object.keys(manifest.remotes) as RemoteName[]).map((remote) => {
      const entry = manifest.remotes[remote] as RemoteManifestEntry;
      return {
        remote,
        stable: entry.stable.version || null,
        canary: entry.canary
          ? {
              version: entry.canary.version,
              percentage: entry.canary.percentage,
              policy: entry.canary.policy,
              since: entry.canary.since,
            }
          : null,
        retained: (entry.versions ?? []).map((v) => v.version),
        lastEvent: entry.history?.[0] ?? null,
      };
    });
  }

  /** Every check of a promote to a percentage above 0 (the files, the shell's shared modules, the entry over HTTP); changes nothing. */
  async checkPromote(remote: RemoteName, version: string, checks: PromoteChecks = {}): Promise<void> {
    this.checkPromotable(remote, version, checks);
    if (checks.baseUrl && !checks.force)
      await checkEntryOverHttp(new URL(this.entryUrl(remote, version), checks.baseUrl).href);
  }

  /** Refuses a version whose files are incomplete, or that needs shared versions or names the shell does not provide. */
  checkPromotable(remote: RemoteName, version: string, checks: PromoteChecks = {}): void {
    if (!this.versionRecord(remote, version))
      throw new ReleaseError(`${remote} ${version} is not published in ${this.dir}`);
    checkBuildPromotable(`${remote} ${version}`, this.versionDir(remote, version), checks);
  }

  // ---- files ----

  private context(remote: RemoteName): TransitionContext {
    return {
      remote,
      now: this.now().toISOString(),
      published: (version) => this.versionRecord(remote, version) !== null,
    };
  }

  /** A published version as the manifest lists it. */
  private retained(
    remote: RemoteName,
    version: string,
    contributions: Contributions | null,
  ): RetainedVersion {
    const record = this.versionRecord(remote, version) as VersionRecord;
    return {
      version,
      entry: this.entryUrl(remote, version),
      integrity: record.integrity['mf-manifest.json'],
      publishedAt: record.publishedAt,
      contentHash: record.contentHash,
      ...(contributions ? { contributions } : {}),
    };
  }

  /** A remote's entry; a stable or canary the manifest lists outside `versions[]` (written before it had version lists) is adopted when its folder is here. */
  private entryOf(manifest: RemoteManifest, remote: RemoteName): RemoteManifestEntry | undefined {
    const entry = manifest.remotes[remote];
    if (!entry) return undefined;
    const unlisted = [entry.stable, entry.canary].filter(
      (v) => v && !entry.versions?.some((r) => r.version === v.version),
    );
    return adopted(
      entry,
      unlisted.flatMap((v) => (v && this.folders.found(remote, v)) || []),
    );
  }

  private requireEntry(manifest: RemoteManifest, remote: RemoteName): RemoteManifestEntry {
    const entry = this.entryOf(manifest, remote);
    if (!entry) throw new ReleaseError(`${remote} has no published version yet`);
    return entry;
  }

  /** The entry within the retention limit; the folders of the versions it drops are deleted. */
  private prune(entry: RemoteManifestEntry, remote: RemoteName): RemoteManifestEntry {
    const result = pruned(entry, this.retain, { now: this.now().toISOString() });
    for (const version of result.dropped) this.folders.remove(remote, version);
    return result.entry;
  }
}

export { NOT_BUILD_FILES };
