// `npm run pnpm -- <arguments>`: the workspace's pnpm on a machine that has only Node and npm
// (`npm start` installs pnpm into .tools/, not onto the PATH), after installing what is missing.
import { spawnSync } from 'node:child_process';
import { ROOT, ensurePnpm, ensureDeps } from './lib.mjs';

const pnpm = ensurePnpm();
ensureDeps(pnpm);
const res = spawnSync(pnpm, process.argv.slice(2), { stdio: 'inherit', cwd: process.env.INIT_CWD ?? ROOT });
process.exit(res.status ?? 1);
