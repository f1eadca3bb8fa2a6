import path from 'node:path';
import { satisfies } from '../semverRange';
import type { BuildManifest } from './buildManifest';

/** What the shell provides for one shared module (build/federation.cjs `sharedConfig`). */
export interface SharedProvided {
  version: string;
  requiredVersion?: string;
}

export interface CompatibilityProblem {
  name: string;
  /** the range the remote was built to accept */
  requires: string;
  /** the version the shell provides */
  shellProvides: string;
}

/**
 * The shared modules of a remote build that the shell cannot satisfy: the shell loads first, so its
 * copy is the singleton, and a remote whose range does not accept that version (e.g. built against
 * another major of shared-sdk or React) would run against an API it was not built for.
 */
export function sharedProblems(build: BuildManifest, shell: Record<string, SharedProvided>): CompatibilityProblem[] {
  const problems: CompatibilityProblem[] = [];
  for (const shared of build.shared ?? []) {
    const provided = shell[shared.name];
    if (!provided) continue; // the shell does not share it: the remote brings its own
    const requires = shared.requiredVersion === false || shared.requiredVersion === undefined ? '*' : shared.requiredVersion;
    if (!satisfies(provided.version, requires)) {
      problems.push({ name: shared.name, requires, shellProvides: provided.version });
    }
  }
  return problems;
}

/** The shell's shared modules (by share key, a tiered module's core too) and versions, as its build declares them (build/federation.cjs). */
export function shellSharedVersions(repoRoot: string, shellDir = path.join(repoRoot, 'shell')): Record<string, SharedProvided> {
  // build/federation.cjs is the single list of singletons and reads the versions the shell installs
  const federation = require(path.join(repoRoot, 'build/federation.cjs')) as {
    shellProvides: (dir: string) => Record<string, SharedProvided>;
  };
  return federation.shellProvides(shellDir);
}
