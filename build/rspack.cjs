// The same builds with Rspack, for `npm run bench` to measure side by side with webpack: a config of
// build/webpack.common.cjs (shell, remote) or build/webpack.monolith.cjs, turned into an Rspack one.
// Rspack runs the same loaders and options; what differs is its own SWC loader and minifiers, its
// HTML and copy plugins, and Module Federation's Rspack plugin (@module-federation/enhanced/rspack)
// with the same options. Not the portal's build: the bench decides (build/README.md has its numbers).
const path = require('node:path');

/** @rspack/core is an ES module; Node 20.19+ requires it, older Node imports it. */
async function loadRspack() {
  const { rspack } = await import('@rspack/core');
  return rspack;
}

/** Rspack's counterpart of each webpack plugin the builds use (the others run as they are; null: none needed). */
function rspackPlugin(rspack, plugin, dir) {
  switch (plugin.constructor.name) {
    // a remote's container (build/RemoteContainerPlugin.cjs) keeps Module Federation's options
    case 'RemoteContainerPlugin':
    case 'ModuleFederationPlugin': {
      const { ModuleFederationPlugin } = require(
        require.resolve('@module-federation/enhanced/rspack', { paths: [dir] }),
      );
      // the recorded imports read webpack's module graph (build/sharedImports.cjs), which Rspack's
      // JavaScript API does not offer: the manifest without them, but with a remote's contributions,
      // which is where the shell finds its dashboard cards (without them `/` loads no remote), and
      // the digests the shell checks the remote's files against
      const { recordContributions, manifestAdditions } = require('./webpack.common.cjs');
      const { recordIntegrity } = require('./remoteIntegrity.cjs');
      const { REMOTES, recordOwnCopies } = require('./federation.cjs');
      const remote = Object.keys(REMOTES).find((name) => REMOTES[name].container === plugin._options.name);
      const manifest = !plugin._options.manifest
        ? plugin._options.manifest
        : remote
          ? manifestAdditions([recordOwnCopies(dir), recordContributions(dir, remote), recordIntegrity])
          : true;
      return new ModuleFederationPlugin({ ...plugin._options, manifest });
    }
    // Rspack's own Subresource Integrity (its options are the webpack plugin's)
    case 'SubresourceIntegrityPlugin': {
      const { hashFuncNames, hashLoading } = plugin.options;
      return new rspack.SubresourceIntegrityPlugin({ hashFuncNames, hashLoading });
    }
    // webpack-subresource-integrity's shortcoming only
    case 'FilelessChunkDigestsPlugin':
      return null;
    // the chunk scripts' code through Rspack's `createScript` hook (its RuntimePlugin's); without the
    // runtime module that keeps the entry's query, a retry's chunks keep their plain addresses
    case 'ChunkScriptsPlugin': {
      const { chunkScriptCode } = require('./remoteIntegrity.cjs');
      return {
        apply(compiler) {
          compiler.hooks.thisCompilation.tap('ChunkScriptsPlugin', (compilation) => {
            rspack.RuntimePlugin.getCompilationHooks(compilation).createScript.tap(
              'ChunkScriptsPlugin',
              (source) => `${source}\n${chunkScriptCode()}`,
            );
          });
        },
      };
    }
    case 'NormalModuleReplacementPlugin':
      return new rspack.NormalModuleReplacementPlugin(plugin.resourceRegExp, plugin.newResource);
    case 'DefinePlugin':
      return new rspack.DefinePlugin(plugin.definitions);
    case 'HtmlWebpackPlugin': {
      const { templateContent, scriptLoading, inject } = plugin.userOptions;
      return new rspack.HtmlRspackPlugin({ templateContent, scriptLoading, inject });
    }
    case 'CopyPlugin':
      return new rspack.CopyRspackPlugin({ patterns: plugin.patterns });
    default:
      return plugin;
  }
}

/** An Rspack config from a webpack one of these builds (`dir`: the package it builds). */
function toRspack(rspack, config, dir) {
  const production = config.mode === 'production';
  const filename = production ? '[name].[contenthash:8].js' : '[name].js';
  return {
    ...config,
    output: { ...config.output, filename, chunkFilename: filename },
    module: {
      ...config.module,
      rules: config.module.rules.map((rule) =>
        rule.use && rule.use.loader === 'swc-loader'
          ? { ...rule, use: { loader: 'builtin:swc-loader', options: rule.use.options } }
          : rule,
      ),
    },
    plugins: config.plugins.map((plugin) => rspackPlugin(rspack, plugin, dir)).filter(Boolean),
    optimization: {
      ...config.optimization,
      ...(production
        ? {
            minimizer: [
              new rspack.SwcJsMinimizerRspackPlugin(),
              new rspack.LightningCssMinimizerRspackPlugin(),
            ],
          }
        : {}),
    },
  };
}

/** Builds `configFile` (a webpack config of the package in `dir`) with Rspack into `outDir`; resolves with the milliseconds it took. */
async function buildWithRspack({
  dir,
  configFile = path.join(dir, 'webpack.config.cjs'),
  outDir,
  mode = 'production',
}) {
  const rspack = await loadRspack();
  const factory = require(configFile);
  const config = toRspack(rspack, typeof factory === 'function' ? factory({}, { mode }) : factory, dir);
  config.output.path = outDir;
  const started = Date.now();
  await new Promise((resolve, reject) =>
    rspack(config, (error, stats) => {
      if (error) return reject(error);
      const { errors } = stats.toJson({ all: false, errors: true });
      if (errors.length) return reject(new Error(`${dir}: ${errors[0].message}`));
      return resolve();
    }),
  );
  return Date.now() - started;
}

module.exports = { toRspack, buildWithRspack };
