import fs from 'node:fs';
import path from 'node:path';
const { BeforePaintScriptsPlugin, shellBeforePaintFiles } = require('../BeforePaintScriptsPlugin.cjs');
const { htmlPage } = require('../webpack.common.cjs');

import { buildFixture, SHELL } from './buildFixture';

// html-webpack-plugin as the shell's build uses it (build/ itself has no node_modules)
const HtmlWebpackPlugin = require(require.resolve('html-webpack-plugin', { paths: [SHELL] }));

const PAGE =
  '<!doctype html><html><head><script src="/mode.js"></script><script src="/paint.js"></script></head><body><div id="root"></div></body></html>';

type Script = string | { name: string; entry: string; loader: string };

/** Builds a page of PAGE with the plugin for the given plain scripts (or `files` of its own); returns the output folder and its files. */
async function build(
  scripts: Record<string, string>,
  page = PAGE,
  files?: (dir: string) => Script[],
): Promise<{ dist: string; files: string[]; html: string }> {
  const dist = await buildFixture('before-paint-', { 'index.js': 'export {};\n', ...scripts }, (dir) => ({
    output: { publicPath: '/', filename: '[name].[contenthash:8].js' },
    plugins: [
      htmlPage(SHELL, page, { scriptLoading: 'defer', inject: 'head' }),
      new BeforePaintScriptsPlugin({
        HtmlWebpackPlugin,
        files: files ? files(dir) : Object.keys(scripts).map((name) => path.join(dir, name)),
      }),
    ],
  }));
  return {
    dist,
    files: fs.readdirSync(dist).sort(),
    html: fs.readFileSync(path.join(dist, 'index.html'), 'utf8'),
  };
}

// each case runs webpack (a few seconds, more on a busy machine)
jest.setTimeout(120_000);

describe('the scripts before the first paint under content-hashed names', () => {
  it('emits each script as <name>.<hash>.js (minified with the build) and the page asks for those names in its order', async () => {
    const scripts = {
      'mode.js': 'document.documentElement.className = "light";\n',
      'paint.js': 'window.painted = "yes";\n',
    };
    const { dist, files, html } = await build(scripts);
    const mode = files.find((file) => /^mode\.[0-9a-f]{8}\.js$/.test(file));
    const paint = files.find((file) => /^paint\.[0-9a-f]{8}\.js$/.test(file));
    expect(mode).toBeDefined();
    expect(paint).toBeDefined();
    expect(files).not.toContain('mode.js');
    expect(files).not.toContain('paint.js');
    const code = (text: string) => text.replace(/\s+/g, '').replace(/;$/, '');
    expect(code(fs.readFileSync(path.join(dist, mode ?? ''), 'utf8'))).toBe(code(scripts['mode.js']));
    expect(code(fs.readFileSync(path.join(dist, paint ?? ''), 'utf8'))).toBe(code(scripts['paint.js']));
    // the plain names are gone from the page; the hashed ones run first, in order, before the bundle
    expect(html).not.toMatch(/src="?\/(mode|paint)\.js/);
    const order = [`/${mode}`, `/${paint}`, '/main.'].map((name) => html.indexOf(name));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('gives a changed script a new name and an unchanged one the same', async () => {
    const before = await build({ 'mode.js': 'var a = 1;\n', 'paint.js': 'var b = 1;\n' });
    const after = await build({ 'mode.js': 'var a = 1;\n', 'paint.js': 'var b = 2;\n' });
    const named = (files: string[], base: string) =>
      files.find((file) => file.startsWith(`${base}.`) && file.endsWith('.js'));
    expect(named(after.files, 'mode')).toBe(named(before.files, 'mode'));
    expect(named(after.files, 'paint')).not.toBe(named(before.files, 'paint'));
  });

  it('fails the build when the page does not ask for a script it is given', async () => {
    await expect(build({ 'mode.js': 'var a = 1;\n', 'other.js': 'var c = 1;\n' }, PAGE)).rejects.toThrow(
      /does not ask for \/other\.js/,
    );
  });

  it('builds a TypeScript entry into one classic script: an IIFE of its modules, no module runtime, under <name>.<hash>.js', async () => {
    const loader = require.resolve('swc-loader', { paths: [SHELL] });
    const scripts = {
      'mode.js': 'var a = 1;\n',
      'label.ts': 'export const label = (n: number): string => `painted ${n}`;\n',
      'entry.ts':
        "import { label } from './label';\n(window as unknown as { painted: string }).painted = label(2);\n",
    };
    const { dist, files, html } = await build(scripts, PAGE, (dir) => [
      path.join(dir, 'mode.js'),
      { name: 'paint', entry: path.join(dir, 'entry.ts'), loader },
    ]);
    const paint = files.find((file) => /^paint\.[0-9a-f]{8}\.js$/.test(file)) ?? '';
    const code = fs.readFileSync(path.join(dist, paint), 'utf8');
    expect(code).toMatch(/^\(\(\)=>\{/);
    expect(code).not.toMatch(/__webpack_require__|webpackChunk|import\(|: number/);
    // run as the page runs it: a classic script, its own scope, nothing left but what it sets
    const page = { painted: '' };
    new Function('window', code)(page);
    expect(page.painted).toBe('painted 2');
    // the page (minified, unquoted) asks for the hashed name only
    expect(html).toContain(`src=/${paint}>`);
    expect(html).not.toMatch(/src="?\/paint\.js/);
  });

  it("builds the shell's before-paint script without the SDK's client, its session store or jotai", async () => {
    const { dist, files } = await build(
      {},
      '<!doctype html><html><head><script src="/color-mode.js"></script><script src="/first-paint.js"></script></head><body></body></html>',
      () => shellBeforePaintFiles(SHELL),
    );
    const script = files.find((file) => /^first-paint\.[0-9a-f]{8}\.js$/.test(file)) ?? '';
    const code = fs.readFileSync(path.join(dist, script), 'utf8');
    expect(code).toMatch(/^\(\(\)=>\{/);
    expect(code).not.toMatch(
      /__webpack_require__|webpackChunk|axios|jotai|XMLHttpRequest|Symbol\.for\("react/,
    );
    // what it does on every page, and the SDK's page matching it imports
    expect(code).toContain('"/config.json"');
    expect(code).toContain('portalEarlyFirstQuery');
    expect(code).toContain('.split(/[?#]/,1)');
    expect(files).toContain(files.find((file) => /^color-mode\.[0-9a-f]{8}\.js$/.test(file)));
  });
});
