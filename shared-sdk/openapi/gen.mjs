// `pnpm --filter @portal/shared-sdk gen`: the TypeScript types of the merged provider API v1
// document, in one file (src/api/schema.gen.ts, never edited by hand). The staleness test
// (src/api/schema.test.ts) runs this same script into a temporary file and compares.
// Usage: node openapi/gen.mjs [output file]
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const { mergeOpenApi } = createRequire(import.meta.url)('./mergeOpenApi.cjs');
const out = resolve(process.argv[2] ?? resolve(here, '../src/api/schema.gen.ts'));
const ast = await openapiTS(mergeOpenApi(here));
writeFileSync(out, COMMENT_HEADER + astToString(ast));
