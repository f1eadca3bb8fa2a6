import fs from 'node:fs';

/** What a file read last held, with the stamp of the file it was read from. */
interface Cached {
  stamp: string;
  value: unknown;
}

const cache = new Map<string, Cached>();
const MAX_CACHED_FILES = 200;

/**
 * `file` read and parsed by `parse` (null when missing or when `parse` throws), read again only
 * when the file changed: the release store replaces its manifest by renaming a new file over it
 * (another inode), and a build replaces the shell's pages and files, so the inode, size and
 * modification time tell a changed file, at the cost of a stat per request instead of a read and
 * a parse. Each file is cached with the first `parse` it was read with.
 */
export function readCachedFile<T>(file: string, parse: (text: string) => T): T | null {
  let stamp: string;
  try {
    const stat = fs.statSync(file);
    stamp = `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    cache.delete(file);
    return null;
  }
  const cached = cache.get(file);
  if (cached?.stamp === stamp) return cached.value as T | null;
  let value: T | null = null;
  try {
    value = parse(fs.readFileSync(file, 'utf8'));
  } catch {
    value = null;
  }
  // the store's retained versions are few; a bound all the same, the oldest entry going first
  if (!cache.has(file) && cache.size >= MAX_CACHED_FILES) cache.delete(cache.keys().next().value as string);
  cache.set(file, { stamp, value });
  return value;
}

/** A JSON file's value (null when missing or not JSON), cached as `readCachedFile` says. */
export const readJson = (file: string): unknown =>
  readCachedFile(file, (text) => JSON.parse(text) as unknown);

/** A text file (an HTML page), cached as `readCachedFile` says; null when missing. */
export const readText = (file: string): string | null => readCachedFile(file, (text) => text);
