import { createBuildInfoCache, parseBuildManifest } from './buildInfo';

const build = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '/' } }, exposes: [{ path: './app', assets: { js: { sync: ['a.js', 'sub/b.js'] } } }] };

describe('build manifests', () => {
  it('name the container entry and the scripts of each exposed module, relative to the manifest', () => {
    const info = parseBuildManifest(build, 'http://portal/remotes/cdn/1.0.0/mf-manifest.json');
    expect(info?.remoteEntry).toBe('http://portal/remotes/cdn/1.0.0/remoteEntry.js');
    expect(info?.exposes.get('./app')).toEqual(['http://portal/remotes/cdn/1.0.0/a.js', 'http://portal/remotes/cdn/1.0.0/sub/b.js']);
    expect(parseBuildManifest({ name: 'x' }, 'http://portal/m.json')).toBeNull();
  });

  it('name the share keys the build consumes, and none when the manifest lists none', () => {
    const shared = [{ name: 'react' }, { name: '@portal/shared-ui/core-2' }, { name: 7 }, null];
    expect(parseBuildManifest({ ...build, shared }, 'http://portal/m.json')?.shares).toEqual(['react', '@portal/shared-ui/core-2']);
    expect(parseBuildManifest(build, 'http://portal/m.json')?.shares).toEqual([]);
  });

  it('are read once per version through the HTTP cache; an unreadable one is read again next time', async () => {
    const reads: Array<[string, boolean]> = [];
    let fail = true;
    const get = createBuildInfoCache(async (url, options) => {
      reads.push([url, !!options?.immutable]);
      if (fail) throw new Error('503');
      return build;
    });
    await expect(get('http://portal/m.json')).resolves.toBeNull();
    fail = false;
    await expect(get('http://portal/m.json')).resolves.toMatchObject({ remoteEntry: 'http://portal/remoteEntry.js' });
    await get('http://portal/m.json');
    expect(reads).toEqual([
      ['http://portal/m.json', true],
      ['http://portal/m.json', true],
    ]);
  });
});
