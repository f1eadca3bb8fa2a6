// The development side of the builds: a remote served by webpack-dev-server with hot module
// replacement and React Fast Refresh (`pnpm dev <remote>`), and the shell's development build the
// development portal serves. Nothing here is part of a production build.
const fs = require('node:fs');
const path = require('node:path');
const { remotes: REMOTES } = require('../release/remotes.json');

/** The environment variable that moves a remote's development server off its registry port (`MFE_CDN_DEV_PORT`). */
function devPortVariable(name) {
  return `${REMOTES[name].container.toUpperCase()}_DEV_PORT`;
}

/** The port of a remote's development server: the registry's `devPort`, unless its variable says otherwise. */
function devPort(name, env = process.env) {
  const given = env[devPortVariable(name)];
  if (given === undefined || given === '') return REMOTES[name].devPort;
  const port = Number(given);
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    throw new Error(`${devPortVariable(name)}=${given} is not a port`);
  return port;
}

/** Where a remote's development server answers, as the browser reaches it. */
function devOrigin(name, env = process.env) {
  return `http://localhost:${devPort(name, env)}`;
}

/** The development build a portal loads for a remote: its mf-manifest.json on the development server. */
function devEntry(name, env = process.env) {
  return `${devOrigin(name, env)}/mf-manifest.json`;
}

/** Whether webpack-cli is serving this build (`webpack serve`): the development server, not a build to disk. */
function isServed(argv = {}) {
  return Boolean(argv.env && argv.env.WEBPACK_SERVE);
}

/** Source maps without `eval`: the portal's Content Security Policy allows no eval, in development either. */
const DEV_DEVTOOL = 'cheap-module-source-map';

/**
 * Turns a remote's development build into what its development server serves: hot module
 * replacement (webpack-dev-server) and React Fast Refresh (SWC's refresh transform and
 * `@pmmmwh/react-refresh-webpack-plugin`), so an edited component is swapped in the running page,
 * keeping its state where Fast Refresh can. The portal loads the container from here (a page on
 * another origin: CORS, and nothing cached, since names carry no hash in development).
 */
function withDevServer(config, { dir, name, fromPackage }) {
  const port = devPort(name);
  const ReactRefreshPlugin = fromPackage(dir, '@pmmmwh/react-refresh-webpack-plugin');
  config.mode = 'development';
  config.devtool = DEV_DEVTOOL;
  for (const rule of config.module.rules) {
    if (rule.use && rule.use.loader === 'swc-loader') rule.use.options.jsc.transform.react.refresh = true;
  }
  config.plugins.push(new ReactRefreshPlugin({ overlay: false }));
  config.devServer = {
    port,
    host: 'localhost',
    hot: true,
    // an update that no module accepts (a change outside a component) reloads the page
    liveReload: true,
    static: false,
    headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' },
    client: {
      // the client runs in the portal's page, on another origin: it must name this server
      webSocketURL: { protocol: 'ws:', hostname: 'localhost', port, pathname: '/ws' },
      overlay: { errors: true, warnings: false, runtimeErrors: false },
      logging: 'warn',
    },
    devMiddleware: { stats: 'errors-warnings' },
  };
  return config;
}

/**
 * The shell's development build, for the development portal (`pnpm dev`): React's development
 * build (Fast Refresh needs it) and, before anything else, the React DevTools hook that lets a
 * remote's Fast Refresh runtime find the page's React (`dev/devtoolsHook.js`). It goes to
 * `dist-dev`, beside the production build the other commands serve.
 */
function withDevShell(config, { dir }) {
  config.devtool = DEV_DEVTOOL;
  config.entry = { main: [path.join(__dirname, 'dev/devtoolsHook.js'), ...[].concat(config.entry.main)] };
  config.output.path = path.join(dir, 'dist-dev');
  return config;
}

/** The provider API's paths, which the standalone page's own sandbox answers. */
const SANDBOX_PATHS = /^\/(api|submit|__sandbox|gateway)(\/|$)/;

/**
 * The provider sandbox in the development server's process, for the standalone page: a team works
 * on its area without the portal. Its data: `SANDBOX_DATA_DIR`, else `.sandbox-data/standalone`
 * (apart from `npm start`'s, which may run at the same time).
 */
function standaloneSandbox(port) {
  const sandboxDir = path.join(__dirname, '../provider-sandbox');
  const { require: tsxRequire } = require(require.resolve('tsx/cjs/api', { paths: [sandboxDir] }));
  const { createSandboxApp } = tsxRequire('./src/app.ts', path.join(sandboxDir, 'package.json'));
  const dataDir = path.resolve(
    process.env.SANDBOX_DATA_DIR || path.join(__dirname, '../.sandbox-data/standalone'),
  );
  fs.mkdirSync(dataDir, { recursive: true });
  return createSandboxApp({
    dbPath: path.join(dataDir, 'sandbox.sqlite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    publicOrigin: `http://localhost:${port}`,
    testRoutes: true,
  });
}

/**
 * The standalone page of a remote's development server (`pnpm --filter <remote> dev`): a minimal
 * Module Federation host (the shell's `src/standalone`, built as the shell's development build is,
 * into `/__standalone/`) that provides the shared modules and mounts the remote's `./app` from the
 * container beside it, with the provider sandbox on the same origin. One server serves both
 * compilations (webpack-dev-middleware leaves out one whose `devServer` is false, so the host gets
 * the server's client too; it stays idle, since an edit of the remote leaves the host's hash as it was).
 */
function withStandalonePage(served, { dir, name, hostConfig, fromPackage }) {
  const shellDir = path.join(__dirname, '../shell');
  const host = hostConfig(
    { dir, htmlTemplate: path.join(__dirname, 'dev/standalone.html') },
    { mode: 'development' },
  );
  const webpack = fromPackage(dir, 'webpack');
  host.name = 'standalone';
  host.entry = {
    main: [path.join(__dirname, 'dev/devtoolsHook.js'), path.join(shellDir, 'src/standalone/main.tsx')],
  };
  host.output = {
    ...host.output,
    path: path.join(dir, 'dist-dev/standalone'),
    publicPath: '/__standalone/',
    uniqueName: `${REMOTES[name].container}_standalone`,
  };
  host.plugins.push(new webpack.DefinePlugin({ STANDALONE_REMOTE: JSON.stringify(name) }));
  served.name = name;
  const port = served.devServer.port;
  served.devServer = {
    ...served.devServer,
    // every page address opens the standalone page; the remote's files are served as they are
    historyApiFallback: { index: '/__standalone/index.html' },
    setupMiddlewares(middlewares) {
      const sandbox = standaloneSandbox(port);
      middlewares.unshift({
        name: 'provider-sandbox',
        middleware: (req, res, next) => (SANDBOX_PATHS.test(req.path) ? sandbox(req, res, next) : next()),
      });
      return middlewares;
    },
  };
  return [served, host];
}

module.exports = {
  devPort,
  devPortVariable,
  devOrigin,
  devEntry,
  isServed,
  withDevServer,
  withDevShell,
  withStandalonePage,
  DEV_DEVTOOL,
};
