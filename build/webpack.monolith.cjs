// The benchmark's monolith (`npm run bench` builds it; `npm test` does not): the shell with the five
// remotes bundled in at build time — the same sources, the same libraries, no Module Federation.
// Each remote's exposed modules are split into chunks loaded with import() on first use, as a good
// single build would do; monolith/src/staticLoader.ts replaces the shell's federation loader.
const fs = require('node:fs');
const path = require('node:path');
const { baseConfig, htmlPage, productionOnly, fromPackage } = require('./webpack.common.cjs');
const { PrecompressPlugin } = require('./PrecompressPlugin.cjs');
const { shellBeforePaintScripts } = require('./BeforePaintScriptsPlugin.cjs');
const { REMOTES } = require('./federation.cjs');

const ROOT = path.resolve(__dirname, '..');

/** remote → exposed module → `./<file>` under the remote's src, read from each remote's own config. */
function exposesOf(argv) {
  return Object.fromEntries(
    Object.keys(REMOTES).map((name) => {
      const dir = path.join(ROOT, REMOTES[name].folder);
      const config = require(path.join(dir, 'webpack.config.cjs'))({}, argv);
      const federation = config.plugins.find(
        (p) =>
          p &&
          p.constructor &&
          ['RemoteContainerPlugin', 'ModuleFederationPlugin'].includes(p.constructor.name),
      );
      const exposes = federation._options.exposes;
      return [
        name,
        Object.fromEntries(
          Object.entries(exposes).map(([key, file]) => [
            key,
            `./${path.relative(path.join(dir, 'src'), path.join(dir, file))}`,
          ]),
        ),
      ];
    }),
  );
}

/** remote → what it contributes (its contributions.json): the shell's menus, titles, tiles, widgets and dialogs. */
function contributionsOf() {
  return Object.fromEntries(
    Object.entries(REMOTES).map(([name, { folder }]) => {
      const { $schema: _editorOnly, ...contributions } = JSON.parse(
        fs.readFileSync(path.join(ROOT, folder, 'contributions.json'), 'utf8'),
      );
      return [name, contributions];
    }),
  );
}

module.exports = (env, argv = {}) => {
  const mode = argv.mode ?? 'production';
  const shellDir = path.join(ROOT, 'shell');
  const webpack = fromPackage(shellDir, 'webpack');
  const CopyPlugin = fromPackage(shellDir, 'copy-webpack-plugin');
  const config = baseConfig({ dir: shellDir, mode, publicPath: '/' });
  config.output.path = path.join(ROOT, 'monolith/dist');
  config.output.uniqueName = 'monolith';
  config.plugins = [
    ...config.plugins,
    new webpack.NormalModuleReplacementPlugin(
      /[\\/]federationLoader$/,
      path.join(ROOT, 'monolith/src/staticLoader.ts'),
    ),
    new webpack.DefinePlugin({
      MONOLITH_EXPOSES: JSON.stringify(exposesOf({ mode })),
      MONOLITH_CONTRIBUTIONS: JSON.stringify(contributionsOf()),
    }),
    htmlPage(shellDir, fs.readFileSync(path.join(shellDir, 'public/index.html'), 'utf8'), {
      scriptLoading: 'defer',
      inject: 'head',
    }),
    new CopyPlugin({ patterns: [{ from: path.join(shellDir, 'public/config.json') }] }),
    shellBeforePaintScripts(shellDir),
    ...productionOnly({ mode }, [new PrecompressPlugin()]),
  ];
  return config;
};
