import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main, parseArgs } from './cli';

function fakeBuild(dir: string, remote: string, marker: string): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: `mfe_${remote}`,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      shared: [],
      exposes: [],
    }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `// ${marker}`);
  return dir;
}

describe('release CLI', () => {
  let tmp: string;
  let lines: string[];
  const run = (...argv: string[]) =>
    main([...argv, '--store', path.join(tmp, 'store')], (line) => lines.push(line));

  beforeEach(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'release-cli-'));
    lines = [];
  });
  afterEach(() => fs.rmSync(tmp, { recursive: true, force: true }));

  it('reads positional words and flags, with or without =', () => {
    const args = parseArgs(['cdn', 'promote', '1.2.0', '--percent', '10', '--json', '--store=/x']);
    expect(args.positional).toEqual(['cdn', 'promote', '1.2.0']);
    expect(Object.fromEntries(args.flags)).toEqual({ percent: '10', json: true, store: '/x' });
  });

  it('publishes a build, canaries it, makes it stable, rolls back and shows the status', async () => {
    await run('cdn', 'publish', '--dist', fakeBuild(path.join(tmp, 'a'), 'cdn', 'a'), '--version', '1.0.0');
    await run('cdn', 'publish', '--dist', fakeBuild(path.join(tmp, 'b'), 'cdn', 'b'), '--version', '1.1.0');
    await run(
      'cdn',
      'promote',
      '1.1.0',
      '--percent',
      '10',
      '--max-failure-rate',
      '0.5',
      '--min-samples',
      '2',
      '--force',
    );
    expect(lines.at(-1)).toBe('cdn 1.1.0 is the canary for 10 % of users (stable stays 1.0.0)');
    await run('status');
    expect(lines.at(-1)).toMatch(
      /cdn\s+1\.0\.0\s+1\.1\.0 to 10 % \(withdrawn above 50 % failures of ≥ 2 users\)\s+1\.1\.0, 1\.0\.0/,
    );
    await run('cdn', 'rollback');
    expect(lines.at(-1)).toBe('cdn rolled back: canary 1.1.0 withdrawn, 1.0.0 stays stable for everyone');
    await run('status');
    expect(lines.at(-1)).toMatch(/cdn\s+1\.0\.0\s+-\s+1\.1\.0, 1\.0\.0/);
    await run('cdn', 'promote', '1.1.0', '--percent', '100', '--force');
    await run('cdn', 'rollback');
    expect(lines.at(-1)).toBe('cdn rolled back: 1.0.0 is stable');
  });

  it('names the version after the package version and the build content when none is given', async () => {
    await run('cdn', 'publish', '--dist', fakeBuild(path.join(tmp, 'a'), 'cdn', 'a'), '--json');
    const [result] = JSON.parse(lines.at(-1) as string) as Array<{ version: string }>;
    expect(result?.version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{8}$/);
  });

  it('promote --check says what promote would refuse and changes nothing', async () => {
    await run('cdn', 'publish', '--dist', fakeBuild(path.join(tmp, 'a'), 'cdn', 'a'), '--version', '1.0.0');
    await run('cdn', 'publish', '--dist', fakeBuild(path.join(tmp, 'b'), 'cdn', 'b'), '--version', '1.1.0');
    const manifest = () => fs.readFileSync(path.join(tmp, 'store', 'manifest.json'), 'utf8');
    const before = manifest();
    // the fake build records no digests: the shell would not run it
    await expect(run('cdn', 'promote', '1.1.0', '--check')).rejects.toThrow(
      /cdn 1\.1\.0: the shell would not run its files unchecked/,
    );
    await expect(run('cdn', 'promote', '--check')).rejects.toThrow(
      /promote --check needs one remote and a version/,
    );
    expect(manifest()).toBe(before);
  });

  it('refuses an unknown remote or command', async () => {
    await expect(run('video', 'publish')).rejects.toThrow(/unknown remote "video"/);
    await expect(run('cdn', 'deploy')).rejects.toThrow(/unknown command "deploy"/);
  });
});
