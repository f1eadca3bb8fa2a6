import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// schema.gen.ts is generated from the merged OpenAPI document (`pnpm --filter @portal/api-account gen`);
// it must match the fragments, so nobody can change one without the other. The test runs the gen
// script itself (openapi-typescript is ESM-only: a child Node process) into a temporary file.
const root = resolve(__dirname, '../..');

describe('schema.gen.ts', () => {
  it('is what the gen script makes of the OpenAPI fragments (else run `pnpm --filter @portal/api-account gen`)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-account-schema-'));
    try {
      const out = join(dir, 'schema.gen.ts');
      const result = spawnSync(process.execPath, [resolve(root, 'openapi/gen.mjs'), out], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const committed = readFileSync(resolve(root, 'src/api/schema.gen.ts'), 'utf8');
      expect(committed).toBe(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30000);
});
