#!/usr/bin/env node
// Entry of `npm run release -- ...` (or `pnpm release ...`): installs what is missing, then runs the
// TypeScript CLI through tsx (CommonJS, like the rest of the tool).
import { ensureDeps, ensurePnpm } from '../../scripts/lib.mjs';

ensureDeps(ensurePnpm());
const { require: tsxRequire } = await import('tsx/cjs/api');
process.env.RELEASE_CLI = '1';
tsxRequire('../src/cli.ts', import.meta.url);
