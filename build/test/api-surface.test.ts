import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The published packages' surface reports (build/apiSurface.cjs): checked in, equal to what the code
// exports member by member, and every change of surface since the version before came with the bump
// it needs (removed or changed → major, added → minor).
interface Report {
  package: string;
  version: string;
  format?: number;
  surface: Record<string, Record<string, string>>;
}
interface Change {
  level: 'major' | 'minor' | 'none';
  removed: string[];
  changed: string[];
  widened: string[];
  added: string[];
}
const api = require('../apiSurface.cjs') as {
  PUBLISHED: string[];
  REPORT: string;
  FORMAT: number;
  ROOT: string;
  surfaceOf: (dir: string) => Report;
  classify: (before: Report['surface'], after: Report['surface']) => Change;
  bumpOf: (from: string, to: string) => string;
  bumpProblem: (before: Report, after: Report) => string | null;
  readReport: (name: string, root?: string) => Report | null;
  previousReport: (name: string, version: string, root?: string) => Report | null;
};

function report(version: string, members: Record<string, string>, format = api.FORMAT): Report {
  return { package: '@portal/example', version, format, surface: { '.': members } };
}

/** A package of one entry file, `index.ts` holding `source`. */
function packageWith(source: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-surface-'));
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: '@portal/example', version: '1.0.0', exports: { '.': './index.ts' } }),
  );
  fs.writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        types: [],
      },
    }),
  );
  fs.writeFileSync(path.join(dir, 'index.ts'), source);
  return dir;
}

describe('the surface of a package, member by member', () => {
  it('lists each export with its type and each member of an interface or object type on its own line', () => {
    const dir = packageWith(`
      export interface Session { token: string; user?: { id: number } }
      export type Mode = 'light' | 'dark';
      export type Options = { retries: number; onDone?: (ok: boolean) => void };
      export function open({ token }: Session, mode?: Mode): Promise<boolean> { return Promise.resolve(!!token && !!mode); }
      export const LIMIT = 5;
      export class Bus { constructor(readonly name: string) {} emit(event: string): void { void event; } }
    `);
    expect(api.surfaceOf(dir).surface['.']).toEqual({
      Bus: 'class',
      'Bus.emit': '(_0: string) => void',
      'Bus.name': 'readonly string',
      'Bus.new': '(_0: string) => Bus',
      LIMIT: 'const 5',
      Mode: "type 'light' | 'dark'",
      Options: 'type {…}',
      'Options.onDone?': '((ok: boolean) => void) | undefined',
      'Options.retries': 'number',
      Session: 'interface',
      'Session.token': 'string',
      'Session.user?': '{ id: number; } | undefined',
      open: 'function (_0: Session, _1?: Mode) => Promise<boolean>',
    });
  });

  it('sees a member whose type changed though every name stays', () => {
    const before = api.surfaceOf(packageWith('export interface Quota { used: number; limit: number }'));
    const after = api.surfaceOf(packageWith('export interface Quota { used: number; limit: number | null }'));
    expect(api.classify(before.surface, after.surface)).toEqual({
      level: 'major',
      removed: [],
      changed: ['. Quota.limit: number → number | null'],
      widened: [],
      added: [],
    });
  });

  it('sees a call added inside an object of calls (api.cdn) as an addition, a changed one as a change', () => {
    const before = api.surfaceOf(
      packageWith('export const api = { cdn: { domains: (page: number) => Promise.resolve([page]) } };'),
    );
    const added = api.surfaceOf(
      packageWith(
        'export const api = { cdn: { domains: (page: number) => Promise.resolve([page]), plans: () => Promise.resolve([]) } };',
      ),
    );
    const changed = api.surfaceOf(
      packageWith('export const api = { cdn: { domains: (page: string) => Promise.resolve([page]) } };'),
    );
    expect(before.surface['.']).toEqual({
      api: 'const {…}',
      'api.cdn': '{…}',
      'api.cdn.domains': '(_0: number) => Promise<number[]>',
    });
    expect(api.classify(before.surface, added.surface)).toMatchObject({
      level: 'minor',
      added: ['. api.cdn.plans'],
    });
    expect(api.classify(before.surface, changed.surface)).toMatchObject({
      level: 'major',
      changed: ['. api.cdn.domains: (_0: number) => Promise<number[]> → (_0: string) => Promise<string[]>'],
    });
  });

  it('does not see a renamed parameter (no caller changes)', () => {
    const before = api.surfaceOf(
      packageWith('export function size(bytes: number): string { return String(bytes); }'),
    );
    const after = api.surfaceOf(packageWith('export function size(n: number): string { return String(n); }'));
    expect(api.classify(before.surface, after.surface).level).toBe('none');
  });
});

