import path from 'node:path';

/** The repository root (this file is release/src/store/paths.ts). */
export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The release store: `RELEASES_DIR`, else `.releases/` at the root (what `npm start` serves). */
export function defaultStoreDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.RELEASES_DIR ?? path.join(REPO_ROOT, '.releases'));
}
