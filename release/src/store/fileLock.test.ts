import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LockTimeoutError, withFileLock } from './fileLock';

describe('withFileLock', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'release-lock-'));
  const lock = path.join(dir, 'manifest.json.lock');
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('runs holders one after the other', async () => {
    const order: string[] = [];
    const hold = (name: string) =>
      withFileLock(lock, async () => {
        order.push(`${name} in`);
        await new Promise((r) => setTimeout(r, 30));
        order.push(`${name} out`);
      });
    await Promise.all([hold('a'), hold('b')]);
    expect(order).toEqual(['a in', 'a out', 'b in', 'b out']);
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('gives up when a live process holds the lock too long', async () => {
    fs.writeFileSync(
      lock,
      JSON.stringify({ pid: process.pid, host: os.hostname(), at: Date.now(), purpose: 'promote cdn' }),
    );
    await expect(withFileLock(lock, () => 1, { timeoutMs: 100 })).rejects.toThrow(LockTimeoutError);
    await expect(withFileLock(lock, () => 1, { timeoutMs: 100 })).rejects.toThrow(/promote cdn/);
    fs.rmSync(lock);
  });

  it('takes over a lock left by a process that is gone', async () => {
    fs.writeFileSync(lock, JSON.stringify({ pid: 2 ** 22 + 12345, host: os.hostname(), at: Date.now() }));
    await expect(withFileLock(lock, () => 'mine', { timeoutMs: 100 })).resolves.toBe('mine');
  });
});
