import fs from 'node:fs';
import path from 'node:path';
import type { RemoteManifest } from '../manifestTypes';
import { withFileLock } from './fileLock';
import { validateManifest } from './validateManifest';

/**
 * The release manifest on disk. Every change happens under a lock file, is validated against the
 * JSON Schema and lands with an atomic rename, so readers (the portal, nginx, a CDN) never see a
 * half-written file and two releases at once cannot lose each other's change.
 */
export class ManifestFile {
  readonly file: string;

  constructor(
    dir: string,
    private readonly now: () => Date,
  ) {
    this.file = path.join(dir, 'manifest.json');
  }

  /** The manifest as stored (validated); an empty one when nothing was published yet. */
  read(): RemoteManifest {
    if (!fs.existsSync(this.file)) return { schemaVersion: 1, remotes: {} };
    return validateManifest(JSON.parse(fs.readFileSync(this.file, 'utf8')));
  }

  /** Reads, lets `change` edit the manifest, and writes it when it changed: all under the lock. */
  async mutate<T>(purpose: string, change: (manifest: RemoteManifest) => T): Promise<T> {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    return withFileLock(
      `${this.file}.lock`,
      () => {
        const manifest = this.read();
        const before = JSON.stringify(manifest);
        const result = change(manifest);
        if (JSON.stringify(manifest) !== before) this.write(manifest);
        return result;
      },
      { purpose },
    );
  }

  private write(manifest: RemoteManifest): void {
    manifest.updatedAt = this.now().toISOString();
    validateManifest(manifest);
    const tmp = `${this.file}.${process.pid}.${Date.now()}.tmp`;
    const fd = fs.openSync(tmp, 'w');
    try {
      fs.writeSync(fd, `${JSON.stringify(manifest, null, 2)}\n`);
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, this.file);
  }
}
