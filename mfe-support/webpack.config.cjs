const { remoteConfig } = require('../build/webpack.common.cjs');

module.exports = (env, argv) =>
  remoteConfig(
    {
      dir: __dirname,
      name: 'support',
      // the shell mounts these besides ./app: the dashboard card and the new-ticket dialog
      exposes: {
        './widgets/LatestTickets': './src/widgets/LatestTickets/remote.tsx',
        './dialogs/NewTicket': './src/dialogs/NewTicket/remote.tsx',
        './search': './src/search/search.ts',
      },
    },
    argv,
  );
