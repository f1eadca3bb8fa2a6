import fs from 'node:fs';
import path from 'node:path';
const { RemoteContainerPlugin, consumeOptions } = require('../RemoteContainerPlugin.cjs');
const { manifestAdditions } = require('../webpack.common.cjs');
const { recordSharedImports } = require('../sharedImports.cjs');

import { buildFixture } from './buildFixture';

interface Assets {
  js: { sync: string[]; async: string[] };
}
interface Manifest {
  name: string;
  metaData: {
    remoteEntry: { name: string; path: string };
    buildInfo: { buildVersion: string };
    sharedImports?: Record<string, string[]>;
    portal?: unknown;
  };
  shared: Array<{
    name: string;
    version: string;
    requiredVersion: string;
    singleton: boolean;
    assets: Assets;
  }>;
  exposes: Array<{ path: string; assets: Assets }>;
}

/** Builds a remote of `files` with the plugin and returns its folder and manifest. */
async function build(
  files: Record<string, string>,
  options: object,
): Promise<{ dist: string; manifest: Manifest }> {
  const dist = await buildFixture('remote-container-', files, () => ({
    output: { publicPath: 'auto', uniqueName: 'fixture', chunkFilename: '[name].[contenthash:8].js' },
    plugins: [new RemoteContainerPlugin({ name: 'mfe_fixture', filename: 'remoteEntry.js', ...options })],
  }));
  return { dist, manifest: JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) };
}

const FILES = {
  'package.json': JSON.stringify({ name: '@portal/fixture', version: '2.3.4' }),
  'index.js': 'export {};\n',
  'app.js':
    "import { useState } from 'react';\nimport { greet } from 'sdk';\nexport const app = [useState, greet];\nexport const later = () => import('./page.js');\n",
  'page.js': 'export const page = 1;\n',
  'widget.js': 'export const widget = 2;\n',
  'sdk.js': "export const greet = () => 'hi';\n",
};
const SHARED = {
  react: { singleton: true, import: false, version: '19.3.1', requiredVersion: '^19.3.0' },
  sdk: { singleton: true, import: './sdk.js', version: '1.5.0', requiredVersion: '^1.5.0' },
};

describe("a remote's container of webpack's own and its mf-manifest.json", () => {
  it('writes the entry, each exposed module with the files it needs at once and later, and the shared ranges', async () => {
    const { dist, manifest } = await build(FILES, {
      exposes: { './app': './app.js', './widgets/Widget': './widget.js' },
      shared: SHARED,
      manifest: manifestAdditions([
        recordSharedImports,
        (stats: Manifest) => Object.assign(stats.metaData, { portal: { contributions: { routes: [] } } }),
      ]),
    });
    expect(manifest.name).toBe('mfe_fixture');
    expect(manifest.metaData.remoteEntry).toEqual({ name: 'remoteEntry.js', path: '', type: 'global' });
    expect(manifest.metaData.buildInfo.buildVersion).toBe('2.3.4');
    expect(manifest.metaData.portal).toEqual({ contributions: { routes: [] } });
    expect(fs.existsSync(path.join(dist, 'remoteEntry.js'))).toBe(true);

    expect(manifest.exposes.map((e) => e.path)).toEqual(['./app', './widgets/Widget']);
    const [appExpose, widgetExpose] = manifest.exposes;
    const app = appExpose!.assets.js;
    expect(app.sync.some((f) => f.startsWith('__federation_expose_app.'))).toBe(true);
    expect(app.async.length).toBeGreaterThan(0);
    for (const file of [...app.sync, ...app.async]) expect(fs.existsSync(path.join(dist, file))).toBe(true);
    const page = app.async.find((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes('page'));
    expect(page).toBeDefined();
    expect(
      widgetExpose!.assets.js.sync.some((f) => f.startsWith('__federation_expose_widgets__Widget.')),
    ).toBe(true);

    const react = manifest.shared.find((s) => s.name === 'react');
    expect(react).toMatchObject({ version: '19.3.1', requiredVersion: '^19.3.0', singleton: true });
    expect(react?.assets.js.sync).toEqual([]);
    // the module with a copy of its own lists that copy's files (pnpm release: what it may fall back on)
    const sdk = manifest.shared.find((s) => s.name === 'sdk');
    expect(sdk?.assets.js.sync.length).toBeGreaterThan(0);
    for (const file of sdk?.assets.js.sync ?? [])
      expect(fs.readFileSync(path.join(dist, file), 'utf8')).toContain('hi');
  }, 60_000);

  it('defines the container as a global of the page, with no Module Federation runtime', async () => {
    const { dist } = await build(FILES, { exposes: { './app': './app.js' }, shared: SHARED });
    const entry = fs.readFileSync(path.join(dist, 'remoteEntry.js'), 'utf8');
    expect(entry).toMatch(/(?:self|globalThis)\.mfe_fixture=/);
    expect(entry).not.toMatch(/__FEDERATION__|\.federation\b/);
  }, 60_000);

  it("consumes what it has no copy of as the page's singleton, and its own copy only when the page has none its range accepts", () => {
    expect(consumeOptions('react', SHARED.react)).toEqual({
      singleton: true,
      import: false,
      requiredVersion: '^19.3.0',
      shareKey: 'react',
    });
    expect(consumeOptions('sdk', SHARED.sdk)).toEqual({
      import: './sdk.js',
      requiredVersion: '^1.5.0',
      shareKey: 'sdk',
      singleton: false,
      strictVersion: true,
    });
  });
});
