import path from 'node:path';
const { SHARED_SINGLETONS, REMOTES, OWN_COPY_ALLOWED, sharedConfig, remoteSharedConfig } = require('../federation.cjs');

describe('Module Federation sharing', () => {
  const shell = sharedConfig(path.resolve(__dirname, '../../shell'));

  it('shares React and the libraries with context as singletons, within one major', () => {
    for (const name of ['react', 'react-dom', 'react-router-dom', '@emotion/react', 'react-intl', 'react-final-form', '@tanstack/react-query', '@portal/shared-sdk', '@portal/shared-ui']) {
      expect(shell[name]).toMatchObject({ singleton: true, requiredVersion: expect.stringMatching(/^\^\d+\.0\.0$/) });
    }
    expect(shell.react.version).toBe(shell['react-dom'].version);
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
      expect(remote[key]).toMatchObject({ singleton: true, version: shell[key].version, requiredVersion: shell[key].requiredVersion });
      expect(remote[key].import === false).toBe(!OWN_COPY_ALLOWED.includes(key));
    }
    expect(OWN_COPY_ALLOWED).toEqual(['@portal/shared-sdk']);
  });
});
