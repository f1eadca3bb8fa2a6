// The shell (Module Federation host). Remotes are registered at run time from the manifest named in
// config.json, so this build holds nothing environment-specific.
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { hostConfig } = require('../build/webpack.common.cjs');

/** @fontsource/vazirmatn is a dependency of shared-ui, not of the shell; reach it through shared-ui. */
function fontAlias() {
  try {
    const pkg = require.resolve('@fontsource/vazirmatn/package.json', {
      paths: [__dirname, path.join(__dirname, '../shared-ui')],
    });
    return { '@fontsource/vazirmatn': path.dirname(pkg) };
  } catch {
    return {};
  }
}

/**
 * webpack 5.111 + @module-federation/enhanced 2.9.2 (module-federation/core#5077): the federation
 * runtime module resolves the chunk filename while hashes are still being computed, so a plain
 * `[contenthash]` template fails the production build. Until then there is no hash to put in it.
 */
function hashedFilename(pathData) {
  const ready = pathData.chunk && pathData.chunk.contentHash && pathData.chunk.contentHash.javascript;
  return ready ? '[name].[contenthash:8].js' : '[name].js';
}

module.exports = (env, argv) => {
  const config = hostConfig(
    {
      dir: __dirname,
      htmlTemplate: path.join(__dirname, 'public/index.html'),
      plugins: [new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public/config.json') }] })],
    },
    argv,
  );
  if (config.mode === 'production') {
    config.output.filename = hashedFilename;
    config.output.chunkFilename = hashedFilename;
  }
  config.resolve.alias = { ...config.resolve.alias, ...fontAlias() };
  return config;
};
