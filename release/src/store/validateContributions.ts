import fs from 'node:fs';
import { checkContributions } from '../contributions/checkContributions';
import type { Contributions } from '../contributions/types';
import type { RemoteName } from '../remotes';
import type { BuildManifest } from './buildManifest';
import { ajv, problemsOf } from './schemaValidator';

const validate = ajv.getSchema<Contributions>('https://portal.example.com/schemas/contributions.schema.json');

export class ContributionsError extends Error {
  override name = 'ContributionsError';
  constructor(
    readonly remote: RemoteName,
    readonly problems: string[],
  ) {
    super(`${remote}'s contributions are not valid:\n  ${problems.join('\n  ')}`);
  }
}

/**
 * A remote's contributions checked against their JSON Schema and the rules it cannot say
 * (checkContributions), without the editor's `$schema` line. Throws ContributionsError with every
 * problem found.
 */
export function validateContributions(
  remote: RemoteName,
  value: unknown,
  options: { exposes?: readonly string[] } = {},
): Contributions {
  if (!validate?.(value)) throw new ContributionsError(remote, problemsOf(validate?.errors));
  const { $schema: _editorOnly, ...contributions } = value as Contributions & { $schema?: string };
  const problems = checkContributions(remote, contributions, options);
  if (problems.length) throw new ContributionsError(remote, problems);
  return contributions;
}

/** A remote's `contributions.json`, validated; what its build exposes is checked when given. */
export function readContributionsFile(
  remote: RemoteName,
  file: string,
  exposes?: readonly string[],
): Contributions {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ContributionsError(remote, [`${file} cannot be read as JSON: ${(error as Error).message}`]);
  }
  return validateContributions(remote, raw, { exposes });
}

/** Where a build's mf-manifest.json carries the remote's contributions (the build's manifest `additionalData`). */
export function contributionsInBuild(build: BuildManifest): unknown {
  return build.metaData?.portal?.contributions;
}

/** The contributions a build carries, checked against what it exposes; null for a build without any. */
export function buildContributions(remote: RemoteName, build: BuildManifest): Contributions | null {
  const raw = contributionsInBuild(build);
  if (raw === undefined) return null;
  return validateContributions(remote, raw, { exposes: (build.exposes ?? []).map((e) => e.path) });
}