describe('the bump a surface change needs', () => {
  it('asks a major for a removed or changed line, a minor for an added one, nothing for the same surface', () => {
    const base = { A: 'const 1', B: 'function () => void' };
    expect(api.classify({ '.': base }, { '.': { A: 'const 1' } }).level).toBe('major');
    expect(api.classify({ '.': base }, { '.': { ...base, B: 'function (string) => void' } }).level).toBe(
      'major',
    );
    expect(api.classify({ '.': base }, { '.': { ...base, C: 'const 2' } }).level).toBe('minor');
    expect(api.classify({ '.': base }, { '.': { ...base } }).level).toBe('none');
  });

  it('asks a minor where a type only widens in a way no caller can tell, a major otherwise', () => {
    const level = (before: string, after: string) =>
      api.classify({ '.': { A: before } }, { '.': { A: after } }).level;
    // an answer gains a field; a request gains an optional one; a function an optional parameter
    expect(
      level(
        '(_0: number) => Promise<{ id: number; }>',
        '(_0: number) => Promise<{ id: number; expires_at: number | null; }>',
      ),
    ).toBe('minor');
    expect(
      level(
        "(_0: Omit<{ name?: string; }, '_method'>) => void",
        "(_0: Omit<{ name?: string; days?: number | null; }, '_method'>) => void",
      ),
    ).toBe('minor');
    expect(level('(_0: number) => void', '(_0: number, _1?: string) => void')).toBe('minor');
    // a request gains a required field, a function a required parameter, a type another member of its union
    expect(level('(_0: { name: string; }) => void', '(_0: { name: string; days: number; }) => void')).toBe(
      'major',
    );
    expect(level('(_0: number) => void', '(_0: number, _1: string) => void')).toBe('major');
    expect(level('number', 'number | null')).toBe('major');
    expect(level('(_0: { id: number; }) => void', '(_0: { id: string; }) => void')).toBe('major');
  });

  it('measures the bump between two versions', () => {
    expect(api.bumpOf('1.8.2', '2.0.0')).toBe('major');
    expect(api.bumpOf('1.8.2', '1.9.0')).toBe('minor');
    expect(api.bumpOf('1.8.2', '1.8.3')).toBe('patch');
    expect(api.bumpOf('1.8.2', '1.8.2')).toBe('none');
    expect(api.bumpOf('1.9.0', '1.8.9')).toBe('down');
  });

  it('refuses an added export on a patch and a removed one on a minor; takes a big enough bump', () => {
    const before = report('1.8.2', { A: 'const 1' });
    expect(api.bumpProblem(before, report('1.8.3', { A: 'const 1', B: 'const 2' }))).toMatch(
      /needs a new minor version, not 1\.8\.3:\n {2}added \. B/,
    );
    expect(api.bumpProblem(before, report('1.9.0', {}))).toMatch(
      /needs a new major version, not 1\.9\.0:\n {2}removed \. A/,
    );
    expect(api.bumpProblem(before, report('1.9.0', { A: 'const 1', B: 'const 2' }))).toBeNull();
    expect(api.bumpProblem(before, report('2.0.0', {}))).toBeNull();
    expect(api.bumpProblem(before, report('1.8.3', { A: 'const 1' }))).toBeNull();
  });
});

describe('the surface a change is judged against', () => {
  /** A repository whose `pkg/api-surface.json` was committed as each of `reports`, in order. */
  function historyOf(...reports: Report[]): string {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'api-surface-git-'));
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: root,
        stdio: 'pipe',
      });
    git('init', '-q');
    fs.mkdirSync(path.join(root, 'pkg'));
    for (const [i, r] of reports.entries()) {
      fs.writeFileSync(path.join(root, 'pkg', api.REPORT), JSON.stringify(r));
      git('add', '.');
      git('commit', '-q', '-m', `report ${i}`);
    }
    return root;
  }

  it('is the newest report of another version', () => {
    const root = historyOf(
      report('1.8.0', { A: 'const 1' }),
      report('1.8.2', { A: 'const 1', B: 'const 2' }),
      report('1.9.0', { A: 'const 1', B: 'const 2', C: 'const 3' }),
    );
    expect(api.previousReport('pkg', '1.9.0', root)?.version).toBe('1.8.2');
    expect(api.previousReport('pkg', '1.10.0', root)?.version).toBe('1.9.0');
  });

  it('counts only reports of the current format (another cannot be compared line by line)', () => {
    const root = historyOf(
      report('1.8.0', { A: 'const 1' }, api.FORMAT - 1),
      report('1.9.0', { A: 'const 1', B: 'const 2' }),
    );
    expect(api.previousReport('pkg', '1.9.0', root)?.surface).toEqual({
      '.': { A: 'const 1', B: 'const 2' },
    });
    expect(api.previousReport('pkg', '1.10.0', root)?.version).toBe('1.9.0');
  });

  it("is a version's first report when no other version was recorded: its surface does not change without a bump", () => {
    const root = historyOf(
      report('1.9.0', { A: 'const 1' }),
      report('1.9.0', { A: 'const 1', B: 'const 2' }),
    );
    const before = api.previousReport('pkg', '1.9.0', root);
    expect(before?.surface).toEqual({ '.': { A: 'const 1' } });
    expect(api.bumpProblem(before!, report('1.9.0', { A: 'const 1', B: 'const 2' }))).toMatch(
      /needs a new minor version, not 1\.9\.0/,
    );
  });
});

describe.each(api.PUBLISHED)('%s: its checked-in surface report', (name) => {
  const current = api.surfaceOf(path.join(api.ROOT, name));

  it('is what the code exports (npm run api-surface writes it)', () => {
    const checkedIn = api.readReport(name);
    expect(checkedIn).not.toBeNull();
    const change = api.classify(checkedIn!.surface, current.surface);
    expect({ version: checkedIn!.version, ...change }).toEqual({
      version: current.version,
      level: 'none',
      removed: [],
      changed: [],
      widened: [],
      added: [],
    });
  });

  it('changed since the version before only with the bump the change needs', () => {
    const before = api.previousReport(name, current.version);
    expect(before === null ? null : api.bumpProblem(before, current)).toBeNull();
  });

  it('says in its CHANGELOG what the current version changed', () => {
    const changelog = fs.readFileSync(path.join(api.ROOT, name, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toContain(`\n## ${current.version}\n`);
  });
});
