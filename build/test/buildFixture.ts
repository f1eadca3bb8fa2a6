import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// webpack as the builds use it (build/ itself has no node_modules)
export const SHELL = path.resolve(__dirname, '../../shell');
const webpack = require(require.resolve('webpack', { paths: [SHELL] }));

/**
 * Writes `files` into a new temporary folder and runs one production build there: `./index.js` as
 * `main`, into `dist/`, with the settings `config` gives for the folder and its dist. Resolves with
 * the dist folder; rejects with the build's first error.
 */
export function buildFixture(
  prefix: string,
  files: Record<string, string>,
  config: (dir: string, dist: string) => { output: object; plugins: object[] },
): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const dist = path.join(dir, 'dist');
  const settings = config(dir, dist);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    ...settings,
    output: { path: dist, ...settings.output },
    infrastructureLogging: { level: 'error' },
  });
  return new Promise<string>((resolve, reject) =>
    compiler.run((error: Error | null, stats: { compilation: { errors: Error[] } }) => {
      compiler.close(() => undefined);
      if (error || stats.compilation.errors.length) reject(error ?? stats.compilation.errors[0]);
      else resolve(dist);
    }),
  );
}
