// The lean login app (shell/src/lean-login): the page /login loads, built on its own, after the
// shell's build, into the shell's dist folder (`login.html` and its script). Not a Module Federation
// host: React, react-dom and the app's own code (its calls over fetch, the shell's login rules,
// the login texts cut down at build time), no Chakra, emotion, TanStack Query, jotai, react-intl,
// final-form, router or federation runtime (build/test/lean-login.test.ts checks the graph). The page is
// the shell's index.html with this app's script; build/prerender-login.mjs then paints its form
// into it, in both locales, from this app's own render.
//
// Usage (from shell/): webpack --mode production --config ../build/webpack.login.cjs; with
// `--mode development` it goes beside the shell's development build (dist-dev), so the development
// portal's /login is this page too.
const fs = require('node:fs');
const path = require('node:path');
const { htmlPage, productionOnly } = require('./webpack.common.cjs');
const { PrecompressPlugin } = require('./PrecompressPlugin.cjs');
const { shellBeforePaintScripts } = require('./BeforePaintScriptsPlugin.cjs');

const SHELL = path.resolve(__dirname, '../shell');
const MESSAGES = /[\\/]src[\\/]messages[\\/][a-z]{2}\.json$/;

/** The login page's message ids (shell/src/lean-login/messages.ts, LOGIN_MESSAGE_PREFIXES). */
function loginMessagePrefixes() {
  const source = fs.readFileSync(path.join(SHELL, 'src/lean-login/messages.ts'), 'utf8');
  const list = /LOGIN_MESSAGE_PREFIXES = \[([^\]]*)\]/.exec(source);
  if (!list) throw new Error('shell/src/lean-login/messages.ts names no LOGIN_MESSAGE_PREFIXES');
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

function leanLoginConfig(_env, argv = {}) {
  const dev = argv.mode !== 'production';
  return {
    name: 'login',
    mode: dev ? 'development' : 'production',
    context: SHELL,
    target: ['web', 'es2020'],
    entry: { login: './src/lean-login/index.tsx' },
    // no eval in development either: the portal's Content Security Policy allows none
    devtool: dev ? 'cheap-module-source-map' : false,
    output: {
      path: path.join(SHELL, dev ? 'dist-dev' : 'dist'),
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? 'login-[name].js' : 'login-[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      // the shell's build, before this one, wrote the rest of the folder
      clean: false,
      uniqueName: 'login',
    },
    resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
    module: {
      parser: { javascript: { exportsPresence: 'error' } },
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: dev, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        {
          test: MESSAGES,
          type: 'json',
          use: {
            loader: path.join(__dirname, 'login-messages-loader.cjs'),
            options: { prefixes: loginMessagePrefixes() },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
        { test: /\.(woff2?|png|svg|jpe?g|gif|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      htmlPage(SHELL, fs.readFileSync(path.join(SHELL, 'public/index.html'), 'utf8'), {
        filename: 'login.html',
        scriptLoading: 'defer',
        inject: 'head',
      }),
      shellBeforePaintScripts(SHELL),
      ...productionOnly(argv, [new PrecompressPlugin()]),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'error' },
  };
}

module.exports = leanLoginConfig;
module.exports.leanLoginConfig = leanLoginConfig;
