import { createBuildInfoCache, manifestDigest, parseBuildManifest } from './buildInfo';

const build = {
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '/' } },
  exposes: [{ path: './app', assets: { js: { sync: ['a.js', 'sub/b.js'] } } }],
};

describe('build manifests', () => {
  it('name the container entry and the scripts of each exposed module, relative to the manifest', () => {
    const info = parseBuildManifest(build, 'http://portal/remotes/cdn/1.0.0/mf-manifest.json');
    expect(info?.remoteEntry).toBe('http://portal/remotes/cdn/1.0.0/remoteEntry.js');
    expect(info?.exposes.get('./app')).toEqual([
      'http://portal/remotes/cdn/1.0.0/a.js',
      'http://portal/remotes/cdn/1.0.0/sub/b.js',
    ]);
    expect(parseBuildManifest({ name: 'x' }, 'http://portal/m.json')).toBeNull();
  });

  it('name the share keys the build consumes, and none when the manifest lists none', () => {
    const shared = [{ name: 'react' }, { name: '@portal/shared-ui/core-2' }, { name: 7 }, null];
    expect(parseBuildManifest({ ...build, shared }, 'http://portal/m.json')?.shares).toEqual([
      'react',
      '@portal/shared-ui/core-2',
    ]);
    expect(parseBuildManifest(build, 'http://portal/m.json')?.shares).toEqual([]);
  });

  it('name the digests the build recorded for its entry and first scripts, and none when it recorded none', () => {
    const entry = 'sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb';
    const signed = {
      ...build,
      metaData: {
        ...build.metaData,
        portal: { integrity: { 'remoteEntry.js': entry, 'sub/b.js': 'sha384-AAAA', 'd.js': 7 } },
      },
    };
    const info = parseBuildManifest(signed, 'http://portal/remotes/cdn/1.0.0/mf-manifest.json');
    expect([...(info?.integrity ?? [])]).toEqual([
      ['http://portal/remotes/cdn/1.0.0/remoteEntry.js', entry],
      ['http://portal/remotes/cdn/1.0.0/sub/b.js', 'sha384-AAAA'],
    ]);
    expect(parseBuildManifest(build, 'http://portal/m.json')?.integrity.size).toBe(0);
  });

  it('are read once per version and digest through the HTTP cache; a failed one is read again next time, past the cache', async () => {
    const reads: Array<[string, object | undefined]> = [];
    let fail = true;
    const get = createBuildInfoCache(
      async (url, options) => {
        reads.push([url, options]);
        if (fail) throw new Error('503');
        return build;
      },
      () => 10_000,
    );
    await expect(get('http://portal/m.json', 'sha384-m')).rejects.toThrow('503');
    fail = false;
    await expect(get('http://portal/m.json', 'sha384-m')).resolves.toMatchObject({
      remoteEntry: 'http://portal/remoteEntry.js',
    });
    await get('http://portal/m.json', 'sha384-m');
    expect(reads).toEqual([
      ['http://portal/m.json', { immutable: true, integrity: 'sha384-m', reload: false, deadlineMs: 10_000 }],
      ['http://portal/m.json', { immutable: true, integrity: 'sha384-m', reload: true, deadlineMs: 10_000 }],
    ]);
    // another digest for the same file is another read (and a file that is no build manifest fails)
    const other = createBuildInfoCache(async () => ({ name: 'not a build' }));
    await expect(other('http://portal/m.json', 'sha384-x')).rejects.toThrow('is no build manifest');
  });

  it('are checked against the release manifest for every channel but a development build', () => {
    expect(manifestDigest({ channel: 'stable', integrity: 'sha384-s' })).toBe('sha384-s');
    expect(manifestDigest({ channel: 'canary', integrity: 'sha384-c' })).toBe('sha384-c');
    expect(manifestDigest({ channel: 'dev', integrity: 'sha384-d' })).toBeUndefined();
  });
});
