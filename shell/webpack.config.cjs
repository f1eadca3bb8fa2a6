// The shell (Module Federation host). Remotes are registered at run time from the manifest named in
// config.json, so this build holds nothing environment-specific.
const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { hostConfig } = require('../build/webpack.common.cjs');
const { shellBeforePaintScripts } = require('../build/BeforePaintScriptsPlugin.cjs');
const { OnDemandSharedChunksPlugin } = require('../build/OnDemandSharedChunksPlugin.cjs');

module.exports = (env, argv) => {
  const config = hostConfig(
    {
      dir: __dirname,
      htmlTemplate: path.join(__dirname, 'public/index.html'),
      // config.json keeps its name (it is per deployment, never cached), and so does the service
      // worker (a worker is known by its URL; revalidated on every visit); the scripts before the
      // first paint get content-hashed names, cached as immutable; the files of the shared modules
      // provided on demand are listed for the server's preload hints on area pages
      plugins: [
        new CopyPlugin({
          patterns: [
            { from: path.join(__dirname, 'public/config.json') },
            { from: path.join(__dirname, 'public/sw.js') },
          ],
        }),
        shellBeforePaintScripts(__dirname),
        new OnDemandSharedChunksPlugin(),
      ],
    },
    argv,
  );
  return config;
};
