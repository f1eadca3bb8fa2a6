import fs from 'node:fs';
import os from 'node:os';

export class LockTimeoutError extends Error {
  override name = 'LockTimeoutError';
}

export interface LockOptions {
  /** give up after this long, ms */
  timeoutMs?: number;
  /** a lock older than this is left over from a crashed run, ms */
  staleMs?: number;
  /** what the holder is doing, shown to whoever waits */
  purpose?: string;
}

interface LockInfo {
  pid: number;
  host: string;
  at: number;
  purpose?: string;
}

function readLock(file: string): LockInfo | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
  } catch {
    return null;
  }
}

function holderIsGone(info: LockInfo | null, file: string, staleMs: number): boolean {
  const age = Date.now() - (info?.at ?? fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
  if (age > staleMs) return true;
  if (!info || info.host !== os.hostname()) return false;
  try {
    process.kill(info.pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * Runs `fn` holding an exclusive lock file (created with O_EXCL, so two processes can never both
 * get it). Waiters poll; a lock whose process died, or that is older than `staleMs`, is taken over.
 */
export async function withFileLock<T>(
  file: string,
  fn: () => Promise<T> | T,
  options: LockOptions = {},
): Promise<T> {
  const { timeoutMs = 30_000, staleMs = 5 * 60_000, purpose } = options;
  const started = Date.now();
  const mine: LockInfo = { pid: process.pid, host: os.hostname(), at: Date.now(), purpose };
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify(mine), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readLock(file);
      if (holderIsGone(holder, file, staleMs)) {
        fs.rmSync(file, { force: true });
        continue;
      }
      if (Date.now() - started > timeoutMs) {
        throw new LockTimeoutError(
          `another release is in progress (pid ${holder?.pid ?? '?'}${holder?.purpose ? `: ${holder.purpose}` : ''}); lock file ${file}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await fn();
  } finally {
    // only remove the lock if it is still ours (a stale takeover elsewhere must not be undone)
    const holder = readLock(file);
    if (holder && holder.pid === mine.pid && holder.at === mine.at) fs.rmSync(file, { force: true });
  }
}
