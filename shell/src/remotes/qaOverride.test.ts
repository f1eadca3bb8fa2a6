import { OVERRIDE_KEY, readQaOverride } from './qaOverride';

const entry = {
  stable: { version: '1.0.0', entry: '/remotes/cdn/1.0.0/mf-manifest.json' },
  versions: [
    { version: '0.9.0', entry: '/remotes/cdn/0.9.0/mf-manifest.json', publishedAt: '', contentHash: '' },
  ],
};

function storage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe('readQaOverride', () => {
  it('accepts a listed version from the link and remembers it for the tab', () => {
    const s = storage();
    expect(readQaOverride('cdn', entry, 'http://x/cdn?mfe_cdn=0.9.0', s)).toEqual({
      version: '0.9.0',
      notice: { remote: 'cdn', status: 'active', version: '0.9.0' },
    });
    expect(s.map.get(OVERRIDE_KEY('cdn'))).toBe('0.9.0');
    expect(readQaOverride('cdn', entry, 'http://x/cdn', s).version).toBe('0.9.0');
  });

  it('refuses a link to an unknown version or an address aloud, keeping nothing', () => {
    const s = storage();
    expect(readQaOverride('cdn', entry, 'http://x/cdn?mfe_cdn=7.0.0', s).notice).toEqual({
      remote: 'cdn',
      status: 'refused',
      requested: '7.0.0',
      reason: 'unknown',
    });
    expect(
      readQaOverride('cdn', entry, 'http://x/cdn?mfe_cdn=https%3A%2F%2Fevil.example.com%2Fx.js', s).notice,
    ).toMatchObject({ status: 'refused', reason: 'url' });
    expect(s.map.size).toBe(0);
  });

  it('forgets a remembered version that is no longer listed, quietly, and clears on off', () => {
    const pruned = storage({ [OVERRIDE_KEY('cdn')]: '0.1.0' });
    expect(readQaOverride('cdn', entry, 'http://x/cdn', pruned)).toEqual({ version: null, notice: null });
    expect(pruned.map.size).toBe(0);
    const kept = storage({ [OVERRIDE_KEY('cdn')]: '0.9.0' });
    expect(readQaOverride('cdn', entry, 'http://x/cdn?mfe_cdn=off', kept)).toEqual({
      version: null,
      notice: null,
    });
    expect(kept.map.size).toBe(0);
  });

  it("reads only its own remote's parameter", () => {
    expect(readQaOverride('cloud', entry, 'http://x/cdn?mfe_cdn=0.9.0', storage()).version).toBeNull();
  });
});
