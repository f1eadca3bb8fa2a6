import path from 'node:path';
import { compatibilityProblems } from '../../release/src/store/compatibility';
const {
  SHARED_SINGLETONS,
  REMOTES,
  OWN_COPY_ALLOWED,
  sharedConfig,
  remoteSharedConfig,
  requiredRange,
  packageRoot,
  shellProvides,
} = require('../federation.cjs');

describe('Module Federation sharing', () => {
  const shell = sharedConfig(path.resolve(__dirname, '../../shell'));

  it('shares React and the libraries with context as singletons, from the minor each build bundled', () => {
    for (const name of [
      'react',
      'react-dom',
      'react-router-dom',
      '@emotion/react',
      'react-intl',
      'react-final-form',
      '@tanstack/react-query',
      '@portal/shared-sdk',
      '@portal/shared-ui',
    ]) {
      const [major, minor] = shell[name].version.split('.');
      expect(shell[name]).toMatchObject({ singleton: true, requiredVersion: `^${major}.${minor}.0` });
    }
    expect(shell.react.version).toBe(shell['react-dom'].version);
  });

  it('declares the version it bundled, read from the installed package', () => {
    const dir = packageRoot('@portal/shared-sdk', path.resolve(__dirname, '../../shell')).dir;
    expect(shell['@portal/shared-sdk'].version).toBe(require(path.join(dir, 'package.json')).version);
  });

  it('accepts the same major from the bundled minor on; within 0.x, that minor only', () => {
    expect(requiredRange('1.2.5')).toBe('^1.2.0');
    expect(requiredRange('19.3.1')).toBe('^19.3.0');
    expect(requiredRange('2.0.0-beta.1')).toBe('^2.0.0');
    expect(requiredRange('0.4.7')).toBe('~0.4.0');
  });

  it('does not share Chakra itself: shared-ui carries the parts it uses', () => {
    expect(SHARED_SINGLETONS).not.toContain('@chakra-ui/react');
  });

  it('gives every remote the same versions as the shell', () => {
    for (const name of Object.keys(REMOTES)) {
      const remote = sharedConfig(path.resolve(__dirname, `../../mfe-${name}`));
      for (const key of SHARED_SINGLETONS) expect(remote[key].version).toBe(shell[key].version);
    }
  });

  it('lets a remote bring its own copy of the SDK only', () => {
    const remote = remoteSharedConfig(path.resolve(__dirname, '../../mfe-cdn'));
    expect(Object.keys(remote).sort()).toEqual([...SHARED_SINGLETONS].sort());
    for (const key of SHARED_SINGLETONS) {
      expect(remote[key]).toMatchObject({
        singleton: true,
        version: shell[key].version,
        requiredVersion: shell[key].requiredVersion,
      });
      expect(remote[key].import === false).toBe(!OWN_COPY_ALLOWED.includes(key));
    }
    expect(OWN_COPY_ALLOWED).toEqual(['@portal/shared-sdk']);
  });

  describe('what promote makes of the ranges a remote declares', () => {
    const shellDir = path.resolve(__dirname, '../../shell');
    /** The `shared` of a remote's mf-manifest.json, as if built against `versions`. */
    const manifestShared = (versions: Record<string, string> = {}) =>
      Object.entries(
        remoteSharedConfig(path.resolve(__dirname, '../../mfe-cdn')) as Record<string, { version: string }>,
      ).map(([name, config]) => {
        const version = versions[name] ?? config.version;
        return { name, version, requiredVersion: requiredRange(version) };
      });

    it("accepts a remote built with the shell's versions", () => {
      expect(compatibilityProblems({ shared: manifestShared() }, shellProvides(shellDir))).toEqual([]);
    });

    it('refuses a remote built against a newer minor of the SDK, naming the module and both versions', () => {
      const sdk = shell['@portal/shared-sdk'].version as string;
      const [major, minor] = sdk.split('.').map(Number);
      const newer = `${major}.${(minor as number) + 1}.0`;
      expect(
        compatibilityProblems(
          { shared: manifestShared({ '@portal/shared-sdk': newer }) },
          shellProvides(shellDir),
        ),
      ).toEqual([`@portal/shared-sdk: the remote needs ^${newer}, the shell provides ${sdk}`]);
    });
  });
});
