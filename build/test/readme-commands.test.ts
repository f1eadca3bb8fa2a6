// The README's commands work on a machine with only Node and npm: each is `npm start`, `npm test`,
// `npm run <a script the root package.json has>`, or a program the page says it needs (docker
// compose for the container topology). A bare `pnpm …` is "command not found" there: npm start puts
// pnpm into .tools/, not onto the PATH, so the README goes through `npm run pnpm -- …`.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const scripts = Object.keys((JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts);

/** The commands of a Markdown file's `sh` blocks: one per logical line (a trailing `\` continues it), comments and environment assignments off, `&&` split. */
function shellCommands(markdown: string): string[] {
  const blocks = [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
  return blocks
    .flatMap((block) => block.replace(/\\\n/g, ' ').split('\n'))
    .map((line) => line.replace(/\s+#.*$/, '').trim())
    .filter((line) => line && !line.startsWith('#'))
    .flatMap((line) => line.split(/\s+&&\s+/))
    .map((command) => command.replace(/^(?:[A-Z_][A-Z0-9_]*=(?:"[^"]*"|\S*)\s+)+/, '').trim());
}

/** Why a command would not run on a machine with only Node and npm, or null. */
function problem(command: string): string | null {
  const [program, first, second] = command.split(/\s+/);
  if (program === 'npm') {
    if (first === 'start' || first === 'test') return null;
    if (first === 'run') return second && scripts.includes(second) ? null : `npm run ${second}: no such script in package.json`;
    return `npm ${first}: not one of the project's commands`;
  }
  if (program === 'docker' && first === 'compose') return null;
  return `${program}: not installed on a machine with only Node and npm (use an npm script)`;
}

describe("the README's commands", () => {
  it('reads the commands of sh blocks, joined, split and without comments or variables', () => {
    expect(shellCommands('```sh\nA=1 B="x y" npm run dev -- cdn   # go\n# note\nnpm run build && \\\n  npm test\n```\n')).toEqual(['npm run dev -- cdn', 'npm run build', 'npm test']);
  });

  it('are npm commands of the root package (or docker compose), never a bare pnpm', () => {
    const commands = shellCommands(fs.readFileSync(path.join(root, 'README.md'), 'utf8'));
    expect(commands.length).toBeGreaterThan(8);
    expect(commands.map((c) => [c, problem(c)]).filter(([, why]) => why !== null)).toEqual([]);
    expect(problem('pnpm dev support')).toMatch(/not installed/);
    expect(problem('npm run nope')).toMatch(/no such script/);
  });
});
