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

/** A change a guide asks for in one file: a new file, lines below a line, keys or a list entry in JSON. */
export interface GuideEdit {
  file: string;
  body: string;
  after?: string;
  merge?: boolean;
  append?: string;
}

/**
 * The file changes of a guide, block by block: every fenced block whose info string names a file
 * (```tsx title="mfe-billing/src/routes.tsx" after='…'```), with how it applies.
 */
export function guideEdits(file: string): GuideEdit[] {
  const text = fs.readFileSync(path.join(ROOT, 'docs/guide', file), 'utf8');
  return [...text.matchAll(/```\w+ ([^\n]*title=[^\n]*)\n([\s\S]*?)```/g)].map(([, info, body]) => {
    const attrs = Object.fromEntries(
      [...(info as string).matchAll(/(\w+)(?:=(?:"([^"]*)"|'([^']*)'))?/g)].map(([, name, dq, sq]) => [
        name as string,
        dq ?? sq ?? true,
      ]),
    ) as Record<string, string | true>;
    const str = (value: string | true | undefined) => (typeof value === 'string' ? value : undefined);
    return {
      file: str(attrs.title) as string,
      body: body as string,
      after: str(attrs.after),
      merge: attrs.merge === true,
      append: str(attrs.append),
    };
  });
}

/** The file's text with `edit` applied; throws when the guide no longer matches the file. */
function applied(current: string | null, edit: GuideEdit): string {
  if (edit.after !== undefined) {
    if (current === null) throw new Error(`${edit.file} does not exist`);
    const lines = current.split('\n');
    const at = lines.findIndex((line) => line.trim() === edit.after!.trim());
    if (at < 0) throw new Error(`${edit.file} has no line "${edit.after}"`);
    const indent = /^\s*/.exec(lines[at]!)![0];
    const added = edit.body
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => (line ? indent + line : line));
    lines.splice(at + 1, 0, ...added);
    return lines.join('\n');
  }
  if (edit.merge || edit.append) {
    if (current === null) throw new Error(`${edit.file} does not exist`);
    const json = JSON.parse(current) as Record<string, unknown>;
    const block = JSON.parse(edit.body) as Record<string, unknown>;
    if (edit.append) {
      const list = json[edit.append];
      if (!Array.isArray(list)) throw new Error(`${edit.file} has no list "${edit.append}"`);
      list.push(block);
    } else {
      for (const key of Object.keys(block))
        if (key in json) throw new Error(`${edit.file} already has "${key}"`);
      Object.assign(json, block);
    }
    return `${JSON.stringify(json, null, 2)}\n`;
  }
  if (current !== null) throw new Error(`${edit.file} already exists`);
  return edit.body;
}

/** Makes a guide's file changes in the repository; the function returned puts every file back as it was. */
export function applyGuideEdits(edits: GuideEdit[]): () => void {
  const originals = new Map<string, string | null>();
  const madeFolders: string[] = [];
  const restore = () => {
    for (const [file, content] of originals) {
      if (content === null) fs.rmSync(file, { force: true });
      else fs.writeFileSync(file, content);
    }
    for (const folder of madeFolders) fs.rmSync(folder, { recursive: true, force: true });
  };
  try {
    for (const edit of edits) {
      const file = path.join(ROOT, edit.file);
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
      if (!originals.has(file)) originals.set(file, current);
      const made = fs.mkdirSync(path.dirname(file), { recursive: true });
      if (made) madeFolders.push(made);
      fs.writeFileSync(file, applied(current, edit));
    }
  } catch (error) {
    restore();
    throw error;
  }
  return restore;
}
