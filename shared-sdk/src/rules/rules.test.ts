import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

// The sandbox imports '@portal/shared-sdk/rules' in plain Node: the entry must not reach the API
// client, the session store, the bus, or any package but persian-date. Walk the import graph.
const ALLOWED_PACKAGES = ['persian-date'];

function collectImports(
  entry: string,
  seen = new Set<string>(),
): { files: Set<string>; packages: Set<string> } {
  const packages = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(
      /(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    )) {
      const spec = match[1] ?? match[2] ?? '';
      if (spec.startsWith('.')) visit(resolve(dirname(file), `${spec}.ts`));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: seen, packages };
}

describe('the rules entry', () => {
  const { files, packages } = collectImports(resolve(__dirname, 'index.ts'));

  it('imports no package but persian-date', () => {
    expect([...packages].filter((p) => !ALLOWED_PACKAGES.includes(p))).toEqual([]);
  });

  it('stays inside src/rules', () => {
    expect([...files].filter((f) => !f.startsWith(__dirname))).toEqual([]);
  });

  it('never touches window, document or localStorage', () => {
    const offenders = [...files].filter((f) =>
      /\b(window|document|localStorage|navigator)\./.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
