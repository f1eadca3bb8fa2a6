const { remoteConfig } = require('../build/webpack.common.cjs');

module.exports = (env, argv) => remoteConfig({ dir: __dirname, name: 'cdn' }, argv);
