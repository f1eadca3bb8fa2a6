// Webpack settings shared by the shell and the five remotes.
const fs = require('node:fs');
const path = require('node:path');
const {
  federationSharing,
  facadeAliases,
  browserResolver,
  packageRoot,
  recordOwnCopies,
  REMOTES,
} = require('./federation.cjs');
const { recordSharedImports } = require('./sharedImports.cjs');
const { PrecompressPlugin } = require('./PrecompressPlugin.cjs');
const { RemoteContainerPlugin } = require('./RemoteContainerPlugin.cjs');
const { recordIntegrity, remoteIntegrityPlugins } = require('./remoteIntegrity.cjs');
const { isServed, withDevServer, withDevShell, withStandalonePage } = require('./devServer.cjs');

/**
 * A package of the build as the package in `dir` installs it (its devDependencies: webpack,
 * html-webpack-plugin, @module-federation/enhanced), so the build runs however it is started.
 */
function fromPackage(dir, request) {
  return require(require.resolve(request, { paths: [dir] }));
}

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
    aliases: {
      '@formatjs/icu-messageformat-parser$': resolveSync(
        intlMessageFormat,
        '@formatjs/icu-messageformat-parser/no-parser.js',
      ),
    },
  };
}

function baseConfig({ dir, mode, publicPath }) {
  const dev = mode !== 'production';
  const messages = messageParser(dir);
  return {
    mode: dev ? 'development' : 'production',
    context: dir,
    // the browsers of SWC's es2020 output: webpack's and Module Federation's runtime code may use
    // what they support (globalThis instead of a lookup function, …), in the shell and every remote entry
    target: ['web', 'es2020'],
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
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: { ...facadeAliases(dir), ...messages.aliases },
    },
    module: {
      // importing a name a module does not export fails the build (a facade re-exporting a name its
      // package lacks, too; a consumer of a shared module is checked by build/test/facades.test.ts)
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(dev) } },
        {
          test: MESSAGES,
          type: 'json',
          use: {
            loader: path.join(__dirname, 'messages-loader.cjs'),
            options: { parserPath: messages.parser },
          },
        },
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
          messages: {
            test: MESSAGES,
            chunks: 'async',
            minSize: 0,
            minChunks: 2,
            priority: 10,
            reuseExistingChunk: true,
          },
        },
      },
    },
    plugins: [],
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
 * Module Federation's own runtime plugin that hands the page's federation runtime (runtime-core) to
 * the remotes built with `experiments.externalRuntime`: what `experiments.provideExternalRuntime`
 * adds, as the package exports it for `import`. That option adds it by `require.resolve`, i.e. its
 * CommonJS build, which would bring a second, CommonJS copy of runtime-core into the shell next to
 * the ES one Module Federation's entry imports (49 → 27 KB gzip).
 */
function provideExternalRuntimePlugin(dir) {
  const enhancedDir = packageRoot('@module-federation/enhanced', dir).dir;
  return browserResolver(enhancedDir)(enhancedDir, '@module-federation/inject-external-runtime-core-plugin');
}

/** Adds the plugin and module rules that route imports of the tiered shared modules (build/sharedTiers.cjs). */
function withSharedTiers(config, sharing) {
  const webpack = fromPackage(config.context, 'webpack');
  config.module.rules.push(...sharing.rules);
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(sharing.routing.test, sharing.routing.rewrite),
  );
  return config;
}

/**
 * An HtmlWebpackPlugin page from HTML in hand, not a template file. A template file is compiled in a
 * child compilation, which Module Federation's provide plugin joins: it built the modules a build
 * provides on demand a second time, as node chunks no page loads, minified and emitted with the
 * build (the shell: 5 files, 0.2 MB; each remote: its own SDK, 2 × 130 KB and 3.5 s). A change to
 * the HTML file needs a restart of a watching build.
 */
