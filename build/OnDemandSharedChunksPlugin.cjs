// The shell provides the whole of each tiered shared module (build/sharedTiers.cjs) on demand: its
// files are fetched when the first part of the page that uses a name outside the core loads, which
// is an area's module on every area page. The shell's entry asks for them only once it has run and
// loaded that area's container, seconds after the page on a slow phone. This plugin writes
// `on-demand-shared.json` beside the build: `{ "files": [...] }`, the script files of the chunks
// that hold every shared module the build provides on demand (with the chunks they need), as paths
// of the site, so the server can name them in an area page's HTML (portal-server's areaPreload) and
// the browser fetches them while the entry arrives and runs. The former cores of a tiered module,
// also provided on demand, are left out: only a remote built against one fetches it.
const { isFormerCoreRequest } = require('./sharedTiers.cjs');

const NAME = 'OnDemandSharedChunksPlugin';
const FILE = 'on-demand-shared.json';

class OnDemandSharedChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const publicPath =
            typeof compilation.outputOptions.publicPath === 'string' &&
            compilation.outputOptions.publicPath !== 'auto'
              ? compilation.outputOptions.publicPath
              : '/';
          const files = new Set();
          for (const module of compilation.modules) {
            // a module Module Federation provides to the share scope; an eager one is in the entry
            if (module.type !== 'provide-module') continue;
            for (const block of module.blocks) {
              if (block.dependencies.some((dependency) => isFormerCoreRequest(dependency.request))) continue;
              const group = compilation.chunkGraph.getBlockChunkGroup(block);
              for (const chunk of group?.chunks ?? [])
                for (const file of chunk.files) if (file.endsWith('.js')) files.add(`${publicPath}${file}`);
            }
          }
          const json = `${JSON.stringify({ files: [...files].sort() }, null, 2)}\n`;
          compilation.emitAsset(FILE, new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { OnDemandSharedChunksPlugin, ON_DEMAND_SHARED_FILE: FILE };
