import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const { CHECKED_SHARE_KEYS, importedSharedNames } = require('../sharedImports.cjs');
const { FACADES, shellProvides } = require('../federation.cjs');
import { compatibilityProblems } from '../../release/src/store/compatibility';
const { TIERS, coreKey, formerCores } = require('../sharedTiers.cjs');

// webpack and Module Federation as the builds use them (build/ itself has no node_modules)
const SHELL = path.resolve(__dirname, '../../shell');
const webpack = require(require.resolve('webpack', { paths: [SHELL] }));
const { ModuleFederationPlugin } = require(
  require.resolve('@module-federation/enhanced/webpack', { paths: [SHELL] }),
);

type Compilation = { errors: unknown[] };

/** Compiles `files` (a consumer of shared modules, as a remote is) and returns the compilation. */
function compile(files: Record<string, string>, shared: Record<string, object>): Promise<Compilation> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-imports-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), publicPath: 'auto', uniqueName: 'fixture' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'fixture',
        filename: 'remoteEntry.js',
        exposes: { './app': './app.js' },
        shared,
        dts: false,
        manifest: false,
      }),
    ],
    infrastructureLogging: { level: 'error' },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error: Error | null, stats: { compilation: Compilation }) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else resolve(stats.compilation);
    }),
  );
}

describe("the names a build imports from the shell's facades and tiers", () => {
  it('checks every facade and both tiers of every tiered module, its former cores too', () => {
    for (const name of Object.keys(FACADES)) expect(CHECKED_SHARE_KEYS).toContain(name);
    for (const name of Object.keys(TIERS)) {
      const formerKeys = formerCores(name).map((former: { key: string }) => former.key);
      expect(formerKeys.length).toBeGreaterThan(0);
      expect(CHECKED_SHARE_KEYS).toEqual(expect.arrayContaining([name, coreKey(name), ...formerKeys]));
    }
    expect(CHECKED_SHARE_KEYS).not.toContain('react');
  });

  it('records each name a consumer uses, by share key, and nothing it does not use', async () => {
    const consumeOnly = { singleton: true, import: false, requiredVersion: '^7.18.0' };
    const compilation = await compile(
      {
        'index.js': 'export {};\n',
        'app.js': [
          "import { useNavigate, Link as RouterLink } from 'react-router-dom';",
          "import { useIntl, FormattedMessage } from 'react-intl';",
          "import * as query from '@tanstack/react-query';",
          "import 'react';",
          'export const app = [useNavigate, RouterLink, useIntl, query];',
          '',
        ].join('\n'),
      },
      {
        'react-router-dom': consumeOnly,
        'react-intl': { ...consumeOnly, requiredVersion: '^12.1.0' },
        '@tanstack/react-query': { ...consumeOnly, requiredVersion: '^5.108.0' },
        react: { ...consumeOnly, requiredVersion: '^19.3.0' },
      },
    );
    expect(compilation.errors).toEqual([]);
    expect(importedSharedNames(compilation)).toEqual({
      // a namespace used whole: every name may be read
      '@tanstack/react-query': ['*'],
      // FormattedMessage is imported but never used: not referenced
      'react-intl': ['useIntl'],
      // the name imported, not the local alias
      'react-router-dom': ['Link', 'useNavigate'],
    });
  }, 60_000);

  it("makes promote refuse a build that imports a name the shell's facade or tier does not provide", async () => {
    const consumeOnly = { singleton: true, import: false };
    const compilation = await compile(
      {
        'index.js': 'export {};\n',
        'app.js':
          "import { useNavigate, useBlocker } from 'react-router-dom';\nexport const app = [useNavigate, useBlocker];\n",
      },
      { 'react-router-dom': { ...consumeOnly, requiredVersion: '^7.18.0' } },
    );
    const build = {
      name: 'mfe_cdn',
      metaData: { sharedImports: importedSharedNames(compilation) },
      shared: [],
    };
    expect(compatibilityProblems(build, shellProvides(SHELL))).toEqual([
      "react-router-dom: the remote imports useBlocker, which the shell's react-router-dom does not export",
    ]);
    // a name the facade has passes
    const fine = { ...build, metaData: { sharedImports: { 'react-router-dom': ['useNavigate'] } } };
    expect(compatibilityProblems(fine, shellProvides(SHELL))).toEqual([]);
  }, 60_000);
});
