import fs from 'node:fs';
import path from 'node:path';
const { exportNames } = require('../sharedTiers.cjs');

// shared-ui and shared-sdk follow semantic versioning, because a remote declares the version it was
// built against and `pnpm release promote` compares it with the shell's (build/federation.cjs
// requiredRange): a version that gains names must be a new minor, one that loses names a new major.
// `<package>/exports.json` keeps the names each released version exports; CHANGELOG.md says why.
const ROOT = path.resolve(__dirname, '../..');
const LIBRARIES = ['shared-ui', 'shared-sdk'];

type Triple = [number, number, number];
const parse = (version: string) => version.split(/[+-]/)[0]!.split('.').map(Number) as Triple;
const byVersion = (a: string, b: string) => {
  const [x, y] = [parse(a), parse(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2] - y[2];
};

/** Whether going from `before` to `after` is at least the bump the change of names needs. */
function bumpProblem(before: string, after: string, added: string[], removed: string[]): string | null {
  const [b, a] = [parse(before), parse(after)];
  const major = a[0] > b[0];
  const minor = major || (a[0] === b[0] && a[1] > b[1]);
  if (removed.length && !major) return `${after} removes ${removed.join(', ')} but is not a new major of ${before}`;
  if (added.length && !minor) return `${after} adds ${added.join(', ')} but is not a new minor of ${before}`;
  return null;
}

describe.each(LIBRARIES)('%s versions', (library) => {
  const dir = path.join(ROOT, library);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string };
  const released = JSON.parse(fs.readFileSync(path.join(dir, 'exports.json'), 'utf8')) as Record<string, string[]>;
  const versions = Object.keys(released).sort(byVersion);

  it('lists the names the current version exports (a changed export needs a new version here)', () => {
    expect(versions.at(-1)).toBe(pkg.version);
    expect(exportNames(path.join(dir, 'src/index.ts')).sort()).toEqual([...(released[pkg.version] ?? [])].sort());
  });

  it('raised the minor for every name added and the major for every name removed', () => {
    const problems = versions.slice(1).map((version, i) => {
      const before = new Set(released[versions[i]!]);
      const after = new Set(released[version]);
      return bumpProblem(versions[i]!, version, [...after].filter((n) => !before.has(n)), [...before].filter((n) => !after.has(n)));
    });
    expect(problems.filter(Boolean)).toEqual([]);
  });

  it('says what changed in each version in its CHANGELOG', () => {
    const changelog = fs.readFileSync(path.join(dir, 'CHANGELOG.md'), 'utf8');
    for (const version of versions) expect(changelog).toContain(`\n## ${version}\n`);
  });
});

describe('the bump rule', () => {
  it('asks a new minor for added names and a new major for removed ones', () => {
    expect(bumpProblem('1.0.0', '1.0.1', ['Table'], [])).toMatch(/adds Table but is not a new minor/);
    expect(bumpProblem('1.0.0', '1.1.0', ['Table'], [])).toBeNull();
    expect(bumpProblem('1.4.0', '1.5.0', [], ['Table'])).toMatch(/removes Table but is not a new major/);
    expect(bumpProblem('1.4.0', '2.0.0', ['A'], ['Table'])).toBeNull();
    expect(bumpProblem('1.4.0', '1.4.1', [], [])).toBeNull();
  });
});
