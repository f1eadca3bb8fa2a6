// `node scripts/ensure.mjs`: only the install step of `npm start` / `npm test`.
import { ensurePnpm, ensureDeps } from './lib.mjs';

ensureDeps(ensurePnpm());