function htmlPage(dir, html, options = {}) {
  const HtmlWebpackPlugin = fromPackage(dir, 'html-webpack-plugin');
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
 * A remote's `contributions.json` (what it contributes to the portal, docs/CONTRACTS.md) into its
 * mf-manifest.json as `metaData.portal.contributions`, checked against the contract and what this
 * build exposes; a build whose contributions break it fails. `pnpm release publish` copies them into
 * the release manifest.
 */
function recordContributions(dir, name) {
  const file = path.join(dir, 'contributions.json');
  if (!fs.existsSync(file))
    throw new Error(`${file} is missing: every remote declares what it contributes (docs/CONTRACTS.md)`);
  return (stats, compilation) => {
    compilation.fileDependencies.add(file);
    const contributions = releaseContributions().readContributionsFile(
      name,
      file,
      stats.exposes.map((e) => e.path),
    );
    stats.metaData.portal = { ...stats.metaData.portal, contributions };
  };
}

/**
 * What a build adds to the metadata of its `mf-manifest.json` (MF `manifest.additionalData`): each
 * function gets the stats Module Federation writes the manifest from and the compilation, and adds
 * to `stats.metaData`.
 */
function manifestAdditions(additions) {
  return {
    additionalData: ({ stats, compilation }) => {
      for (const add of additions) add(stats, compilation);
      return stats;
    },
  };
}

/**
 * A remote: exposes `./app` plus the given widget/dialog parcels. `ModuleFederationPlugin`: the
 * plugin to build with (a fixture builds a remote with another version of Module Federation).
 */
function remoteConfig(
  { dir, name, exposes = {}, ModuleFederationPlugin: Federation = RemoteContainerPlugin },
  argv = {},
) {
  const remote = REMOTES[name];
  if (!remote) throw new Error(`unknown remote ${name}`);
  const config = baseConfig({ dir, mode: argv.mode, publicPath: 'auto' });
  const sharing = federationSharing(dir, { host: false });
  config.plugins = [
    ...config.plugins,
    new Federation({
      name: remote.container,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/remote.tsx', ...exposes },
      shared: sharing.shared,
      // the shared versions this build needs are in the manifest's `shared` (requiredVersion); the
      // names it imports from the shell's facades and tiers are added (`pnpm release promote` checks
      // both), and what the remote contributes to the portal (menus, routes, widgets, dialogs)
      manifest: manifestAdditions([
        recordSharedImports,
        recordOwnCopies(dir),
        recordContributions(dir, name),
        ...productionOnly(argv, [recordIntegrity]),
      ]),
      dts: false,
      // the remote entry takes runtime-core, the federation runtime itself, from the page (the shell
      // provides it: hostConfig) instead of carrying a copy: ≈ 20 KB compressed less per entry. Its
      // webpack bundler runtime is its own, from the MF version it was built with. A remote loads no
      // remote of its own and no snapshot: the bundler runtime's code for them is left out
      experiments: {
        externalRuntime: true,
        optimization: { target: 'web', disableRemote: true, disableSnapshot: true },
      },
    }),
    // a page to open the remote's folder alone (its development server serves the standalone page)
    ...(isServed(argv) ? [] : [htmlPage(dir, standalonePage(remote.container))]),
    ...productionOnly(argv, [...remoteIntegrityPlugins(dir), new PrecompressPlugin()]),
  ];
  // a chunk checked against its digest is a CORS request (webpack-subresource-integrity)
  config.output.crossOriginLoading = 'anonymous';
  withSharedTiers(config, sharing);
  if (!isServed(argv)) return config;
  // dev: `webpack serve`, hot reload in the portal (`pnpm dev <remote>`: --env portal) and on the
  // remote's standalone page (`pnpm --filter <remote> dev`)
  const served = withDevServer(config, { dir, name, fromPackage });
  return argv.env.portal ? served : withStandalonePage(served, { dir, name, hostConfig, fromPackage });
}

/** The host. Remotes are registered at run time from the manifest, never at build time. */
function hostConfig({ dir, htmlTemplate, plugins = [] }, argv = {}) {
  const { ModuleFederationPlugin } = fromPackage(dir, '@module-federation/enhanced/webpack');
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
      runtimePlugins: [provideExternalRuntimePlugin(dir)],
      // no snapshot plugin: the remote loader reads each build's mf-manifest.json itself (for the
      // modules it exposes), registers the container by its entry and preloads the exposed module's
      // scripts alongside it, which is what the plugin did with that file (−1.4 KB compressed). No
      // code for remotes either: the shell loads the remotes' containers through webpack's container
      // interface (init with the share scope, get a module; shell/src/remotes/containerRuntime.ts),
      // which leaves Module Federation's remote handler, snapshot handler and preloading out of
      // runtime-core (−4.7 KB compressed). The remotes take that runtime-core too (externalRuntime),
      // and load no remotes of their own
      experiments: { optimization: { target: 'web', disableSnapshot: true, disableRemote: true } },
    }),
    htmlPage(dir, fs.readFileSync(htmlTemplate, 'utf8'), { scriptLoading: 'defer', inject: 'head' }),
    ...plugins,
    ...productionOnly(argv, [new PrecompressPlugin()]),
  ];
  withSharedTiers(config, sharing);
  // dev: the development portal's shell (`pnpm dev <remote>`), into dist-dev
  return argv.mode === 'development' ? withDevShell(config, { dir }) : config;
}

module.exports = {
  baseConfig,
  remoteConfig,
  hostConfig,
  productionOnly,
  provideExternalRuntimePlugin,
  htmlPage,
  manifestAdditions,
  recordContributions,
  fromPackage,
};
