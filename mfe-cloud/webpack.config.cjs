const { remoteConfig } = require('../build/webpack.common.cjs');

module.exports = (env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'cloud',
      exposes: {
        './widgets/Servers': './src/widgets/Servers/remote.tsx',
        './search': './src/search/search.ts',
      },
    },
    argv,
  );
