import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { RELEASES_DIR } from './ReleaseTool';

const ROOT = path.resolve(__dirname, '../..');

/**
 * The commands of a guide in docs/guide/, block by block as the page shows them (```sh blocks;
 * comments dropped, continued lines joined), so a test runs exactly what a reader would type.
 */
export function guideBlocks(file: string): string[][] {
  const text = fs.readFileSync(path.join(ROOT, 'docs/guide', file), 'utf8');
  return [...text.matchAll(/```sh\n([\s\S]*?)```/g)].map(([, body]) =>
    (body as string)
      .replace(/\\\n\s*/g, ' ')
      .split('\n')
      .map((line) => line.replace(/(^|\s)#.*$/, '').trim())
      .filter(Boolean),
  );
}

export interface StepResult {
  command: string;
  stdout: string;
}

/**
 * Runs one block's commands in a shell from the repository's root, against the tests' release store,
 * with `replace` applied to each (the guide's version and the portal's address for the test's own);
 * throws with the command's output when one fails.
 */
export function runGuideBlock(commands: string[], replace: Array<[string, string]>): StepResult[] {
  return commands.map((written) => {
    const command = replace.reduce((c, [from, to]) => c.split(from).join(to), written);
    const res = spawnSync('bash', ['-c', command], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, RELEASES_DIR },
      timeout: 300_000,
    });
    if (res.status !== 0) throw new Error(`${command} failed (${res.status}):\n${res.stderr}${res.stdout}`);
    return { command, stdout: res.stdout };
  });
}
