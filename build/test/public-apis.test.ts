import fs from 'node:fs';
import path from 'node:path';

// The builds use webpack and Module Federation through their public APIs only: documented options,
// plugin hooks and what a package's `exports` map offers. None of the repository's files may name a
// private file of theirs: a request, alias, replacement or copy of something under a package's
// `dist/` or `lib/` (a stand-in for a file of theirs is a copy too).
const ROOT = path.resolve(__dirname, '../..');
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-dev',
  '.git',
  'test-results',
  'bench-results',
  'screenshots',
  '.releases',
  '.sandbox-data',
  '.tools',
]);
const SOURCE = /\.(c|m)?(j|t)sx?$|\.json$/;

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : files(full);
    return SOURCE.test(entry.name) && entry.name !== 'pnpm-lock.yaml' ? [full] : [];
  });
}

const SEP = String.raw`(?:/|\[\\\\/\]|\\\\|\[/\\\\\])`; // a path separator as written in code or a RegExp
const PACKAGE = String.raw`(?:@module-federation${SEP}[\w.-]+|webpack|enhanced-resolve|webpack-sources)`;
/** A package of webpack or Module Federation followed by one of its private folders. */
const PRIVATE_FILE = new RegExp(`${PACKAGE}${SEP}(?:[\\w.-]+${SEP})?(?:dist|lib)${SEP}`);

describe('webpack and Module Federation through public APIs only', () => {
  const sources = files(ROOT);

  it('reads the repository', () => {
    expect(sources.length).toBeGreaterThan(300);
    expect(sources).toContain(path.join(ROOT, 'build/webpack.common.cjs'));
  });

  it('recognises a private file however it is written', () => {
    for (const text of [
      "require('webpack/lib/sharing/ShareRuntimeModule.js')",
      "alias: { x: '@module-federation/runtime-core/dist/global.js' }",
      String.raw`/[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/`,
      '@module-federation/webpack-bundler-runtime/dist/bundler.js',
    ]) {
      expect(text).toMatch(PRIVATE_FILE);
    }
    for (const text of [
      "'@module-federation/enhanced/webpack'",
      "'@module-federation/runtime-tools/runtime-core'",
      "'webpack'",
      'dist/index.js',
    ]) {
      expect(text).not.toMatch(PRIVATE_FILE);
    }
  });

  it('no file names a private file of webpack or Module Federation', () => {
    const offending = sources
      .filter((file) => file !== __filename)
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, index) => [line, index] as const)
          .filter(([line]) => PRIVATE_FILE.test(line))
          .map(([line, index]) => `${path.relative(ROOT, file)}:${index + 1}: ${line.trim().slice(0, 120)}`),
      );
    expect(offending).toEqual([]);
  });
});
