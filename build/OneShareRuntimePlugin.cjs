// webpack 5.111's RuntimePlugin adds webpack's own sharing runtime module (`__webpack_require__.S`
// and `.I`, with a `register(name, version, factory)` call per shared module) to every chunk that
// needs the share scope. @module-federation/enhanced adds its own sharing runtime module to the same
// chunk, which runs after it and assigns `.S` and `.I` again (its share scope lives in the federation
// runtime), so webpack's copy is dead code: ≈ 1.7 KB minified (0.3 KB compressed) in every remote
// entry and in the shell. This plugin leaves webpack's module out of a chunk that has the enhanced one.
const path = require('node:path');

/** A module of the webpack that runs `compiler` (a workspace may hold more than one copy of webpack). */
function runningWebpackModule(compiler, file) {
  const index = Object.values(require.cache).find((m) => m && m.exports === compiler.webpack);
  if (!index) throw new Error('OneShareRuntimePlugin: cannot locate the running webpack');
  return require(path.join(path.dirname(index.filename), file));
}

class OneShareRuntimePlugin {
  apply(compiler) {
    const CoreShareRuntimeModule = runningWebpackModule(compiler, 'sharing/ShareRuntimeModule.js');
    compiler.hooks.thisCompilation.tap('OneShareRuntimePlugin', (compilation) => {
      /** Whether `chunk` also has a sharing runtime module that is not webpack's (the enhanced one). */
      const hasEnhanced = (chunk) =>
        [...compilation.chunkGraph.getChunkRuntimeModulesIterable(chunk)].some(
          (module) => module.name === 'sharing' && !(module instanceof CoreShareRuntimeModule),
        );
      compilation.hooks.runtimeModule.tap('OneShareRuntimePlugin', (module, chunk) => {
        if (!(module instanceof CoreShareRuntimeModule)) return;
        const generate = module.generate.bind(module);
        // decided when the code is generated: by then every runtime module of the chunk is attached
        module.generate = () => (hasEnhanced(chunk) ? null : generate());
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
