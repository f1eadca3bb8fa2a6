// Webpack settings shared by the shell and the five remotes.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationSharing, facadeAliases, browserResolver, packageRoot, REMOTES } = require('./federation.cjs');
const { PrecompressPlugin } = require('./PrecompressPlugin.cjs');
const { OneShareRuntimePlugin } = require('./OneShareRuntimePlugin.cjs');
const { RequestRewritePlugin } = require('./RequestRewritePlugin.cjs');

const swcOptions = (dev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
    target: 'es2020',
  },
});

/**
 * webpack 5.111 + @module-federation/enhanced 2.9.2 (module-federation/core#5077): the federation
 * runtime module resolves the chunk filename template while chunk hashes are still being computed
 * (only to learn the output folder depth), and a plain `[contenthash]` template then fails the build.
 * Until the hash exists the plain name stands in; it has the same depth, and every emitted file and
 * the chunk loading code get the hashed name.
 */
function hashedFilename(pathData) {
  const ready = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return ready ? '[name].[contenthash:8].js' : '[name].js';
}

/**
 * Parts of runtime-core the shell, which loads no remote snapshot, does without (build/runtime): the
 * snapshot handler's manifest loading, and the preloading behind MF's `preloadRemote`.
 */
const SNAPSHOT_HANDLER = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]plugins[\\/]snapshot[\\/]SnapshotHandler\.js$/;
const PRELOAD = /[\\/]@module-federation[\\/]runtime-core[\\/]dist[\\/]utils[\\/]preload\.js$/;

/** The module Module Federation's entry of a remote imports its webpack bundler runtime from. */
const BUNDLER_RUNTIME = /[\\/]@module-federation[\\/]webpack-bundler-runtime[\\/]dist[\\/]bundler\.js$/;

/**
 * victory-core's line helpers pick d3-shape's curves by name (`import * as d3Shape`), which makes
 * every export of d3-shape used, and d3-shape is one ES module: the dashboard's donut (victory-pie,
 * which needs arc and pie) carried all of it, because shared-ui's time-series plot (loaded on demand,
 * and in a federated build provided whether an area uses it or not) reaches the line helpers. They
 * get a copy of d3-shape of their own, in the plot's chunk (−14 KB minified on `/`).
 */
const LINE_HELPERS = /[\\/]victory-core[\\/]es[\\/]victory-util[\\/]line-helpers\.js$/;

function lineHelpersOwnD3Shape(dir) {
  return new RequestRewritePlugin('LineHelpersOwnD3Shape', (data) => {
    if (data.request !== 'victory-vendor/d3-shape' || !LINE_HELPERS.test(data.contextInfo.issuer)) return undefined;
    const resolveSync = browserResolver(dir);
    const vendorFile = resolveSync(data.context, 'victory-vendor/d3-shape');
    return `${resolveSync(path.dirname(vendorFile), 'd3-shape')}?line-helpers`;
  });
}

/** A package's messages: a JSON file per locale. */
const MESSAGES = /[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/;

/**
 * The ICU message parser react-intl uses (through intl-messageformat) as resolved for `dir`: messages
 * are parsed at build time (build/messages-loader.cjs), and the page gets formatjs's `no-parser`
 * build of the package in its place — the parser is ≈ 27 KB minified of every page otherwise.
 */
function messageParser(dir) {
  const reactIntl = packageRoot('react-intl', dir).dir;
  const intlMessageFormat = packageRoot('intl-messageformat', reactIntl).dir;
  const resolveSync = browserResolver(intlMessageFormat);
  return {
    parser: resolveSync(intlMessageFormat, '@formatjs/icu-messageformat-parser'),
    aliases: { '@formatjs/icu-messageformat-parser$': resolveSync(intlMessageFormat, '@formatjs/icu-messageformat-parser/no-parser.js') },
  };
}

function baseConfig({ dir, mode, publicPath }) {
  const dev = mode !== 'production';
  const messages = messageParser(dir);
  return {
    mode: dev ? 'development' : 'production',
    context: dir,
    entry: { main: './src/index.ts' },
    devtool: dev ? 'eval-cheap-module-source-map' : false,
    output: {
      path: path.join(dir, 'dist'),
      filename: dev ? '[name].js' : hashedFilename,
      chunkFilename: dev ? '[name].js' : hashedFilename,
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath,
      clean: true,
      uniqueName: path.basename(dir),
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: { ...facadeAliases(dir), ...messages.aliases } },
    module: {
      // importing a name a module does not export fails the build (a facade re-exporting a name its
      // package lacks, too; a consumer of a shared module is checked by build/test/facades.test.ts)
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(dev) } },
        { test: MESSAGES, type: 'json', use: { loader: path.join(__dirname, 'messages-loader.cjs'), options: { parserPath: messages.parser } } },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(woff2?|png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
      ],
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // a package's messages (a JSON file per locale) are read by its app and by each widget and
          // dialog: below webpack's 20 KB minimum for a shared chunk, each of them got a copy (the
          // dashboard loaded billing's twice); one chunk of their own instead
          messages: { test: MESSAGES, chunks: 'async', minSize: 0, minChunks: 2, priority: 10, reuseExistingChunk: true },
        },
      },
    },
    plugins: [lineHelpersOwnD3Shape(dir)],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** `plugins` in a production build, nothing in development. */
