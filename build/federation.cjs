// The one list of Module Federation shared singletons: exactly one copy of React (and of each of
// these) on a page, whichever containers it loads.
// @chakra-ui/react is deliberately absent: only shared-ui imports it, so it is tree-shaken inside
// the shared shared-ui chunk instead of shipping whole (1.12 MiB when shared whole).
const fs = require('node:fs');
const path = require('node:path');
const { TIERS, coreNames, coreOfKey, exportNames, tierSharing, withCoreKeys } = require('./sharedTiers.cjs');

const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  '@emotion/react',
  'jotai',
  'jotai/vanilla',
  'jotai/vanilla/utils',
  'react-intl',
  'react-final-form',
  'final-form',
  '@tanstack/react-query',
  '@portal/shared-sdk',
  '@portal/shared-ui',
];

/** The remotes by name (container, base path, folder, …): the registry, release/remotes.json. */
const REMOTES = require('../release/remotes.json').remotes;

/**
 * The folder of an installed package as seen from `fromDir`. Resolves the package's entry and walks
 * up to its package.json, because packages such as react-intl don't export `./package.json`.
 */
function packageRoot(name, fromDir) {
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  let dir = path.dirname(require.resolve(base, { paths: [fromDir] }));
  for (;;) {
    const file = path.join(dir, 'package.json');
    // a nested package.json (react-final-form/dist/package.json) names the package but has no version
    const pkg = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
    if (pkg && pkg.name === base && pkg.version) return { base, dir };
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`cannot find package.json of ${base} from ${fromDir}`);
    dir = parent;
  }
}

/**
 * The range a build accepts for a shared module it was built against at `version`: the same major,
 * from the minor it bundled on (a build may use what that minor added), `^1.2.0` for 1.2.5; for a
 * 0.x version (where a minor may break) that minor only, `~0.4.0`.
 */
function requiredRange(version) {
  const [major, minor] = version.split(/[.+-]/);
  return major === '0' ? `~0.${minor}.0` : `^${major}.${minor}.0`;
}

/** Version actually bundled by the package in `fromDir`, and the range it accepts (requiredRange). */
function sharedVersion(name, fromDir) {
  const { dir } = packageRoot(name, fromDir);
  const version = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
  return { version, requiredVersion: requiredRange(version) };
}

/**
 * Shared singletons provided through a facade (build/facades) that re-exports only the names the
 * portal uses: a shared module is bundled whole, because its consumers are unknown at build time,
 * and for these packages "whole" is several times what is used (react-router-dom: 61 KB compressed
 * whole, 15 KB as used). A facade imports the real package as `portal-<name>` (facadeAliases).
 */
const FACADES = Object.fromEntries(
  [
    'react-router-dom',
    '@tanstack/react-query',
    'react-intl',
    'react-final-form',
    'jotai/vanilla/utils',
    '@emotion/react',
  ].map((name) => [name, path.join(__dirname, 'facades', `${name.replaceAll('/', '__')}.mjs`)]),
);

/** webpack's own resolver, with the conditions of a browser ESM build. */
function browserResolver(fromDir) {
  const webpackDir = path.dirname(require.resolve('webpack/package.json', { paths: [fromDir] }));
  const resolve = require(require.resolve('enhanced-resolve', { paths: [webpackDir] }));
  return resolve.create.sync({
    conditionNames: ['webpack', 'production', 'browser', 'import', 'module', 'default'],
    mainFields: ['browser', 'module', 'main'],
    extensions: ['.mjs', '.js'],
  });
}

/** `portal-<name>` → the real package as the remote/shell in `fromDir` resolves it (webpack resolve.alias). */
function facadeAliases(fromDir) {
  const resolveSync = browserResolver(fromDir);
  return Object.fromEntries(
    Object.keys(FACADES).map((name) => [`portal-${name}$`, resolveSync(fromDir, name)]),
  );
}

/** MF `shared` config for a package folder. */
function sharedConfig(fromDir) {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => [
      name,
      {
        singleton: true,
        ...sharedVersion(name, fromDir),
        ...(FACADES[name] ? { import: FACADES[name] } : {}),
      },
    ]),
  );
}

/**
 * The shared modules a remote may bring its own copy of: the SDK, which a remote can move to a new
 * major of ahead of the shell (its container takes the page's copy only when its range accepts it,
 * else runs its own: build/RemoteContainerPlugin.cjs; for a remote built with Module Federation's
 * plugin the shell's ownCopyForOtherMajors does the same), and the session still reaches it over
 * the bus while both copies speak one core protocol (recordOwnCopies; `pnpm release promote`
 * refuses an own copy of another). For the other singletons — React, the libraries
 * holding React context, and shared-ui with Chakra's — a second copy does not work on one page,
 * `pnpm release promote` refuses a build the shell's version does not satisfy, and the eager shell
 * has always loaded its copy first: a remote's own would never run, and only cost the remote entry
 * the tables that describe it (5.0 → 4.1 KB compressed, with OneShareRuntimePlugin).
 */
