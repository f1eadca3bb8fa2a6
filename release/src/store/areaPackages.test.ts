// An area package (api/<area>, `@portal/api-cdn`) is bundled by its remote: it is none of the shared
// modules a build declares to Module Federation, so promote, which judges a build by those alone,
// has nothing to say about it. A cdn build that adds a call to @portal/api-cdn (the core untouched)
// declares exactly what mfe-cdn's config declares today, and promotes against the shell as it is.
import fs from 'node:fs';
import path from 'node:path';
import { compatibilityProblems, shellSharedVersions } from './compatibility';
import type { BuildManifest } from './buildManifest';

const ROOT = path.resolve(__dirname, '../../..');
const federation = require(path.join(ROOT, 'build/federation.cjs')) as {
  remoteSharedConfig: (dir: string) => Record<string, { version: string; requiredVersion: string }>;
};

/** The shared modules a remote's build declares in its mf-manifest.json, from the build's own config. */
function declaredShared(folder: string): NonNullable<BuildManifest['shared']> {
  return Object.entries(federation.remoteSharedConfig(path.join(ROOT, folder))).map(([name, config]) => ({
    name,
    version: config.version,
    requiredVersion: config.requiredVersion,
    singleton: true,
    assets: { js: { sync: [], async: [] } },
  }));
}

/** Each area package (api/<area>) with the remote that bundles it (mfe-<area>). */
const AREAS = fs
  .readdirSync(path.join(ROOT, 'api'))
  .filter((dir) => fs.existsSync(path.join(ROOT, 'api', dir, 'package.json')))
  .map((dir) => ({
    name: JSON.parse(fs.readFileSync(path.join(ROOT, 'api', dir, 'package.json'), 'utf8')).name as string,
    remote: `mfe-${dir}`,
  }));

describe('an area package and promote', () => {
  it.each(AREAS)('$name is bundled by $remote, never shared', ({ name, remote }) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, remote, 'package.json'), 'utf8'));
    expect(pkg.dependencies[name]).toBe('workspace:^');
    const names = declaredShared(remote).map((s) => s.name);
    expect(names).toContain('@portal/shared-sdk');
    expect(names.filter((shared) => shared.startsWith('@portal/api-'))).toEqual([]);
  });

  it('is bundled by its remote, never shared: the cdn build declares the core and not @portal/api-cdn', () => {
    const mfeCdn = JSON.parse(fs.readFileSync(path.join(ROOT, 'mfe-cdn/package.json'), 'utf8'));
    expect(mfeCdn.dependencies['@portal/api-cdn']).toBe('workspace:^');
    const names = declaredShared('mfe-cdn').map((s) => s.name);
    expect(names).toContain('@portal/shared-sdk');
    expect(names.filter((name) => name.startsWith('@portal/api-'))).toEqual([]);
  });

  it("accepts the cdn build as its config declares it, the core unchanged, against the shell's provisions as they are", () => {
    const shell = shellSharedVersions(ROOT);
    const before = JSON.stringify(shell);
    const core = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared-sdk/package.json'), 'utf8'));
    const build = {
      shared: declaredShared('mfe-cdn'),
      metaData: { sharedImports: { '@portal/shared-sdk': ['api', 'bus', 'isApiError'] } },
    };
    // a new call in @portal/api-cdn changes the area package and mfe-cdn's chunks, none of this
    expect(build.shared.find((s) => s.name === '@portal/shared-sdk')?.version).toBe(core.version);
    expect(compatibilityProblems(build, shell)).toEqual([]);
    // promote reads the shell's provisions, it does not change them
    expect(JSON.stringify(shellSharedVersions(ROOT))).toBe(before);
  });
});