function productionOnly(argv, plugins) {
  return argv.mode === 'production' ? plugins : [];
}

/**
 * Files of the Module Federation runtime as @module-federation/enhanced resolves them for `dir`
 * (ES builds): `portal-mf-*` aliases for build/runtime, so that what they import is the very module
 * MF's own entry imports (one copy each), and the module a remote's entry imports as `bundler`.
 */
function federationRuntime(dir) {
  const enhancedDir = packageRoot('@module-federation/enhanced', dir).dir;
  const resolveSync = browserResolver(enhancedDir);
  const bundler = resolveSync(enhancedDir, '@module-federation/webpack-bundler-runtime/bundler');
  const bundlerDir = packageRoot('@module-federation/webpack-bundler-runtime', enhancedDir).dir;
  const version = JSON.parse(fs.readFileSync(path.join(enhancedDir, 'package.json'), 'utf8')).version;
  return {
    version,
    aliases: {
      'portal-mf-runtime-core$': resolveSync(enhancedDir, '@module-federation/runtime-tools/runtime-core'),
      'portal-mf-runtime-core-dist': path.dirname(resolveSync(path.dirname(bundler), '@module-federation/runtime-core')),
      'portal-mf-bundler-runtime$': bundler,
      'portal-mf-runtime-utils$': path.join(path.dirname(resolveSync(bundlerDir, '@module-federation/runtime')), 'utils.js'),
      'portal-mf-init-container-entry$': path.join(path.dirname(bundler), 'initContainerEntry.js'),
    },
  };
}

/** Adds the federation runtime's aliases and version constant to a config (build/runtime/*.mjs use them). */
function withFederationRuntime(config, runtime) {
  config.resolve.alias = { ...config.resolve.alias, ...runtime.aliases };
  config.plugins.push(new webpack.DefinePlugin({ PORTAL_MF_VERSION: JSON.stringify(runtime.version) }));
  return config;
}

/** Adds the plugin and module rules that route imports of the tiered shared modules (build/sharedTiers.cjs). */
function withSharedTiers(config, sharing) {
  config.module.rules.push(...sharing.rules);
  config.plugins.push(sharing.plugin);
  return config;
}

/**
 * An HtmlWebpackPlugin page from HTML in hand, not a template file. A template file is compiled in a
 * child compilation, which Module Federation's provide plugin joins: it built the modules a build
 * provides on demand a second time, as node chunks no page loads, minified and emitted with the
 * build (the shell: 5 files, 0.2 MB; each remote: its own SDK, 2 × 130 KB and 3.5 s). A change to
 * the HTML file needs a restart of a watching build.
 */
function htmlPage(html, options = {}) {
  return new HtmlWebpackPlugin({ templateContent: html, ...options });
}

/** The page a remote's folder serves at its root (HtmlWebpackPlugin adds the scripts). */
function standalonePage(container) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${container}</title></head>
<body><p>This folder holds a Module Federation remote; the shell loads <code>mf-manifest.json</code>.</p></body></html>
`;
}

/** The release tool's check of a remote's contributions (TypeScript, loaded through the tool's own tsx). */
function releaseContributions() {
  const releaseDir = path.join(__dirname, '../release');
  const { require: tsxRequire } = require(require.resolve('tsx/cjs/api', { paths: [releaseDir] }));
  return tsxRequire('./src/store/validateContributions.ts', path.join(releaseDir, 'package.json'));
}

/**
 * MF's manifest options for a remote: its `contributions.json` (what it contributes to the portal,
 * docs/CONTRACTS.md) goes into its mf-manifest.json as `metaData.portal.contributions`, through the
 * public `additionalData` option, checked against the contract and what this build exposes; a
 * build whose contributions break it fails. `pnpm release publish` copies them into the release manifest.
 */
function contributionsManifest(dir, name) {
  const file = path.join(dir, 'contributions.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: every remote declares what it contributes (docs/CONTRACTS.md)`);
  return {
    additionalData: ({ stats, compilation }) => {
      compilation.fileDependencies.add(file);
      const contributions = releaseContributions().readContributionsFile(name, file, stats.exposes.map((e) => e.path));
      stats.metaData.portal = { ...stats.metaData.portal, contributions };
      return stats;
    },
  };
}

