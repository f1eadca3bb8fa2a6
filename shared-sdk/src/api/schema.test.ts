import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// schema.gen.ts is generated (`pnpm --filter @portal/shared-sdk gen`); it must match the OpenAPI
// document, so nobody can change one without the other. openapi-typescript's dependencies are
// ESM-only, so its Node API runs in a child Node process (native ESM) and writes a temp file.
const root = resolve(__dirname, '../..');

const GENERATE = `
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';
const [spec, out] = process.argv.slice(1);
const ast = await openapiTS(pathToFileURL(spec));
writeFileSync(out, COMMENT_HEADER + astToString(ast));
`;

describe('schema.gen.ts', () => {
  it('is what openapi-typescript makes of openapi/provider-v1.yaml (else run `pnpm --filter @portal/shared-sdk gen`)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shared-sdk-schema-'));
    try {
      const out = join(dir, 'schema.gen.ts');
      const result = spawnSync(
        process.execPath,
        ['--input-type=module', '-e', GENERATE, resolve(root, 'openapi/provider-v1.yaml'), out],
        { cwd: root, encoding: 'utf8' },
      );
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
      const committed = readFileSync(resolve(root, 'src/api/schema.gen.ts'), 'utf8');
      expect(committed).toBe(readFileSync(out, 'utf8'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30000);
});
