import { isAllowedEntry, ManifestError, parseManifest, resolveEntryUrl } from './manifest';

const stable = (version: string) => ({ version, entry: `/remotes/x/${version}/mf-manifest.json` });

describe('parseManifest', () => {
  it('reads the stable entry of every known remote', () => {
    const manifest = parseManifest({
      schemaVersion: 1,
      remotes: { cdn: { stable: stable('1.0.0') }, support: { stable: stable('1.2.0') } },
    });
    expect(manifest.remotes.cdn).toEqual({ name: 'cdn', stable: stable('1.0.0') });
    expect(manifest.remotes.support?.stable.version).toBe('1.2.0');
  });

  it('keeps a well-formed canary and drops one without a valid percentage', () => {
    const manifest = parseManifest({
      schemaVersion: 1,
      remotes: {
        cdn: { stable: stable('1.0.0'), canary: { ...stable('1.1.0'), percentage: 10 } },
        cloud: { stable: stable('1.0.0'), canary: { ...stable('1.1.0'), percentage: 150 } },
      },
    });
    expect(manifest.remotes.cdn?.canary).toEqual({ ...stable('1.1.0'), percentage: 10 });
    expect(manifest.remotes.cloud?.canary).toBeUndefined();
  });

  it('drops unknown remotes and entries without a usable stable version', () => {
    const manifest = parseManifest({
      schemaVersion: 1,
      remotes: {
        evil: { stable: stable('1.0.0') },
        cdn: { stable: { version: '1.0.0' } },
        cloud: 'x',
        account: { stable: stable('2.0.0') },
      },
    });
    expect(Object.keys(manifest.remotes)).toEqual(['account']);
  });

  it('rejects a manifest that is not schema version 1', () => {
    expect(() => parseManifest({ schemaVersion: 2, remotes: {} })).toThrow(ManifestError);
    expect(() => parseManifest('nope')).toThrow(ManifestError);
    expect(() => parseManifest({ schemaVersion: 1 })).toThrow(ManifestError);
  });
});

describe('resolveEntryUrl', () => {
  it('resolves a path entry against the manifest URL, which is relative to the page', () => {
    expect(
      resolveEntryUrl(
        '/remotes/cdn/1.0.0/mf-manifest.json',
        '/remotes/manifest.json',
        'http://localhost:8080/cdn',
      ),
    ).toBe('http://localhost:8080/remotes/cdn/1.0.0/mf-manifest.json');
    expect(
      resolveEntryUrl(
        'cdn/1.0.0/mf-manifest.json',
        'https://static.example.com/remotes/manifest.json',
        'http://localhost:8080/',
      ),
    ).toBe('https://static.example.com/remotes/cdn/1.0.0/mf-manifest.json');
  });

  it('keeps an absolute entry as it is', () => {
    expect(
      resolveEntryUrl(
        'https://cdn.example.com/a/mf-manifest.json',
        '/remotes/manifest.json',
        'http://localhost:8080/',
      ),
    ).toBe('https://cdn.example.com/a/mf-manifest.json');
  });
});

describe('isAllowedEntry', () => {
  const page = 'http://localhost:8080';

  it('allows the listed origins and the page origin', () => {
    expect(
      isAllowedEntry('https://static.example.com/x/mf-manifest.json', ['https://static.example.com'], page),
    ).toBe(true);
    expect(isAllowedEntry('http://localhost:8080/remotes/cdn/1.0.0/mf-manifest.json', [], page)).toBe(true);
  });

  it('refuses any other origin, even a look-alike', () => {
    expect(
      isAllowedEntry('https://evil.example.com/mf-manifest.json', ['https://static.example.com'], page),
    ).toBe(false);
    expect(
      isAllowedEntry('https://static.example.com.evil.io/x.json', ['https://static.example.com'], page),
    ).toBe(false);
    expect(isAllowedEntry('http://static.example.com/x.json', ['https://static.example.com'], page)).toBe(
      false,
    );
  });

  it('refuses non-http schemes and garbage', () => {
    expect(isAllowedEntry('javascript:alert(1)', ['javascript:'], page)).toBe(false);
    expect(isAllowedEntry('not a url', [], page)).toBe(false);
  });
});