/** A remote: exposes `./app` plus the given widget/dialog parcels. */
function remoteConfig({ dir, name, exposes = {} }, argv = {}) {
  const remote = REMOTES[name];
  if (!remote) throw new Error(`unknown remote ${name}`);
  const config = baseConfig({ dir, mode: argv.mode, publicPath: 'auto' });
  const sharing = federationSharing(dir, { host: false });
  config.plugins = [
    ...config.plugins,
    new ModuleFederationPlugin({
      name: remote.container,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/remote.tsx', ...exposes },
      shared: sharing.shared,
      manifest: contributionsManifest(dir, name),
      dts: false,
      // the shell provides the federation runtime (hostConfig), and every remote on a page shares it
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
    // …the webpack bundler runtime too (build/runtime/bundler-runtime-from-shell.mjs): with both, a
    // remote entry is ≈ 3 KB compressed instead of ≈ 28 KB
    new webpack.NormalModuleReplacementPlugin(BUNDLER_RUNTIME, path.join(__dirname, 'runtime/bundler-runtime-from-shell.mjs')),
    new OneShareRuntimePlugin(),
    // a page to open the remote alone (`pnpm --filter @portal/mfe-x serve`)
    htmlPage(standalonePage(remote.container)),
    ...productionOnly(argv, [new PrecompressPlugin()]),
  ];
  return withSharedTiers(withFederationRuntime(config, federationRuntime(dir)), sharing);
}

/** The host. Remotes are registered at run time from the manifest, never at build time. */
function hostConfig({ dir, htmlTemplate, plugins = [] }, argv = {}) {
  const config = baseConfig({ dir, mode: argv.mode, publicPath: '/' });
  const sharing = federationSharing(dir, { host: true });
  config.plugins = [
    ...config.plugins,
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      // eager: the shell's copies of the shared libraries are in its entry file. Every page of the
      // shell renders with all of them, so loading them on demand only split them into ≈ 20 files
      // (≈ 25 files and 43 KB more compressed JS on `/`: each file is compressed alone) fetched one
      // round trip after the entry. Remotes still take them from the share scope; loaded-first: a
      // remote's own copy is never preferred to what the page has loaded already, and sharing is
      // set up without fetching every registered remote's entry to compare versions
      shareStrategy: 'loaded-first',
      shared: sharing.shared,
      dts: false,
      // what `experiments.provideExternalRuntime` does, and the bundler runtime too, for the remote
      // entries (build/runtime). Not that option itself: it adds its plugin by require.resolve, i.e.
      // the CommonJS build, which pulls a second, CommonJS copy of runtime-core and the MF sdk into
      // the shell next to the ES one (49 → 27 KB gzip)
      runtimePlugins: [path.join(__dirname, 'runtime/provide-federation-runtime.mjs')],
      // no snapshot plugin: the remote loader reads each build's mf-manifest.json itself (for the
      // modules it exposes), registers the container by its entry and preloads the exposed module's
      // scripts alongside it, which is what the plugin did with that file (−1.4 KB compressed)
      experiments: { optimization: { target: 'web', disableSnapshot: true } },
    }),
    new OneShareRuntimePlugin(),
    new webpack.NormalModuleReplacementPlugin(SNAPSHOT_HANDLER, path.join(__dirname, 'runtime/snapshot-handler-without-manifests.mjs')),
    new webpack.NormalModuleReplacementPlugin(PRELOAD, path.join(__dirname, 'runtime/no-preload-remote.mjs')),
    htmlPage(fs.readFileSync(htmlTemplate, 'utf8'), { scriptLoading: 'defer', inject: 'head' }),
    ...plugins,
    ...productionOnly(argv, [new PrecompressPlugin()]),
  ];
  return withSharedTiers(withFederationRuntime(config, federationRuntime(dir)), sharing);
}

module.exports = { baseConfig, remoteConfig, hostConfig, productionOnly, federationRuntime, htmlPage, lineHelpersOwnD3Shape };
