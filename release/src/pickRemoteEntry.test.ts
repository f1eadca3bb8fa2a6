import { cohortOf } from './cohort';
import { pickRemoteEntry, resolveOverride, type NamedRemoteEntry } from './pickRemoteEntry';

const v = (version: string) => ({ version, entry: `/remotes/cdn/${version}/mf-manifest.json` });

/** The first user ids inside and outside a cohort boundary, found rather than assumed. */
function userWithCohort(test: (cohort: number) => boolean): number {
  for (let id = 1; ; id += 1) if (test(cohortOf(id, 'cdn'))) return id;
}

describe('pickRemoteEntry', () => {
  const entry: NamedRemoteEntry = {
    name: 'cdn',
    stable: v('1.0.0'),
    canary: { ...v('1.1.0'), percentage: 20 },
    versions: [
      { ...v('1.1.0'), publishedAt: '2025-01-02T00:00:00Z', contentHash: 'b' },
      { ...v('1.0.0'), publishedAt: '2025-01-01T00:00:00Z', contentHash: 'a' },
      { ...v('0.9.0'), publishedAt: '2024-12-01T00:00:00Z', contentHash: 'z' },
    ],
  };

  it('gives a signed-out visitor the stable version', () => {
    expect(pickRemoteEntry(entry, null)).toEqual({ ...v('1.0.0'), channel: 'stable', cohort: null });
  });

  it('gives the canary to users whose cohort is below the percentage, stable to the rest', () => {
    const inside = userWithCohort((c) => c < 20);
    const outside = userWithCohort((c) => c >= 20);
    expect(pickRemoteEntry(entry, { id: inside })).toMatchObject({ version: '1.1.0', channel: 'canary' });
    expect(pickRemoteEntry(entry, { id: outside })).toMatchObject({ version: '1.0.0', channel: 'stable' });
  });

  it('keeps a canary user on the canary when the percentage grows', () => {
    const inside = userWithCohort((c) => c < 10);
    const at10 = { ...entry, canary: { ...v('1.1.0'), percentage: 10 } };
    expect(pickRemoteEntry(at10, { id: inside }).channel).toBe('canary');
    expect(pickRemoteEntry(entry, { id: inside }).channel).toBe('canary');
  });

  it('falls back to stable for a canary that failed in this tab', () => {
    const inside = userWithCohort((c) => c < 20);
    expect(pickRemoteEntry(entry, { id: inside }, { failedVersions: ['1.1.0'] })).toMatchObject({
      version: '1.0.0',
      channel: 'stable',
    });
  });

  it('serves an accepted QA override, including a retained older version', () => {
    expect(pickRemoteEntry(entry, { id: 1 }, { override: '0.9.0' })).toMatchObject({
      version: '0.9.0',
      channel: 'override',
      entry: '/remotes/cdn/0.9.0/mf-manifest.json',
    });
  });

  it('ignores an override the manifest does not list', () => {
    const outside = userWithCohort((c) => c >= 20);
    expect(pickRemoteEntry(entry, { id: outside }, { override: '9.9.9' }).channel).toBe('stable');
  });
});

describe('resolveOverride', () => {
  const entry = { stable: v('1.0.0'), canary: { ...v('1.1.0'), percentage: 5 }, versions: [] };

  it('accepts versions the manifest lists', () => {
    expect(resolveOverride(entry, '1.1.0')).toEqual({ status: 'accepted', version: '1.1.0' });
    expect(resolveOverride(entry, ' 1.0.0 ')).toEqual({ status: 'accepted', version: '1.0.0' });
  });

  it('refuses an unknown version', () => {
    expect(resolveOverride(entry, '2.0.0')).toEqual({
      status: 'refused',
      requested: '2.0.0',
      reason: 'unknown',
    });
  });

  it('refuses any URL or path, whatever it points at', () => {
    for (const text of [
      'https://evil.example.com/remoteEntry.js',
      '//evil.example.com/x',
      '../1.0.0',
      'javascript:alert(1)',
      '1.0.0/../../x',
    ]) {
      expect(resolveOverride(entry, text)).toMatchObject({ status: 'refused', reason: 'url' });
    }
  });

  it('clears on off, clear or an empty value, and says nothing when there is no override', () => {
    expect(resolveOverride(entry, 'off')).toEqual({ status: 'clear' });
    expect(resolveOverride(entry, '')).toEqual({ status: 'clear' });
    expect(resolveOverride(entry, null)).toEqual({ status: 'none' });
  });
});
