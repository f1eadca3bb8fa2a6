import { createManifestCache } from './manifestCache';

const manifest = (version: string) => ({
  schemaVersion: 1,
  remotes: { cdn: { stable: { version, entry: `/remotes/cdn/${version}/mf-manifest.json` } } },
});

function cache(
  answers: Array<unknown>,
  options: { url?: string | null; early?: (href: string) => Promise<unknown> | null } = {},
) {
  let clock = 0;
  const reads: string[] = [];
  const seen: string[] = [];
  const c = createManifestCache({
    fetchJson: async (url) => {
      reads.push(url);
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
    url: () => (options.url === undefined ? 'http://portal/remotes/manifest.json' : options.url),
    now: () => clock,
    onRead: (m) => seen.push(m.remotes.cdn?.stable.version ?? ''),
    early: options.early,
  });
  return { c, reads, seen, tick: (ms: number) => (clock += ms) };
}

describe('the manifest cache', () => {
  it('reads once, and again only when the copy in hand is older than asked', async () => {
    const { c, reads, seen, tick } = cache([manifest('1.0.0'), manifest('1.1.0')]);
    await expect(c.read()).resolves.toMatchObject({ remotes: { cdn: { stable: { version: '1.0.0' } } } });
    await c.read(1000);
    expect(reads).toHaveLength(1);
    tick(1500);
    await expect(c.read(1000)).resolves.toMatchObject({ remotes: { cdn: { stable: { version: '1.1.0' } } } });
    await c.read();
    expect(reads).toHaveLength(2);
    expect(seen).toEqual(['1.0.0', '1.1.0']);
    expect(c.latest()?.remotes.cdn?.stable.version).toBe('1.1.0');
  });

  it('keeps the last good copy when a refresh fails, and reads again after a failed first read', async () => {
    const { c, tick } = cache([new Error('down'), manifest('1.0.0'), new Error('down again')]);
    await expect(c.read()).rejects.toThrow('down');
    await expect(c.read()).resolves.toMatchObject({ schemaVersion: 1 });
    tick(10);
    await expect(c.read(1)).resolves.toMatchObject({ remotes: { cdn: { stable: { version: '1.0.0' } } } });
  });

  it('refuses to read before it knows where, and forgets its copy on reset', async () => {
    await expect(cache([], { url: null }).c.read()).rejects.toThrow(/not configured/);
    const { c, reads } = cache([manifest('1.0.0'), manifest('1.0.0')]);
    await c.read();
    c.reset();
    expect(c.latest()).toBeNull();
    await c.read();
    expect(reads).toHaveLength(2);
  });

  it("takes the early answer for its first read only: a copy older than asked is read again (the manifest's max age holds)", async () => {
    const early = jest.fn((_href: string): Promise<unknown> | null => Promise.resolve(manifest('2.0.0')));
    const { c, reads, seen, tick } = cache([manifest('2.1.0')], { early });
    await expect(c.read(1000)).resolves.toMatchObject({ remotes: { cdn: { stable: { version: '2.0.0' } } } });
    expect(early).toHaveBeenCalledWith('http://portal/remotes/manifest.json');
    expect(reads).toEqual([]);
    tick(1500);
    await expect(c.read(1000)).resolves.toMatchObject({ remotes: { cdn: { stable: { version: '2.1.0' } } } });
    expect(early).toHaveBeenCalledTimes(1);
    expect(reads).toHaveLength(1);
    expect(seen).toEqual(['2.0.0', '2.1.0']);
  });
});
