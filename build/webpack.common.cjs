// Webpack settings shared by the shell and the five remotes.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedConfig, facadeAliases, browserResolver, packageRoot, REMOTES } = require('./federation.cjs');
const { PrecompressPlugin } = require('./PrecompressPlugin.cjs');

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

function baseConfig({ dir, mode, publicPath }) {
  const dev = mode !== 'production';
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
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'], alias: facadeAliases(dir) },
    module: {
      // importing a name a module does not export fails the build (a facade re-exporting a name its
      // package lacks, too; a consumer of a shared module is checked by build/test/facades.test.ts)
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'swc-loader', options: swcOptions(dev) } },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(woff2?|png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
      ],
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

/** `plugins` in a production build, nothing in development. */
function productionOnly(argv, plugins) {
  return argv.mode === 'production' ? plugins : [];
}

/** The ES module of @module-federation/inject-external-runtime-core-plugin (sets `_FEDERATION_RUNTIME_CORE`). */
function injectExternalRuntimeCorePlugin(dir) {
  const enhancedDir = packageRoot('@module-federation/enhanced', dir).dir;
  return browserResolver(enhancedDir)(enhancedDir, '@module-federation/inject-external-runtime-core-plugin');
}

/** A remote: exposes `./app` plus the given widget/dialog parcels. */
function remoteConfig({ dir, name, exposes = {} }, argv = {}) {
  const remote = REMOTES[name];
  if (!remote) throw new Error(`unknown remote ${name}`);
  const config = baseConfig({ dir, mode: argv.mode, publicPath: 'auto' });
  config.plugins = [
    new ModuleFederationPlugin({
      name: remote.container,
      filename: 'remoteEntry.js',
      exposes: { './app': './src/remote.tsx', ...exposes },
      shared: sharedConfig(dir),
      manifest: true,
      dts: false,
      // the shell provides the federation runtime (hostConfig): a remote entry without its
      // own copy is ≈ 9 KB instead of ≈ 28 KB compressed, and every remote on a page shares one runtime
      experiments: { externalRuntime: true, optimization: { target: 'web' } },
    }),
    // a page to open the remote alone (`pnpm --filter @portal/mfe-x serve`)
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'standalone.html'), title: remote.container }),
    ...productionOnly(argv, [new PrecompressPlugin()]),
  ];
  return config;
}

/** The host. Remotes are registered at run time from the manifest, never at build time. */
function hostConfig({ dir, htmlTemplate, plugins = [] }, argv = {}) {
  const config = baseConfig({ dir, mode: argv.mode, publicPath: '/' });
  config.plugins = [
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
      shared: Object.fromEntries(Object.entries(sharedConfig(dir)).map(([name, config]) => [name, { ...config, eager: true }])),
      dts: false,
      // what `experiments.provideExternalRuntime` does, but with the plugin's ES module: that option
      // adds the plugin by require.resolve, i.e. its CommonJS build, which pulls a second, CommonJS
      // copy of runtime-core and the MF sdk into the shell next to the ES one (49 → 27 KB gzip)
      runtimePlugins: [injectExternalRuntimeCorePlugin(dir)],
      experiments: { optimization: { target: 'web' } },
    }),
    new HtmlWebpackPlugin({ template: htmlTemplate, scriptLoading: 'defer', inject: 'head' }),
    ...plugins,
    ...productionOnly(argv, [new PrecompressPlugin()]),
  ];
  return config;
}

module.exports = { baseConfig, remoteConfig, hostConfig, productionOnly };
