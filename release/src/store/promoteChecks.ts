import fs from 'node:fs';
import path from 'node:path';
import { readBuildManifest, requiredFiles } from './buildManifest';
import { compatibilityProblems, type SharedProvided } from './compatibility';
import { integrityProblems } from './integrityChecks';
import { ReleaseError } from './transitions';

export interface PromoteChecks {
  /** The shell's shared modules (see `shellSharedVersions`); skipped when absent. */
  shellShared?: Record<string, SharedProvided> | null;
  /** Where the portal serves the store, to check the entry answers over HTTP (e.g. http://localhost:8080). */
  baseUrl?: string | null;
  /** Skip every check (an emergency, said out loud). */
  force?: boolean;
}

/**
 * Refuses the build in a version folder when a file its entry needs is missing, when the shell could
 * not check its files before running them, or when it needs shared versions or imported names the
 * shell does not provide. `label` names it in the message.
 */
export function checkBuildPromotable(label: string, dir: string, checks: PromoteChecks = {}): void {
  if (checks.force) return;
  const build = readBuildManifest(dir);
  const missing = requiredFiles(build).filter((f) => !fs.existsSync(path.join(dir, f)));
  if (missing.length) throw new ReleaseError(`${label}: entry not reachable, missing ${missing.join(', ')}`);
  const unchecked = integrityProblems(dir, build);
  if (unchecked.length)
    throw new ReleaseError(
      `${label}: the shell would not run its files unchecked:\n  ${unchecked.join('\n  ')}`,
    );
  if (checks.shellShared) {
    const lines = compatibilityProblems(build, checks.shellShared);
    if (lines.length)
      throw new ReleaseError(
        `${label} needs shared modules the shell cannot satisfy:\n  ${lines.join('\n  ')}`,
      );
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
  const script = new URL(
    path.posix.join(
      build.metaData?.remoteEntry?.path ?? '',
      build.metaData?.remoteEntry?.name ?? 'remoteEntry.js',
    ),
    entryUrl,
  ).href;
  const res = await fetchImpl(script, { method: 'HEAD' }).catch((error: Error) => {
    throw fail(`(${script}: ${error.message})`);
  });
  if (!res.ok) throw fail(`(${script} answered HTTP ${res.status})`);
}
