// The shared libraries, the area packages and the provider sandbox have no import cycles, type-only imports included:
// a module on a cycle is evaluated before the module it needs (an `undefined` binding at load time
// once a value import joins the loop), and two folders that need each other cannot be read, tested
// or split alone.
// Only relative imports count: a package import leaves the library.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const AREA_PACKAGES = fs
  .readdirSync(path.join(root, 'api'))
  .filter((dir) => fs.existsSync(path.join(root, 'api', dir, 'src')))
  .map((dir) => `api/${dir}/src`);
const LIBRARIES = ['shared-sdk/src', 'shared-ui/src', 'provider-sandbox/src', ...AREA_PACKAGES];

/** Every .ts/.tsx file below `dir` (declaration files declare, they import nothing of ours). */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The module specifiers of a file's static `import … from` and `export … from`, `import type` included. */
export function importedSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    false,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  return source.statements.flatMap((statement) => {
    const specifier =
      ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
        ? statement.moduleSpecifier
        : undefined;
    return specifier && ts.isStringLiteral(specifier) ? [specifier.text] : [];
  });
}

/** The file a relative specifier names, as TypeScript's bundler resolution finds it, or null. */
function resolveRelative(from: string, specifier: string, exists: (file: string) => boolean): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find(exists) ?? null;
}

/**
 * The import cycles of a graph (file → the files it imports): one per strongly connected
 * component of two or more files, or of one file importing itself, each as the files in order
 * along one loop, starting at the first in sort order.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's algorithm; the graphs are a few hundred files, so recursion depth is no concern
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) components.push(component);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return components
    .map((component) => loopThrough(graph, new Set(component)))
    .sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One loop inside a strongly connected component: a shortest path from its first member back to it. */
function loopThrough(graph: ReadonlyMap<string, readonly string[]>, members: ReadonlySet<string>): string[] {
  const start = [...members].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [node];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return loop;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** The relative-import graph of a library's sources, paths relative to the repository. */
function libraryGraph(dir: string): Map<string, string[]> {
  const files = sourceFiles(path.join(root, dir));
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const file of files) {
    const targets = importedSpecifiers(file, fs.readFileSync(file, 'utf8'))
      .map((specifier) => resolveRelative(file, specifier, (candidate) => known.has(candidate)))
      .filter((target): target is string => target !== null);
    graph.set(rel(file), [...new Set(targets.map(rel))]);
  }
  return graph;
}

describe('import cycles', () => {
  it('reads static imports and re-exports, type-only ones too, but not dynamic import()', () => {
    const text =
      "import type { A } from '../a';\nimport { b } from './b';\nexport * from './c';\nexport { d } from 'pkg';\nconst e = () => import('./e');\n";
    expect(importedSpecifiers('x.ts', text)).toEqual(['../a', './b', './c', 'pkg']);
  });

  it('finds each loop once, a file importing itself included, and nothing in a graph without one', () => {
    const graph = new Map<string, string[]>([
      ['bus/events.ts', ['session/types.ts']],
      ['session/types.ts', ['bus/events.ts', 'rules/dates.ts']],
      ['rules/dates.ts', []],
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts', 'rules/dates.ts']],
      ['self.ts', ['self.ts']],
    ]);
    expect(importCycles(graph)).toEqual([
      ['a.ts', 'b.ts', 'c.ts'],
      ['bus/events.ts', 'session/types.ts'],
      ['self.ts'],
    ]);
    expect(
      importCycles(
        new Map([
          ['a.ts', ['b.ts']],
          ['b.ts', ['c.ts']],
          ['c.ts', []],
        ]),
      ),
    ).toEqual([]);
  });

  it.each(LIBRARIES)('%s has none', (dir) => {
    const graph = libraryGraph(dir);
    // the walker saw the library: its index and the files it re-exports (an area package is one
    // area's calls, rules and factories, far fewer files than the core)
    expect(graph.get(`${dir}/index.ts`)?.length).toBeGreaterThan(0);
    expect(graph.size).toBeGreaterThan(AREA_PACKAGES.includes(dir) ? 10 : 50);
    expect([...graph.values()].flat().length).toBeGreaterThan(graph.size);
    expect(importCycles(graph)).toEqual([]);
  });
});
