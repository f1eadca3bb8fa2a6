// `pnpm --filter @portal/shared-sdk gen`: the TypeScript types of the provider API v1 document as
// the core sees it (the root and the core's own fragments), in one file (src/api/schema.gen.ts,
// never edited by hand). An area package generates its own types with generateTypes and its own
// fragments, so a new area call changes that package alone. The staleness tests run these same
// scripts into a temporary file and compare.
// Usage: node openapi/gen.mjs [output file]
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { COMMENT_HEADER, astToString } from 'openapi-typescript';

const here = dirname(fileURLToPath(import.meta.url));
const { mergeOpenApi, CORE_AREAS } = createRequire(import.meta.url)('./mergeOpenApi.cjs');

/** Writes to `out` the types of the root document merged with the fragments of `areaDirs`. */
export async function generateTypes(out, areaDirs) {
  const ast = await openapiTS(mergeOpenApi(here, { areaDirs }));
  writeFileSync(out, COMMENT_HEADER + astToString(ast));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await generateTypes(resolve(process.argv[2] ?? resolve(here, '../src/api/schema.gen.ts')), [CORE_AREAS]);
}
