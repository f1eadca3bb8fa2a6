// Two files (or folders) whose names differ only in case are one file on macOS and Windows: a
// checkout there loses one of them, and an import such as `./newTicketForm` may resolve to
// `NewTicketForm.tsx`. Module names count without their extension, as imports are written.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** The name an import would use: a code file without its extension. */
const moduleName = (name: string) => name.replace(/\.(d\.ts|tsx?|jsx?|mjs|cjs)$/, '');

/** Groups of names in one folder that are the same but for case. */
function caseClashes(paths: readonly string[]): string[][] {
  const byKey = new Map<string, Set<string>>();
  const add = (entry: string) => {
    const dir = path.posix.dirname(entry);
    const key = `${dir.toLowerCase()}/${moduleName(path.posix.basename(entry)).toLowerCase()}`;
    const names = byKey.get(key) ?? new Set<string>();
    names.add(`${dir}/${moduleName(path.posix.basename(entry))}`);
    byKey.set(key, names);
  };
  for (const file of paths) {
    add(file);
    // every folder on the way: `Dialogs/` beside `dialogs/` clashes too
    let dir = path.posix.dirname(file);
    while (dir !== '.' && dir !== '/') {
      add(dir);
      dir = path.posix.dirname(dir);
    }
  }
  return [...byKey.values()].filter((names) => names.size > 1).map((names) => [...names].sort());
}

describe('file names', () => {
  it('finds names that differ only in case, also across extensions and in folders', () => {
    expect(caseClashes(['a/NewTicketForm.tsx', 'a/newTicketForm.ts', 'a/b.ts'])).toEqual([
      ['a/NewTicketForm', 'a/newTicketForm'],
    ]);
    expect(caseClashes(['src/Dialogs/x.ts', 'src/dialogs/y.ts'])).toEqual([['src/Dialogs', 'src/dialogs']]);
    expect(caseClashes(['a/X.ts', 'a/X.test.ts', 'a/x-y.ts', 'a/index.ts', 'a/index.d.ts'])).toEqual([]);
  });

  it('has no two files or folders in the repository whose names differ only in case', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter(Boolean);
    expect(files.length).toBeGreaterThan(100);
    expect(caseClashes(files)).toEqual([]);
  });
});
