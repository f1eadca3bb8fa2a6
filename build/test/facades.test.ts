import fs from 'node:fs';
import path from 'node:path';
const { FACADES } = require('../federation.cjs');

// A shared module's consumers get whatever the providing build's facade exports: a name missing
// from a facade is `undefined` at run time, not a build error. These checks make it one.
const ROOT = path.resolve(__dirname, '../..');
const SOURCE_DIRS = fs
  .readdirSync(ROOT)
  .filter((d) => d === 'shell' || d === 'monolith' || d.startsWith('mfe-') || d.startsWith('shared-'))
  .map((d) => path.join(ROOT, d, 'src'))
  .filter((d) => fs.existsSync(d));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'testing' || entry.name === 'test' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function facadeExports(file: string): Set<string> {
  const body = /export\s*\{([^}]*)\}/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? '';
  return new Set(
    body
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean),
  );
}

/** Value names imported from `pkg` in `source` (type-only imports are erased and need nothing). */
function importedNames(source: string, pkg: string): string[] {
  const escaped = pkg.replace(/[/.]/g, (c) => `\\${c}`);
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${escaped}'`, 'g');
  const names: string[] = [];
  for (const match of source.matchAll(pattern)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

describe('shared-module facades (build/facades)', () => {
  const files = SOURCE_DIRS.flatMap(sourceFiles);

  it('finds the sources it checks', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(
      files.some((f) => importedNames(fs.readFileSync(f, 'utf8'), 'react-router-dom').includes('Routes')),
    ).toBe(true);
  });

  it.each(Object.entries(FACADES) as [string, string][])(
    '%s: every name the packages import is in its facade',
    (pkg, facade) => {
      const exported = facadeExports(facade);
      const missing = new Set<string>();
      for (const file of files) {
        for (const name of importedNames(fs.readFileSync(file, 'utf8'), pkg)) {
          if (!exported.has(name)) missing.add(`${name} (${path.relative(ROOT, file)})`);
        }
      }
      expect([...missing]).toEqual([]);
    },
  );

  it.each(Object.entries(FACADES) as [string, string][])(
    '%s: every name in its facade exists in the package',
    (pkg, facade) => {
      const real = require(require.resolve(pkg, { paths: [path.join(ROOT, 'shell')] }));
      const unknown = [...facadeExports(facade)].filter((name) => !(name in real));
      expect(unknown).toEqual([]);
    },
  );

  it('catches a name missing from a facade', () => {
    expect(
      importedNames(
        "import { useQuery, type QueryKey, useMutation as mutate } from '@tanstack/react-query';",
        '@tanstack/react-query',
      ),
    ).toEqual(['useQuery', 'useMutation']);
    expect(importedNames("import type { To } from 'react-router-dom';", 'react-router-dom')).toEqual([]);
  });
});
