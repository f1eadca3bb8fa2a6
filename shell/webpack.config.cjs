// The shell (Module Federation host). Remotes are registered at run time from the manifest named in
// config.json, so this build holds nothing environment-specific.
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { hostConfig } = require('../build/webpack.common.cjs');

module.exports = (env, argv) => {
  const config = hostConfig(
    {
      dir: __dirname,
      htmlTemplate: path.join(__dirname, 'public/index.html'),
      plugins: [new CopyPlugin({ patterns: [{ from: path.join(__dirname, 'public/config.json') }, { from: path.join(__dirname, 'public/color-mode.js') }, { from: path.join(__dirname, 'public/first-paint.js') }] })],
    },
    argv,
  );
  return config;
};
