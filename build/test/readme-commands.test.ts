// Every README's commands work on a machine with only Node and npm: each is `npm start`, `npm test`,
// `npm run <a script the root package.json has>`, `node <a script of the repository>`, or a
// program the page says it needs (docker compose for the container topology). A bare `pnpm …` is
// "command not found" there: npm start puts pnpm into .tools/, not onto the PATH, so a README goes
// through `npm run pnpm -- …`; and `playwright install` would fetch a browser the tests never use
// (they drive Debian's Chromium). Through `npm run pnpm -- --filter <package> <script>` the package
// must exist and have that script, so a README cannot keep showing a script that was removed.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as T;
const scripts = Object.keys(readJson<{ scripts: Record<string, string> }>('package.json').scripts);

/** The workspace's packages by name: folder and scripts (the top-level folders and the area packages under api/). */
const workspacePackages = new Map(
  ['.', 'api']
    .flatMap((parent) =>
      fs
        .readdirSync(path.join(root, parent), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.posix.join(parent, entry.name)),
    )
    .filter((dir) => fs.existsSync(path.join(root, dir, 'package.json')))
    .map((dir) => {
      const pkg = readJson<{ name: string; scripts?: Record<string, string> }>(`${dir}/package.json`);
      return [pkg.name, { dir, scripts: Object.keys(pkg.scripts ?? {}) }] as const;
    }),
);

/** Every README.md of the repository, relative to its root (not dependencies, builds or tool folders). */
function readmes(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) {
      const skipped = entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.');
      return skipped ? [] : readmes(path.join(dir, entry.name));
    }
    return entry.name === 'README.md'
      ? [path.relative(root, path.join(dir, entry.name)).split(path.sep).join('/')]
      : [];
  });
}

const withoutVariables = (command: string) =>
  command.replace(/^(?:[A-Z_][A-Z0-9_]*=(?:"[^"]*"|\S*)\s+)+/, '').trim();

/** The commands of a Markdown file's `sh` blocks: one per logical line (a trailing `\` continues it), comments and environment assignments off, `&&` split. */
function shellCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  return blocks
    .flatMap((block) => block.replace(/\\\n/g, ' ').split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => line.split(/\s+&&\s+/))
    .map(withoutVariables);
}

/** Inline code spans outside the `sh` blocks that are commands: a package runner or node with arguments. */
function inlineCommands(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)]
    .map((m) => withoutVariables(m[1] ?? ''))
    .filter((code) => /^(?:pnpm|pnpx|npx|npm|yarn|node)\s+\S/.test(code))
    .flatMap((code) => code.split(/\s+&&\s+/));
}

/** Why a command would not run on a machine with only Node and npm, or null. */
function problem(command: string): string | null {
  const words = command.split(/\s+/);
  const [program, first, second] = words;
  if (program === 'npm') {
    if (first === 'start' || first === 'test') return null;
    if (first !== 'run') return `npm ${first}: not one of the project's commands`;
    if (!second || !scripts.includes(second)) return `npm run ${second}: no such script in package.json`;
    if (second === 'pnpm') return workspaceProblem(words.slice(words.indexOf('--') + 1));
    return null;
  }
  if (program === 'node')
    return first && fs.existsSync(path.join(root, first))
      ? null
      : `node ${first}: no such file in the repository`;
  if (program === 'docker' && first === 'compose') return null;
  if (program === 'npx' && first === 'playwright' && second === 'install')
    return "playwright install: the tests drive Debian's Chromium, never a downloaded browser";
  return `${program}: not installed on a machine with only Node and npm (use an npm script)`;
}

/**
 * `npm run pnpm -- --filter <package> <script> [files]`: the package exists and has the script
 * (`exec` and placeholders pass), and a spec file named after it is in the package.
 */
function workspaceProblem(args: string[]): string | null {
  const filter = args.indexOf('--filter');
  if (filter === -1) return null;
  const [name, script] = [args[filter + 1], args[filter + 2]];
  if (!name || name.startsWith('<') || !script) return null;
  const known = workspacePackages.get(name);
  if (!known) return `--filter ${name}: no such package in the workspace`;
  if (script !== 'exec' && !known.scripts.includes(script)) return `${name} has no script ${script}`;
  const missing = args
    .slice(filter + 3)
    .find((arg) => /\.spec\.tsx?$/.test(arg) && !fs.existsSync(path.join(root, known.dir, arg)));
  return missing ? `${known.dir}/${missing}: no such file` : null;
}

/** Each command of a README with what is wrong with it. */
function problemsOf(file: string): [string, string][] {
  const markdown = fs.readFileSync(path.join(root, file), 'utf8');
  return [...shellCommands(markdown), ...inlineCommands(markdown)]
    .map((command): [string, string | null] => [command, problem(command)])
    .filter((entry): entry is [string, string] => entry[1] !== null);
}

describe("the READMEs' commands", () => {
  it('reads the commands of sh blocks, joined, split and without comments or variables', () => {
    expect(
      shellCommands(
        '```sh\nA=1 B="x y" npm run dev -- cdn   # go\n# note\nnpm run build && \\\n  npm test\n```\n',
      ),
    ).toEqual(['npm run dev -- cdn', 'npm run build', 'npm test']);
  });

  it('reads commands in inline code, not names or other code', () => {
    expect(
      inlineCommands(
        'Run `pnpm dev cdn` or `X=1 npx jest`, then `cd e2e && pnpm test`; `pnpm` and `pnpm-lock.yaml` are names, `npm` too.\n```sh\npnpm x\n```',
      ),
    ).toEqual(['pnpm dev cdn', 'npx jest']);
  });

  it('tells what would not run', () => {
    expect(problem('pnpm dev support')).toMatch(/not installed/);
    expect(problem('pnpx jest')).toMatch(/not installed/);
    expect(problem('npx playwright install chromium')).toMatch(/Debian's Chromium/);
    expect(problem('npm run nope')).toMatch(/no such script/);
    expect(problem('npm run pnpm -- --filter @portal/nope test')).toMatch(/no such package/);
    expect(problem('npm run pnpm -- --filter @portal/mfe-support serve')).toMatch(/no script serve/);
    expect(problem('npm run pnpm -- --filter @portal/e2e test tests/nope.spec.ts -g "x"')).toMatch(
      /e2e\/tests\/nope.spec.ts: no such file/,
    );
    expect(problem('npm run pnpm -- --filter @portal/e2e test tests/support.spec.ts -g "x"')).toBeNull();
    expect(problem('node scripts/nope.mjs')).toMatch(/no such file/);
    expect(problem('npm run pnpm -- --filter @portal/mfe-support exec webpack')).toBeNull();
    expect(problem('npm run pnpm -- --filter <package> test')).toBeNull();
    expect(problem('node scripts/e2e-server.mjs')).toBeNull();
  });

  it('finds the READMEs of the packages, not of their dependencies', () => {
    const files = readmes();
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'shell/README.md',
        'shared-sdk/README.md',
        'e2e/README.md',
        'release/README.md',
      ]),
    );
    expect(files.filter((file) => /node_modules|dist\//.test(file))).toEqual([]);
  });

  it('the root README is npm commands of the root package (or docker compose), never a bare pnpm', () => {
    const markdown = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    expect(shellCommands(markdown).length).toBeGreaterThan(8);
    expect(problemsOf('README.md')).toEqual([]);
  });

  it.each(readmes().filter((file) => file !== 'README.md'))(
    '%s: every command runs with only Node and npm',
    (file) => {
      expect(problemsOf(file)).toEqual([]);
    },
  );
});
