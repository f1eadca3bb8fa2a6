import { pickRemoteEntry } from './pickRemoteEntry';

describe('pickRemoteEntry', () => {
  const stable = { version: '1.0.0', entry: '/remotes/cdn/1.0.0/mf-manifest.json' };

  it('gives a signed-out visitor the stable version', () => {
    expect(pickRemoteEntry({ name: 'cdn', stable }, null)).toEqual({ ...stable, channel: 'stable' });
  });

  it('gives a user the stable version while canary selection is not enabled', () => {
    const entry = {
      name: 'cdn' as const,
      stable,
      canary: { version: '1.1.0', entry: '/remotes/cdn/1.1.0/mf-manifest.json', percentage: 0 },
    };
    expect(pickRemoteEntry(entry, { id: 7 })).toEqual({ ...stable, channel: 'stable' });
  });
});
