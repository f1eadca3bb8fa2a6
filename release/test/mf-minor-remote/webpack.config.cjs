// The account remote built as its release is (build/webpack.common.cjs remoteConfig), but with
// another minor of Module Federation than the shell: @module-federation/enhanced-alt is
// @module-federation/enhanced 2.8 under another name (release/package.json), the workspace builds
// with 2.9. A remote entry carries its own webpack bundler runtime, so such a build loads and runs
// in the portal (e2e/tests/platform.spec.ts). Build it from mfe-account with `--output-path`.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced-alt/webpack');
const { remoteConfig } = require('../../../build/webpack.common.cjs');

const ACCOUNT = path.resolve(__dirname, '../../../mfe-account');

/** What the account remote exposes, read from its own config (as build/webpack.monolith.cjs does). */
function accountExposes(argv) {
  const config = require(path.join(ACCOUNT, 'webpack.config.cjs'))({}, argv);
  const federation = config.plugins.find(
    (p) =>
      p && p.constructor && ['RemoteContainerPlugin', 'ModuleFederationPlugin'].includes(p.constructor.name),
  );
  return federation._options.exposes;
}

module.exports = (env, argv = {}) =>
  remoteConfig(
    { dir: ACCOUNT, name: 'account', exposes: accountExposes(argv), ModuleFederationPlugin },
    argv,
  );
