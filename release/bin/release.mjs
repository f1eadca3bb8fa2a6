#!/usr/bin/env node
// Entry of `pnpm release ...`: runs the TypeScript CLI through tsx (CommonJS, like the rest of the tool).
import { require as tsxRequire } from 'tsx/cjs/api';

process.env.RELEASE_CLI = '1';
tsxRequire('../src/cli.ts', import.meta.url);
