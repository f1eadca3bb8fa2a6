import path from 'node:path';
import { satisfies } from '../semverRange';
import type { BuildManifest } from './buildManifest';

/** What the shell provides for one shared module, by share key (build/federation.cjs `shellProvides`). */
export interface SharedProvided {
  version: string;
  requiredVersion?: string;
  /** the names it provides, when it does not provide the whole package (a facade, a tier) */
  exports?: string[];
  /**
   * for a module a remote may bring its own copy of: the wire every copy on a page shares with the
   * shell's (the bus's events and channel, the session's storage keys), as a number
   */
  coreProtocol?: number | null;
}

export interface CompatibilityProblem {
  name: string;
  /** the range the remote was built to accept */
  requires: string;
  /** the version the shell provides, or null when it provides none */
  shellProvides: string | null;
  /** when the build brings its own copy: the core protocol that copy speaks (null: not recorded) and the shell's */
  ownCopy?: { coreProtocol: number | null; shellCoreProtocol: number | null };
}

export interface ImportProblem {
  /** the share key the remote imports from, e.g. `react-router-dom` or `@portal/shared-ui/core` */
  name: string;
  /** the names the shell does not provide under it */
  missing: string[];
}

/** Whether the build carries a copy of a shared module of its own (its files are listed). */
function hasOwnCopy(shared: NonNullable<BuildManifest['shared']>[number]): boolean {
  return (shared.assets?.js?.sync?.length ?? 0) + (shared.assets?.js?.async?.length ?? 0) > 0;
}

/**
 * The shared modules of a remote build that cannot run on the shell's page. The shell loads first,
 * so its copy is the singleton, and a remote whose range does not accept that version (another
 * major, or a minor older than the one it was built against, e.g. `^1.3.0` against 1.2.1) would run
 * against an API it was not built for — unless it brings its own copy, which the page then gives it
 * (the shell's ownCopyForOtherMajors, build/RemoteContainerPlugin.cjs). Such a copy is judged by
 * whether it can run beside the shell's: it works when it speaks the shell's core protocol (the
 * bus's events and channel and the session's storage keys every copy on a page shares), and is
 * refused when it speaks another or its build does not say. A module the shell does not share at
 * all is a problem only when the remote has no copy of its own to fall back on.
 */
export function sharedProblems(
  build: Pick<BuildManifest, 'shared' | 'metaData'>,
  shell: Record<string, SharedProvided>,
): CompatibilityProblem[] {
  const problems: CompatibilityProblem[] = [];
  for (const shared of build.shared ?? []) {
    const requires =
      shared.requiredVersion === false || shared.requiredVersion === undefined ? '*' : shared.requiredVersion;
    const provided = shell[shared.name];
    if (!provided) {
      if (!hasOwnCopy(shared)) problems.push({ name: shared.name, requires, shellProvides: null });
      continue;
    }
    if (satisfies(provided.version, requires)) continue;
    if (!hasOwnCopy(shared)) {
      problems.push({ name: shared.name, requires, shellProvides: provided.version });
      continue;
    }
    const coreProtocol = build.metaData?.portal?.ownCopies?.[shared.name]?.coreProtocol ?? null;
    const shellCoreProtocol = provided.coreProtocol ?? null;
    if (coreProtocol !== null && coreProtocol === shellCoreProtocol) continue;
    problems.push({
      name: shared.name,
      requires,
      shellProvides: provided.version,
      ownCopy: { coreProtocol, shellCoreProtocol },
    });
  }
  return problems;
}

function sharedProblemLine(p: CompatibilityProblem): string {
  if (p.shellProvides === null)
    return `${p.name}: the remote needs ${p.requires} from the shell, which does not provide it`;
  const line = `${p.name}: the remote needs ${p.requires}, the shell provides ${p.shellProvides}`;
  if (!p.ownCopy) return line;
  if (p.ownCopy.shellCoreProtocol === null)
    return `${line}, and the shell's copy records no core protocol its own copy could be judged by`;
  if (p.ownCopy.coreProtocol === null)
    return `${line}, and its own copy records no core protocol to run beside the shell's (${p.ownCopy.shellCoreProtocol})`;
  return `${line}, and its own copy speaks core protocol ${p.ownCopy.coreProtocol}, not the shell's ${p.ownCopy.shellCoreProtocol}: it cannot run beside it`;
}

/**
 * The names a remote build imports from a shared module that the shell's copy does not export: a
 * facade or a tier lists the names it provides, and a missing one is `undefined` in the remote at
 * run time. A use of a whole namespace (`*`) cannot be checked name by name and is let through.
 */
export function importProblems(
  build: Pick<BuildManifest, 'metaData'>,
  shell: Record<string, SharedProvided>,
): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const [name, imported] of Object.entries(build.metaData?.sharedImports ?? {})) {
    const provided = shell[name]?.exports;
    if (!provided) continue; // shared whole, or not by the shell (sharedProblems)
    const missing = imported.filter((n) => n !== '*' && !provided.includes(n));
    if (missing.length) problems.push({ name, missing });
  }
  return problems;
}

/** Every reason the shell cannot run this build, one line each; empty when it can. */
export function compatibilityProblems(
  build: Pick<BuildManifest, 'shared' | 'metaData'>,
  shell: Record<string, SharedProvided>,
): string[] {
  return [
    ...sharedProblems(build, shell).map(sharedProblemLine),
    ...importProblems(build, shell).flatMap((p) =>
      p.missing.map((n) => `${p.name}: the remote imports ${n}, which the shell's ${p.name} does not export`),
    ),
  ];
}

/** The shell's shared modules (by share key, a tiered module's core too), versions and names, as its build declares them (build/federation.cjs). */
export function shellSharedVersions(
  repoRoot: string,
  shellDir = path.join(repoRoot, 'shell'),
): Record<string, SharedProvided> {
  // build/federation.cjs is the single list of singletons and reads the versions the shell installs
  const federation = require(path.join(repoRoot, 'build/federation.cjs')) as {
    shellProvides: (dir: string) => Record<string, SharedProvided>;
  };
  return federation.shellProvides(shellDir);
}
