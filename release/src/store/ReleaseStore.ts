import fs from 'node:fs';
import path from 'node:path';
import type {
  ReleaseEvent,
  RemoteCanary,
  RemoteManifest,
  RemoteManifestEntry,
  RetainedVersion,
  RolloutPolicy,
} from '../manifestTypes';
import { REMOTES, type RemoteName } from '../remotes';
import { readBuildManifest, requiredFiles } from './buildManifest';
import { sharedProblems, type SharedProvided } from './compatibility';
import { withFileLock } from './fileLock';
import { contentHash, integrityOf, listFiles, NOT_BUILD_FILES } from './hashing';
import { validateManifest } from './validateManifest';

/** A refusal the person releasing should read (wrong version, failed check, ...), not a crash. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

export interface ReleaseStoreOptions {
  /** The store: `manifest.json` and one folder per remote version. */
  dir: string;
  /** URL path the store is served under (entries in the manifest); default `/remotes`. */
  publicPath?: string;
  /** How many versions per remote to keep besides stable and canary; default 10. */
  retain?: number;
  now?: () => Date;
}

/** What `.release.json` in every version folder records. */
export interface VersionRecord {
  remote: RemoteName;
  version: string;
  publishedAt: string;
  contentHash: string;
  /** sha384 of every file of the build, for integrity checks by any static host or CDN */
  integrity: Record<string, string>;
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
}

export interface PromoteChecks {
  /** The shell's shared modules (see `shellSharedVersions`); skipped when absent. */
  shellShared?: Record<string, SharedProvided> | null;
  /** Where the portal serves the store, to check the entry answers over HTTP (e.g. http://localhost:8080). */
  baseUrl?: string | null;
  /** Skip every check (an emergency, said out loud). */
  force?: boolean;
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

export const DEFAULT_POLICY: RolloutPolicy = { maxFailureRate: 0.1, minSamples: 10 };
const VERSION_TEXT = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,63}$/;
const HISTORY_LIMIT = 50;

export function containerOf(remote: RemoteName): string {
  return REMOTES[remote].container;
}

/**
 * The release store: immutable version folders plus the one manifest that says who gets which.
 * Every change to the manifest happens under a lock file, is validated against the JSON Schema and
 * lands with an atomic rename, so readers (the portal, nginx, a CDN) never see a half-written file
 * and two releases at once cannot lose each other's change.
 */
export class ReleaseStore {
  readonly dir: string;
  readonly manifestFile: string;
  private readonly publicPath: string;
  private readonly retain: number;
  private readonly now: () => Date;

  constructor(options: ReleaseStoreOptions) {
    this.dir = path.resolve(options.dir);
    this.manifestFile = path.join(this.dir, 'manifest.json');
    this.publicPath = (options.publicPath ?? '/remotes').replace(/\/+$/, '');
    this.retain = options.retain ?? 10;
    this.now = options.now ?? (() => new Date());
  }

  /** The manifest as stored (validated); an empty one when nothing was published yet. */
  read(): RemoteManifest {
    if (!fs.existsSync(this.manifestFile)) return { schemaVersion: 1, remotes: {} };
    return validateManifest(JSON.parse(fs.readFileSync(this.manifestFile, 'utf8')));
  }

  versionDir(remote: RemoteName, version: string): string {
    return path.join(this.dir, remote, version);
  }

  entryUrl(remote: RemoteName, version: string): string {
    return `${this.publicPath}/${remote}/${version}/mf-manifest.json`;
  }

