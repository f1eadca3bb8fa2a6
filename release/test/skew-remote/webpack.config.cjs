// A tiny remote for the version-skew test (e2e/tests/releases.spec.ts): it poses as mfe_account
// (so a QA override can load it) and is built against the SDK major given by `--env sdk=<version>`.
// It bundles the real shared-sdk source; only the version it declares to Module Federation changes.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { recordOwnCopies, requiredRange } = require('../../../build/federation.cjs');
const { manifestAdditions } = require('../../../build/webpack.common.cjs');
const { recordIntegrity, remoteIntegrityPlugins } = require('../../../build/remoteIntegrity.cjs');

module.exports = (env = {}) => {
  const sdk = env.sdk ?? '1.0.5';
  return {
    mode: 'production',
    context: __dirname,
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(__dirname, 'dist'),
      publicPath: 'auto',
      uniqueName: 'mfe-account',
      clean: true,
      crossOriginLoading: 'anonymous',
    },
    resolve: { extensions: ['.ts', '.mjs', '.js', '.json'] },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name: 'mfe_account',
        filename: 'remoteEntry.js',
        exposes: { './app': './src/skewParcel.ts' },
        shared: {
          '@portal/shared-sdk': { singleton: true, version: sdk, requiredVersion: requiredRange(sdk) },
        },
        // released builds are checked by the shell before they run: the digests, as remoteConfig records
        // them; and the core protocol of its copy of the SDK, by which promote judges it
        manifest: manifestAdditions([recordOwnCopies(__dirname), recordIntegrity]),
        dts: false,
      }),
      new (require('webpack').DefinePlugin)({ BUILT_AGAINST_SDK: JSON.stringify(sdk) }),
      ...remoteIntegrityPlugins(__dirname),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
