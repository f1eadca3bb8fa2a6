// A remote's container built with webpack's own Module Federation plugins (`webpack.container`,
// `webpack.sharing`: public API), and the `mf-manifest.json` the shell and `pnpm release` read,
// written from webpack's chunk graph. The container speaks webpack's container interface (`init`
// with the page's share scope, `get` a module), which is how the shell loads every container; it
// carries webpack's own sharing code and no Module Federation bundler runtime: its entry is
// 3.2 KB compressed where @module-federation/enhanced's is 7.0 KB (build/README.md).
const fs = require('node:fs');
const path = require('node:path');

/** A chunk group's name for an exposed module (`./widgets/Balance` → `__federation_expose_widgets__Balance`). */
function exposeChunkName(key) {
  return `__federation_expose_${key.replace(/^\.\//, '').replaceAll('/', '__')}`;
}

/** The options webpack's ConsumeSharedPlugin takes for one shared module (it refuses any other). */
const CONSUME_OPTIONS = [
  'import',
  'shareKey',
  'shareScope',
  'requiredVersion',
  'packageName',
  'strictVersion',
  'singleton',
  'eager',
];

/**
 * A shared module as the remote consumes it: without a copy of its own (`import: false`), the
 * singleton the page provides; with one (the SDK, build/federation.cjs OWN_COPY_ALLOWED), a version of
 * the page's that its range accepts, else its own copy, which it does not provide to the page (a
 * remote of another major never hands its copy to the shell or another remote).
 */
function consumeOptions(key, config) {
  const options = Object.fromEntries(
    Object.entries(config).filter(([name]) => CONSUME_OPTIONS.includes(name)),
  );
  if (config.import === false) return { ...options, shareKey: key };
  return { ...options, shareKey: key, singleton: false, strictVersion: true };
}

/** The package.json of the package a build's folder is in (a folder of its own may have none). */
function nearestPackageJson(dir) {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8'));
    if (path.dirname(at) === at) return {};
  }
}

/** The `.js` files of chunks. */
function scripts(chunks) {
  return [
    ...new Set([...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')))),
  ];
}

/** An exposed module's files: those it needs at once (its chunk group) and those it may load later. */
function exposeAssets(group) {
  const sync = scripts(group.chunks);
  const later = new Set();
  for (const chunk of group.chunks) for (const async of chunk.getAllAsyncChunks()) later.add(async);
  return {
    js: { sync, async: scripts(later).filter((file) => !sync.includes(file)) },
    css: { sync: [], async: [] },
  };
}

/** The files of a shared module's own copy (the consume module's fallback chunk), none without one. */
function sharedAssets(compilation, key) {
  const files = [];
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module' || module.options?.shareKey !== key) continue;
    for (const block of module.blocks) {
      const group = compilation.chunkGraph.getBlockChunkGroup(block);
      if (group) files.push(...scripts(group.chunks));
    }
  }
  return { js: { sync: [...new Set(files)], async: [] }, css: { sync: [], async: [] } };
}

/**
 * `mf-manifest.json` in the shape @module-federation/enhanced writes it, with the fields the portal
 * reads: `metaData.remoteEntry` (the container's script), `exposes` (each module's path and files),
 * `shared` (each module's version, the range the build accepts, the files of its own copy), and what
 * `manifest.additionalData` adds to `metaData` (build/webpack.common.cjs manifestAdditions).
 */
function buildManifest(compilation, { name, filename, exposes, shared, packageJson }) {
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: packageJson.version, buildName: packageJson.name },
      remoteEntry: { name: filename, path: '', type: 'global' },
      globalName: name,
      publicPath: 'auto',
    },
    shared: Object.entries(shared).map(([key, config]) => ({
      id: `${name}:${key}`,
      name: key,
      version: config.version,
      singleton: Boolean(config.singleton),
      requiredVersion: config.requiredVersion,
      assets: sharedAssets(compilation, key),
    })),
    exposes: Object.keys(exposes).map((key) => {
      const group = compilation.namedChunkGroups.get(exposeChunkName(key));
      if (!group) throw new Error(`no chunk group for the exposed module ${key}`);
      const short = key.replace(/^\.\//, '');
      return { id: `${name}:${short}`, name: short, assets: exposeAssets(group), path: key };
    }),
    remotes: [],
  };
}

/**
 * A remote's container: `name` (the global its entry defines), `filename`, `exposes` (`./app` →
 * file), `shared` (by share key, as build/federation.cjs gives a remote) and `manifest` (its
 * `additionalData`, build/webpack.common.cjs manifestAdditions). Its options keep the shape of Module
 * Federation's plugin, which the monolith and the Rspack comparison read.
 */
class RemoteContainerPlugin {
  constructor(options) {
    this._options = options;
  }

  apply(compiler) {
    const { webpack } = compiler;
    const { name, filename, exposes, shared, manifest } = this._options;
    new webpack.container.ContainerPlugin({
      name,
      filename,
      library: { type: 'global', name },
      exposes: Object.fromEntries(
        Object.entries(exposes).map(([key, file]) => [key, { import: file, name: exposeChunkName(key) }]),
      ),
    }).apply(compiler);
    new webpack.sharing.ConsumeSharedPlugin({
      consumes: Object.fromEntries(
        Object.entries(shared).map(([key, config]) => [key, consumeOptions(key, config)]),
      ),
    }).apply(compiler);
    compiler.hooks.thisCompilation.tap(RemoteContainerPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: RemoteContainerPlugin.name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const packageJson = nearestPackageJson(compiler.context);
          const stats = buildManifest(compilation, { name, filename, exposes, shared, packageJson });
          const written =
            manifest && manifest.additionalData ? manifest.additionalData({ stats, compilation }) : stats;
          compilation.emitAsset(
            'mf-manifest.json',
            new webpack.sources.RawSource(`${JSON.stringify(written, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { RemoteContainerPlugin, exposeChunkName, consumeOptions };
