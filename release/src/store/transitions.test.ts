import type { RemoteManifestEntry, RetainedVersion } from '../manifestTypes';
import type { Contributions } from '../contributions/types';
import {
  adopted,
  madeStable,
  previousStable,
  pruned,
  rolledBack,
  withCanary,
  withRetained,
  withoutCanary,
  type TransitionContext,
} from './transitions';

const contributions = (key: string): Contributions => ({
  schemaVersion: 1,
  routes: [{ path: '/cdn', title: { fa: 'CDN', en: 'CDN' } }],
  menus: [{ menu: 'side', key, label: { fa: key, en: key }, to: '/cdn', order: 1 }],
  tiles: [],
  widgets: [],
  dialogs: [],
});

const retained = (
  version: string,
  publishedAt: string,
  extra: Partial<RetainedVersion> = {},
): RetainedVersion => ({
  version,
  entry: `/remotes/cdn/${version}/mf-manifest.json`,
  publishedAt,
  contentHash: 'a'.repeat(64),
  ...extra,
});

function ctx(
  published: string[] = ['1.0.0', '1.1.0', '1.2.0'],
  now = '2025-03-01T00:00:00.000Z',
): TransitionContext {
  return { remote: 'cdn', now, published: (v) => published.includes(v) };
}

/** 1.0.0 stable (with contributions), 1.1.0 and 1.2.0 published after it. */
function entry(): RemoteManifestEntry {
  return {
    stable: {
      version: '1.0.0',
      entry: '/remotes/cdn/1.0.0/mf-manifest.json',
      contributions: contributions('one'),
    },
    versions: [
      retained('1.2.0', '2025-01-03', { contributions: contributions('three') }),
      retained('1.1.0', '2025-01-02', { contributions: contributions('two') }),
      retained('1.0.0', '2025-01-01', { contributions: contributions('one') }),
    ],
    history: [{ at: '2025-01-01', action: 'promote', version: '1.0.0', percentage: 100 }],
  };
}

describe('manifest transitions', () => {
  it('serve a version with the contributions it was published with, as stable or canary', () => {
    const canaried = withCanary(entry(), '1.1.0', 10, undefined, ctx());
    expect(canaried.canary).toMatchObject({
      version: '1.1.0',
      percentage: 10,
      since: '2025-03-01T00:00:00.000Z',
      contributions: contributions('two'),
    });
    const grown = withCanary(canaried, '1.1.0', 30, undefined, ctx(undefined, '2025-03-02T00:00:00.000Z'));
    expect(grown.canary).toMatchObject({
      percentage: 30,
      since: '2025-03-01T00:00:00.000Z',
      policy: { maxFailureRate: 0.1, minSamples: 10 },
    });
    const stable = madeStable(grown, '1.1.0', 'promote', ctx());
    expect(stable.stable).toEqual({
      version: '1.1.0',
      entry: '/remotes/cdn/1.1.0/mf-manifest.json',
      contributions: contributions('two'),
    });
    expect(stable.canary).toBeUndefined();
    expect(stable.history?.map((e) => `${e.action} ${e.version} ${e.percentage}`).slice(0, 3)).toEqual([
      'promote 1.1.0 100',
      'promote 1.1.0 30',
      'promote 1.1.0 10',
    ]);
  });

  it('leave the entry they were given as it was', () => {
    const before = entry();
    const copy = JSON.parse(JSON.stringify(before));
    withCanary(before, '1.1.0', 10, undefined, ctx());
    rolledBack(before, '1.2.0', ctx());
    pruned(before, 0, ctx());
    expect(before).toEqual(copy);
  });

  it('refuse a canary of the stable version and versions whose folder is gone', () => {
    expect(() => withCanary(entry(), '1.0.0', 10, undefined, ctx())).toThrow(
      /is stable; a canary must be another version/,
    );
    expect(() => withCanary(entry(), '1.1.0', 10, undefined, ctx(['1.0.0']))).toThrow(
      /1\.1\.0 is not a retained version/,
    );
  });

  it('roll back a live canary by withdrawing it: stable stays, and says which canary went', () => {
    const live = withCanary(entry(), '1.2.0', 20, undefined, ctx());
    const outcome = rolledBack(live, undefined, ctx());
    expect(outcome).toMatchObject({ withdrawn: '1.2.0', stable: '1.0.0' });
    expect(outcome.entry.canary).toBeUndefined();
    expect(outcome.entry.stable.version).toBe('1.0.0');
    expect(outcome.entry.history?.[0]).toMatchObject({
      action: 'withdraw',
      version: '1.2.0',
      percentage: 20,
      reason: 'rollback',
    });
  });

  it('roll back to the previous stable without a canary, and say when there is none', () => {
    const promoted = madeStable(entry(), '1.2.0', 'promote', ctx());
    expect(rolledBack(promoted, undefined, ctx())).toMatchObject({ withdrawn: null, stable: '1.0.0' });
    expect(() => rolledBack(entry(), undefined, ctx())).toThrow(/no earlier stable version retained/);
    expect(() => rolledBack(entry(), '1.0.0', ctx())).toThrow(/already stable/);
  });

  it('find the previous stable by publication when the history is trimmed', () => {
    const e = { ...madeStable(entry(), '1.2.0', 'promote', ctx()), history: [] };
    expect(previousStable(e, ctx())).toBe('1.1.0');
    expect(previousStable(e, ctx(['1.0.0', '1.2.0']))).toBe('1.0.0');
  });

  it('keep at most `retain` versions besides stable and canary, the newest', () => {
    const live = withCanary(entry(), '1.1.0', 5, undefined, ctx());
    const result = pruned(withRetained(live, retained('1.3.0', '2025-01-04')), 1, ctx());
    expect(result.dropped).toEqual(['1.2.0']);
    expect(result.entry.versions?.map((v) => v.version)).toEqual(['1.3.0', '1.1.0', '1.0.0']);
    expect(result.entry.history?.[0]).toMatchObject({ action: 'prune', version: '1.2.0' });
  });

  it('list versions served before version lists, a stable one as a stable of the past', () => {
    const legacy: RemoteManifestEntry = {
      stable: { version: '1.0.0', entry: '/e' },
      canary: { version: '1.1.0', entry: '/f', percentage: 5 },
    };
    const listed = adopted(legacy, [retained('1.0.0', '2024-12-01'), retained('1.1.0', '2024-12-02')]);
    expect(listed.versions?.map((v) => v.version)).toEqual(['1.0.0', '1.1.0']);
    expect(listed.history).toEqual([
      { at: '2024-12-01', action: 'promote', version: '1.0.0', percentage: 100, reason: 'adopted' },
    ]);
    expect(withoutCanary(listed, 'x', ctx()).canary).toBeUndefined();
  });
});
