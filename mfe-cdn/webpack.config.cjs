const { remoteConfig } = require('../build/webpack.common.cjs');

module.exports = (env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'cdn',
      // the shell mounts these besides ./app: the domains option of the dashboard's resources card and the add-domain wizard
      exposes: {
        './widgets/Domains': './src/widgets/Domains/remote.tsx',
        './dialogs/AddDomain': './src/dialogs/AddDomain/remote.tsx',
        './search': './src/search/search.ts',
      },
    },
    argv,
  );
