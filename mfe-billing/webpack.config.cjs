const { remoteConfig } = require('../build/webpack.common.cjs');

// ./app (src/remote.tsx) plus the dialog and the dashboard cards the shell mounts by name
module.exports = (env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'billing',
      exposes: {
        './dialogs/AddBalance': './src/dialogs/AddBalance/remote.tsx',
        './widgets/Balance': './src/widgets/Balance/remote.tsx',
        './widgets/Consumption': './src/widgets/Consumption/remote.tsx',
        './search': './src/search/search.ts',
      },
    },
    argv,
  );
