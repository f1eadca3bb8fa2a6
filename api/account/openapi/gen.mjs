// `pnpm --filter @portal/api-account gen`: the TypeScript types of the provider API v1 root document
// merged with this area's fragments only (openapi/areas), in src/api/schema.gen.ts (never edited
// by hand). The core's types leave the account calls out, so a new account call changes this package alone.
// Usage: node openapi/gen.mjs [output file]
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateTypes } from '@portal/shared-sdk/openapi/gen';

const here = dirname(fileURLToPath(import.meta.url));
await generateTypes(resolve(process.argv[2] ?? resolve(here, '../src/api/schema.gen.ts')), [
  resolve(here, 'areas'),
]);
