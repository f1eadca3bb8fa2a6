import fs from 'node:fs';
import path from 'node:path';
import type { Contributions } from '../contributions/types';
import type { RemoteVersion, RetainedVersion } from '../manifestTypes';
import type { RemoteName } from '../remotes';
import { readBuildManifest } from './buildManifest';
import { contentHash, integrityOf } from './hashing';
import { buildContributions } from './validateContributions';

/** What `.release.json` in every version folder records. */
export interface VersionRecord {
  remote: RemoteName;
  version: string;
  publishedAt: string;
  contentHash: string;
  /** sha384 of every file of the build, for integrity checks by any static host or CDN */
  integrity: Record<string, string>;
}

/** The immutable version folders of a release store: `<remote>/<version>/`, each a whole build and its record. */
export class VersionFolders {
  constructor(
    readonly dir: string,
    private readonly now: () => Date,
  ) {}

  versionDir(remote: RemoteName, version: string): string {
    return path.join(this.dir, remote, version);
  }

  /** The record a version folder carries, or null for a folder that is not a published version. */
  record(remote: RemoteName, version: string): VersionRecord | null {
    const file = path.join(this.versionDir(remote, version), '.release.json');
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as VersionRecord) : null;
  }

  /** Copies a build into its version folder: whole or not at all, with its record (read-only). */
  store(
    remote: RemoteName,
    version: string,
    distDir: string,
    files: readonly string[],
    hash: string,
  ): VersionRecord {
    const target = this.versionDir(remote, version);
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
    return record;
  }

  remove(remote: RemoteName, version: string): void {
    fs.rmSync(this.versionDir(remote, version), { recursive: true, force: true });
  }

  /**
   * A version served before version lists existed, as it would be listed, when its folder is here:
   * its files' integrity, the folder's time, and what its build contributes (nothing when its
   * contributions do not pass today's checks).
   */
  found(remote: RemoteName, served: RemoteVersion): RetainedVersion | null {
    const dir = this.versionDir(remote, served.version);
    const file = path.join(dir, 'mf-manifest.json');
    if (!fs.existsSync(file)) return null;
    let contributions: Contributions | null = null;
    try {
      contributions = buildContributions(remote, readBuildManifest(dir));
    } catch {
      contributions = null;
    }
    return {
      version: served.version,
      entry: served.entry,
      integrity: integrityOf(file),
      publishedAt: fs.statSync(dir).mtime.toISOString(),
      contentHash: this.record(remote, served.version)?.contentHash ?? contentHash(dir),
      ...(contributions ? { contributions } : {}),
    };
  }
}
