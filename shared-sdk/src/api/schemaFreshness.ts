import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface RegeneratedSchema {
  /** What the gen script wrote on stderr and its exit status. */
  stderr: string;
  status: number | null;
  /** The package's checked-in `src/api/schema.gen.ts`, and what the gen script makes of its fragments now. */
  committed: string;
  generated: string;
}

/**
 * Runs a package's `openapi/gen.mjs` (the core's or an area package's) into a temporary file, in a
 * child Node process because openapi-typescript is ESM-only, for the test that keeps the checked-in
 * types equal to the fragments: nobody can change one without the other.
 */
export function regeneratedSchema(packageRoot: string): RegeneratedSchema {
  const dir = mkdtempSync(join(tmpdir(), 'schema-gen-'));
  try {
    const out = join(dir, 'schema.gen.ts');
    const result = spawnSync(process.execPath, [resolve(packageRoot, 'openapi/gen.mjs'), out], {
      cwd: packageRoot,
      encoding: 'utf8',
    });
    return {
      stderr: result.stderr,
      status: result.status,
      committed: readFileSync(resolve(packageRoot, 'src/api/schema.gen.ts'), 'utf8'),
      generated: result.status === 0 ? readFileSync(out, 'utf8') : '',
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
