const { remoteConfig } = require('../build/webpack.common.cjs');

module.exports = (env, argv) =>
  remoteConfig({ dir: __dirname, name: 'account', exposes: { './search': './src/search/search.ts' } }, argv);
