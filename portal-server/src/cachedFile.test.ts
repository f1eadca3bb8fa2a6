import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readCachedFile, readText } from './cachedFile';

describe('files read once until they change', () => {
  it('reads a page once, again when a build replaced it, and gives null once it is gone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cached-'));
    const page = path.join(dir, 'index.html');
    fs.writeFileSync(page, '<title>one</title>');
    let reads = 0;
    const countedRead = (file: string) => readCachedFile(file, (text) => (reads++, text));
    expect(countedRead(page)).toBe('<title>one</title>');
    expect(countedRead(page)).toBe('<title>one</title>');
    expect(reads).toBe(1);
    // a build writes a new file and renames it over the page: another inode, read again
    const next = path.join(dir, 'index.next.html');
    fs.writeFileSync(next, '<title>two</title>');
    fs.renameSync(next, page);
    expect(countedRead(page)).toBe('<title>two</title>');
    expect(reads).toBe(2);
    fs.rmSync(page);
    expect(readText(page)).toBeNull();
  });
});