  /** The record a version folder carries, or null for a folder that is not a published version. */
  versionRecord(remote: RemoteName, version: string): VersionRecord | null {
    const file = path.join(this.versionDir(remote, version), '.release.json');
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as VersionRecord) : null;
  }

  /**
   * Stores a build as an immutable version. Publishing the same build under the same version again
   * changes nothing; a different build under an existing version is refused.
   */
  async publish(remote: RemoteName, distDir: string, options: PublishOptions): Promise<PublishResult> {
    const { version } = options;
    if (!VERSION_TEXT.test(version)) throw new ReleaseError(`"${version}" is not a version name (letters, digits, . + _ -)`);
    const build = readBuildManifest(distDir);
    if (build.name !== containerOf(remote)) {
      throw new ReleaseError(`${distDir} is a build of ${build.name}, not of ${containerOf(remote)}`);
    }
    const files = listFiles(distDir);
    const hash = contentHash(distDir, files);
    const target = this.versionDir(remote, version);

    return this.mutate(`publish ${remote} ${version}`, (manifest) => {
      let created = false;
      const existing = this.versionRecord(remote, version);
      if (existing && existing.contentHash !== hash) {
        throw new ReleaseError(
          `${remote} ${version} is already published with different content; versions are immutable, publish under a new version`,
        );
      }
      if (!existing) {
        if (fs.existsSync(target)) fs.rmSync(target, { recursive: true, force: true }); // an unfinished copy
        const incoming = path.join(this.dir, remote, `.incoming-${version}-${process.pid}`);
        fs.rmSync(incoming, { recursive: true, force: true });
        fs.mkdirSync(incoming, { recursive: true });
        for (const file of files) {
          fs.mkdirSync(path.dirname(path.join(incoming, file)), { recursive: true });
          fs.copyFileSync(path.join(distDir, file), path.join(incoming, file));
        }
        const record: VersionRecord = {
          remote,
          version,
          publishedAt: this.now().toISOString(),
          contentHash: hash,
          integrity: Object.fromEntries(files.map((f) => [f, integrityOf(path.join(incoming, f))])),
        };
        fs.writeFileSync(path.join(incoming, '.release.json'), `${JSON.stringify(record, null, 2)}\n`);
        fs.chmodSync(path.join(incoming, '.release.json'), 0o444);
        // the version appears whole or not at all
        fs.renameSync(incoming, target);
        created = true;
      }
      const entry = this.ensureRetained(manifest, remote, version);
      if (created) this.log(entry, { action: 'publish', version });
      if (!entry.stable.version || options.stable) {
        if (options.stable && entry.stable.version !== version) this.checkPromotable(remote, version, options.checks);
        if (entry.stable.version !== version) this.makeStable(entry, remote, version, 'promote', options.stable ? undefined : 'first version');
      }
      this.prune(entry, remote);
      return { remote, version, entry: this.entryUrl(remote, version), created, contentHash: hash };
    });
  }

  /** `percentage` 1–99: the canary for that share of users; 100: stable; 0: withdraw it. */
  async promote(remote: RemoteName, version: string, options: PromoteOptions): Promise<RemoteManifestEntry> {
    const { percentage } = options;
    if (!Number.isInteger(percentage) || percentage < 0 || percentage > 100) {
      throw new ReleaseError(`--percent must be a whole number from 0 to 100, not ${percentage}`);
    }
    if (percentage > 0) this.checkPromotable(remote, version, options.checks);
    if (percentage > 0 && options.checks?.baseUrl && !options.checks.force) {
      await checkEntryOverHttp(new URL(this.entryUrl(remote, version), options.checks.baseUrl).href);
    }
    return this.mutate(`promote ${remote} ${version} ${percentage}%`, (manifest) => {
      const entry = this.requireEntry(manifest, remote);
      this.requireRetained(entry, remote, version);
      if (percentage === 0) {
        if (entry.canary?.version !== version) throw new ReleaseError(`${remote} ${version} is not the canary`);
        this.dropCanary(entry, 'promoted to 0 %');
      } else if (percentage === 100) {
        if (entry.stable.version === version) throw new ReleaseError(`${remote} ${version} is already stable`);
        this.makeStable(entry, remote, version, 'promote');
      } else {
        if (entry.stable.version === version) throw new ReleaseError(`${remote} ${version} is stable; a canary must be another version`);
        const retained = entry.versions?.find((v) => v.version === version) as RetainedVersion;
        const canary: RemoteCanary = {
          version,
          entry: retained.entry,
          integrity: retained.integrity,
          percentage,
          since: entry.canary?.version === version ? entry.canary.since : this.now().toISOString(),
          policy: options.policy ?? entry.canary?.policy ?? DEFAULT_POLICY,
        };
        entry.canary = canary;
        this.log(entry, { action: 'promote', version, percentage });
      }
      return entry;
    });
  }

  /** Makes a retained earlier version stable again, at once (by default the previous stable). */
  async rollback(remote: RemoteName, version?: string): Promise<RemoteManifestEntry> {
    return this.mutate(`rollback ${remote} ${version ?? ''}`, (manifest) => {
      const entry = this.requireEntry(manifest, remote);
      const target = version ?? this.previousStable(entry, remote);
      if (!target) throw new ReleaseError(`${remote} has no earlier stable version retained to roll back to`);
      this.requireRetained(entry, remote, target);
      if (entry.stable.version === target) throw new ReleaseError(`${remote} ${target} is already stable`);
      if (entry.canary) this.dropCanary(entry, 'rollback');
      this.makeStable(entry, remote, target, 'rollback');
      return entry;
    });
  }

  /** Removes a canary (automatic rollback); false when that version is no longer the canary. */
  async withdrawCanary(remote: RemoteName, version: string, reason: string): Promise<boolean> {
    return this.mutate(`withdraw ${remote} ${version}`, (manifest) => {
      const entry = manifest.remotes[remote];
      if (!entry?.canary || entry.canary.version !== version) return false;
      this.dropCanary(entry, reason);
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
          ? { version: entry.canary.version, percentage: entry.canary.percentage, policy: entry.canary.policy, since: entry.canary.since }
          : null,
        retained: (entry.versions ?? []).map((v) => v.version),
        lastEvent: entry.history?.[0] ?? null,
      };
    });
  }

  /** Refuses a version whose files are incomplete or whose shared modules the shell cannot satisfy. */
  checkPromotable(remote: RemoteName, version: string, checks: PromoteChecks = {}): void {
    const dir = this.versionDir(remote, version);
    if (!this.versionRecord(remote, version)) throw new ReleaseError(`${remote} ${version} is not published in ${this.dir}`);
    if (checks.force) return;
    const build = readBuildManifest(dir);
    const missing = requiredFiles(build).filter((f) => !fs.existsSync(path.join(dir, f)));
    if (missing.length) throw new ReleaseError(`${remote} ${version}: entry not reachable, missing ${missing.join(', ')}`);
    if (checks.shellShared) {
      const problems = sharedProblems(build, checks.shellShared);
      if (problems.length) {
        const lines = problems.map((p) => `${p.name}: the remote needs ${p.requires}, the shell provides ${p.shellProvides}`);
        throw new ReleaseError(`${remote} ${version} was built against shared versions the shell cannot satisfy:\n  ${lines.join('\n  ')}`);
      }
    }
  }

  // ---- inside the lock ----

  private async mutate<T>(purpose: string, change: (manifest: RemoteManifest) => T): Promise<T> {
    fs.mkdirSync(this.dir, { recursive: true });
    return withFileLock(`${this.manifestFile}.lock`, () => {
      const manifest = this.read();
      const before = JSON.stringify(manifest);
      const result = change(manifest);
      if (JSON.stringify(manifest) !== before) this.write(manifest);
      return result;
    }, { purpose });
  }

  private write(manifest: RemoteManifest): void {
    manifest.updatedAt = this.now().toISOString();
    validateManifest(manifest);
    const tmp = `${this.manifestFile}.${process.pid}.${Date.now()}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, `${JSON.stringify(manifest, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.manifestFile);
  }

  private requireEntry(manifest: RemoteManifest, remote: RemoteName): RemoteManifestEntry {
    const entry = manifest.remotes[remote];
    if (!entry) throw new ReleaseError(`${remote} has no published version yet`);
    this.adoptUnlisted(entry, remote);
    return entry;
  }

  /** A manifest from before version lists (issue 2) names its stable only: list it when its folder is here. */
  private adoptUnlisted(entry: RemoteManifestEntry, remote: RemoteName): void {
    entry.versions ??= [];
    for (const v of [entry.stable, entry.canary]) {
      if (!v || entry.versions.some((r) => r.version === v.version)) continue;
      const dir = this.versionDir(remote, v.version);
      if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) continue;
      entry.versions.push({
        version: v.version,
        entry: v.entry,
        integrity: integrityOf(path.join(dir, 'mf-manifest.json')),
        publishedAt: fs.statSync(dir).mtime.toISOString(),
        contentHash: this.versionRecord(remote, v.version)?.contentHash ?? contentHash(dir),
      });
      if (v === entry.stable) {
        // remembered as a stable of the past, so that a later rollback can return to it
        entry.history = [...(entry.history ?? []), { at: fs.statSync(dir).mtime.toISOString(), action: 'promote' as const, version: v.version, percentage: 100, reason: 'adopted' }].slice(0, HISTORY_LIMIT);
      }
    }
  }

  private ensureRetained(manifest: RemoteManifest, remote: RemoteName, version: string): RemoteManifestEntry {
    const record = this.versionRecord(remote, version) as VersionRecord;
    const retained: RetainedVersion = {
      version,
      entry: this.entryUrl(remote, version),
      integrity: record.integrity['mf-manifest.json'],
      publishedAt: record.publishedAt,
      contentHash: record.contentHash,
    };
    let entry = manifest.remotes[remote];
    if (!entry) {
      // a remote's first version: no stable yet, so it becomes stable below
      entry = { stable: { version: '', entry: '' }, versions: [], history: [] };
      manifest.remotes[remote] = entry;
    }
    this.adoptUnlisted(entry, remote);
    const versions = entry.versions as RetainedVersion[];
    if (!versions.some((v) => v.version === version)) versions.unshift(retained);
    return entry;
  }

  private requireRetained(entry: RemoteManifestEntry, remote: RemoteName, version: string): void {
    if (!entry.versions?.some((v) => v.version === version) || !this.versionRecord(remote, version)) {
      throw new ReleaseError(`${remote} ${version} is not a retained version (see \`release ${remote} status\`)`);
    }
  }

  private makeStable(entry: RemoteManifestEntry, remote: RemoteName, version: string, action: 'promote' | 'rollback', reason?: string): void {
    const retained = entry.versions?.find((v) => v.version === version) as RetainedVersion;
    entry.stable = { version, entry: retained.entry, ...(retained.integrity ? { integrity: retained.integrity } : {}) };
    if (entry.canary?.version === version) delete entry.canary;
    this.log(entry, { action, version, percentage: 100, ...(reason ? { reason } : {}) });
    this.prune(entry, remote);
  }

  private dropCanary(entry: RemoteManifestEntry, reason: string): void {
    const canary = entry.canary;
    if (!canary) return;
    delete entry.canary;
    this.log(entry, { action: 'withdraw', version: canary.version, percentage: canary.percentage, reason });
  }

  private previousStable(entry: RemoteManifestEntry, remote: RemoteName): string | undefined {
    const current = entry.stable.version;
    const retained = (v: string) => v !== current && !!entry.versions?.some((r) => r.version === v) && !!this.versionRecord(remote, v);
    for (const event of entry.history ?? []) {
      const wasStable = event.action === 'rollback' || (event.action === 'promote' && event.percentage === 100);
      if (wasStable && retained(event.version)) return event.version;
    }
    // history trimmed: the newest retained version published before the current stable
    const ordered = [...(entry.versions ?? [])].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const currentAt = ordered.find((v) => v.version === current)?.publishedAt ?? '';
    return ordered.find((v) => v.publishedAt < currentAt && retained(v.version))?.version;
  }

  private prune(entry: RemoteManifestEntry, remote: RemoteName): void {
    const versions = entry.versions ?? [];
    const keep = new Set([entry.stable.version, entry.canary?.version]);
    const ordered = [...versions].sort((a, b) => b.publishedAt.localeCompare(a.publishedAt));
    const extra = ordered.filter((v) => !keep.has(v.version));
    const dropped = extra.slice(this.retain);
    if (dropped.length === 0) return;
    const gone = new Set(dropped.map((v) => v.version));
    entry.versions = versions.filter((v) => !gone.has(v.version));
    for (const v of dropped) {
      fs.rmSync(this.versionDir(remote, v.version), { recursive: true, force: true });
      this.log(entry, { action: 'prune', version: v.version });
    }
  }

  private log(entry: RemoteManifestEntry, event: Omit<ReleaseEvent, 'at'>): void {
    entry.history = [{ at: this.now().toISOString(), ...event }, ...(entry.history ?? [])].slice(0, HISTORY_LIMIT);
  }
}

/** The entry document and the entry script answer over HTTP (what a browser would fetch). */
export async function checkEntryOverHttp(entryUrl: string, fetchImpl: typeof fetch = fetch): Promise<void> {
  const fail = (why: string) => new ReleaseError(`entry not reachable: ${entryUrl} ${why}`);
  let build: { metaData?: { remoteEntry?: { name?: string; path?: string } } };
  try {
    const res = await fetchImpl(entryUrl);
    if (!res.ok) throw fail(`answered HTTP ${res.status}`);
    build = (await res.json()) as typeof build;
  } catch (error) {
    if (error instanceof ReleaseError) throw error;
    throw fail(`(${(error as Error).message})`);
  }
  const script = new URL(path.posix.join(build.metaData?.remoteEntry?.path ?? '', build.metaData?.remoteEntry?.name ?? 'remoteEntry.js'), entryUrl).href;
  const res = await fetchImpl(script, { method: 'HEAD' }).catch((error: Error) => {
    throw fail(`(${script}: ${error.message})`);
  });
  if (!res.ok) throw fail(`(${script} answered HTTP ${res.status})`);
}

export { NOT_BUILD_FILES };