const OWN_COPY_ALLOWED = ['@portal/shared-sdk'];

/**
 * What an own copy of `name` shares with the other copies on a page, as a number: for the SDK its
 * core protocol (its package.json `portal.coreProtocol`: the bus's window events and channel, the
 * session's storage keys; shared-sdk/src/bus/coreProtocol.test.ts pins them to it). Null when the
 * package does not say.
 */
function coreProtocol(name, fromDir) {
  const { dir } = packageRoot(name, fromDir);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return typeof pkg.portal?.coreProtocol === 'number' ? pkg.portal.coreProtocol : null;
}

/**
 * A manifest addition (build/webpack.common.cjs manifestAdditions): `metaData.portal.ownCopies`, the
 * core protocol of each module the remote may bring its own copy of, by which `pnpm release promote`
 * judges whether that copy can run beside the shell's (release/src/store/compatibility.ts).
 */
function recordOwnCopies(fromDir) {
  return (stats) => {
    const ownCopies = Object.fromEntries(
      (stats.shared ?? [])
        .filter((shared) => ownCopyAllowed(shared.name))
        .map((shared) => [shared.name, { coreProtocol: coreProtocol(packageOfKey(shared.name), fromDir) }]),
    );
    stats.metaData.portal = { ...stats.metaData.portal, ownCopies };
  };
}

/** The package a share key shares: a tier's core key (`@portal/shared-sdk/core-2`) is its package's. */
function packageOfKey(key) {
  return coreOfKey(key)?.name ?? key;
}

/** Whether a remote may bring its own copy of what a share key shares (the package, or its core). */
function ownCopyAllowed(key) {
  return OWN_COPY_ALLOWED.includes(packageOfKey(key));
}

/** MF `shared` config for a remote's folder: consume-only for what it may not bring a copy of. */
function remoteSharedConfig(fromDir) {
  return Object.fromEntries(
    Object.entries(sharedConfig(fromDir)).map(([name, config]) => [
      name,
      OWN_COPY_ALLOWED.includes(name) ? config : { ...config, import: false },
    ]),
  );
}

/** The file a build shares a module from: its facade, or the package's entry as the build resolves it. */
function sharedFile(name, fromDir) {
  return FACADES[name] ?? browserResolver(fromDir)(fromDir, name);
}

/**
 * What a build gives Module Federation and webpack to share (build/sharedTiers.cjs routes the tiered
 * modules): MF `shared`, the tier module's rules and the routing plugin. The shell
 * provides every shared module from its entry file, a tiered module's whole on demand; a remote
 * takes them from the shell.
 */
function federationSharing(fromDir, { host }) {
  const shared = host
    ? Object.fromEntries(
        Object.entries(sharedConfig(fromDir)).map(([name, config]) => [name, { ...config, eager: true }]),
      )
    : remoteSharedConfig(fromDir);
  return tierSharing(shared, { provide: host, wholeFile: (name) => sharedFile(name, fromDir) });
}

/**
 * The names the shell provides under a share key, when it does not provide the whole package: a
 * facade's list, a tier's core (current or former), a tiered module's exports; null for a package shared whole.
 */
function providedNames(key, shellDir) {
  const core = coreOfKey(key);
  if (core) return [...coreNames(core.name, core.generation)].sort();
  if (TIERS[key]) return exportNames(sharedFile(key, shellDir), { barrel: true }).sort();
  if (FACADES[key]) return exportNames(FACADES[key]).sort();
  return null;
}

/**
 * The shared modules the shell provides, by share key: the version, the names where it does not
 * provide the whole package (providedNames), and the core protocol of a module a remote may bring
 * its own copy of. What `pnpm release promote` checks a remote against.
 */
function shellProvides(shellDir) {
  return Object.fromEntries(
    Object.entries(withCoreKeys(sharedConfig(shellDir))).map(([key, config]) => {
      const names = providedNames(key, shellDir);
      const protocol = ownCopyAllowed(key) ? { coreProtocol: coreProtocol(packageOfKey(key), shellDir) } : {};
      return [
        key,
        {
          version: config.version,
          requiredVersion: config.requiredVersion,
          ...(names ? { exports: names } : {}),
          ...protocol,
        },
      ];
    }),
  );
}

module.exports = {
  SHARED_SINGLETONS,
  REMOTES,
  FACADES,
  OWN_COPY_ALLOWED,
  sharedConfig,
  remoteSharedConfig,
  federationSharing,
  shellProvides,
  recordOwnCopies,
  coreProtocol,
  sharedVersion,
  requiredRange,
  facadeAliases,
  browserResolver,
  packageRoot,
};
