import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Files that describe a build folder but are not part of the build. */
export const NOT_BUILD_FILES = new Set(['.build-stamp', '.release.json']);

/** Every file of a build folder, relative, sorted (stable order for hashing). */
export function listFiles(dir: string): string[] {
  const out: string[] = [];
  const visit = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(child);
      else if (!NOT_BUILD_FILES.has(child)) out.push(child);
    }
  };
  visit('');
  return out.sort();
}

/** sha256 (hex) over every file's name and content: equal only for the same build. */
export function contentHash(dir: string, files = listFiles(dir)): string {
  const hash = crypto.createHash('sha256');
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** Subresource-integrity value (sha384, base64) of a file. */
export function integrityOf(file: string): string {
  return `sha384-${crypto.createHash('sha384').update(fs.readFileSync(file)).digest('base64')}`;
}
