// A remote's files are checked before they run, and a chunk that does not arrive in time fails
// (docs/CONTRACTS.md, "Loading a remote: integrity and deadline"). The chain starts at the release
// manifest, which holds the sha384 of the version's mf-manifest.json:
// - mf-manifest.json records the digest of the container entry and of the scripts the shell asks
//   for itself (each exposed module's first scripts, which it preloads): `metaData.portal.integrity`;
// - the entry's webpack runtime sets `integrity` on every chunk script it creates
//   (webpack-subresource-integrity), the digests of a chunk's children travelling in the chunk
//   that loads them (`hashLoading: 'lazy'`): the entry carries only its direct children's, not
//   every chunk's (each digest is 64 incompressible characters);
// - a chunk script the shell's deadline (config.json `remoteLoadDeadlineSeconds`) passes without an
//   answer fails as webpack's own timeout does (ChunkLoadError of type `timeout`), instead of
//   waiting for webpack's built-in 120 s;
// - a chunk is asked for with the query of the entry that loads it, so that a retry (the shell's
//   `remoteEntry.js?attempt=<n>`) asks the server for every file again.
const crypto = require('node:crypto');

/** Where the shell puts its load deadline (ms) for the remotes' runtimes to read (shell/src/remotes/loadDeadline.ts). */
const DEADLINE_GLOBAL = 'portalRemoteLoadDeadlineMs';

/** Subresource-integrity value (sha384, base64) of a file's content, as the release tool writes it. */
function integrityOfSource(buffer) {
  return `sha384-${crypto.createHash('sha384').update(buffer).digest('base64')}`;
}

/** Where a remote's runtime keeps the query its entry was loaded with (`?attempt=2`), on `__webpack_require__`. */
const ENTRY_QUERY = 'portalEntryQuery';

/**
 * The code webpack's script loader runs right after creating a chunk's script element (`url`,
 * `script`; its handlers are set just after):
 * - the chunk is asked for with its entry's query: the shell loads an entry again after a failure
 *   as `remoteEntry.js?attempt=<n>`, so every file of that attempt has an address the browser has
 *   not used (its memory and HTTP caches would give a copy that failed its digest again);
 * - when the page gives a deadline, the script's own error handler is called with a `timeout`
 *   event once it passes; a script that answered first has no handler left.
 */
function chunkScriptCode() {
  const deadline = `window.${DEADLINE_GLOBAL}`;
  return [
    `if (__webpack_require__.${ENTRY_QUERY}) script.src = url + __webpack_require__.${ENTRY_QUERY};`,
    `if (typeof ${deadline} === "number") setTimeout(function () { if (script.onerror) script.onerror({ type: "timeout", target: script }); }, ${deadline});`,
  ].join('\n');
}

/** The runtime code that keeps the query of the entry script being run (none when there is none). */
function entryQueryCode() {
  return `__webpack_require__.${ENTRY_QUERY} = (function () { var src = document.currentScript && document.currentScript.src; return src ? src.replace(/#.*$/, "").replace(/^[^?]*/, "") : ""; })();`;
}

/**
 * A remote's chunk scripts carry its entry's query and have the page's deadline, through the
 * public hooks: the script loader's `createScript`, and a runtime module of the chunks that hold
 * the runtime (the entry), run as the entry script runs.
 */
class ChunkScriptsPlugin {
  apply(compiler) {
    const { LoadScriptRuntimeModule } = compiler.webpack.runtime;
    const { RuntimeModule } = compiler.webpack;
    class EntryQueryRuntimeModule extends RuntimeModule {
      constructor() {
        super('portal entry query', RuntimeModule.STAGE_BASIC);
      }
      generate() {
        return entryQueryCode();
      }
    }
    compiler.hooks.thisCompilation.tap(ChunkScriptsPlugin.name, (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(
        ChunkScriptsPlugin.name,
        (source) => `${source}\n${chunkScriptCode()}`,
      );
      compilation.hooks.additionalTreeRuntimeRequirements.tap(ChunkScriptsPlugin.name, (chunk) => {
        compilation.addRuntimeModule(chunk, new EntryQueryRuntimeModule());
      });
    });
  }
}

/** A digest webpack-subresource-integrity has yet to fill in, as its runtime code lists it: `<chunk id>:"<placeholder>"`. */
const PLACEHOLDER_ENTRY = /(["']?)([\w$.-]+)\1(\s*:\s*)"\*-\*-\*-CHUNK-SRI-HASH-[A-Za-z0-9+/=]+"/g;

/**
 * A chunk without a file (one that only consumes a shared module the page provides, with no copy
 * of its own) is never loaded by a script, so it has no digest; webpack-subresource-integrity still
 * lists it with a placeholder it never fills, and then fails the build for it. Its entry is emptied
 * first, just before the plugin fills in the others (same stage, tapped ahead of it).
 */
class FilelessChunkDigestsPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(FilelessChunkDigestsPlugin.name, (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: FilelessChunkDigestsPlugin.name,
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE - 1,
        },
        () => {
          const fileless = new Set(
            [...compilation.chunks]
              .filter((chunk) => chunk.id !== null && chunk.files.size === 0)
              .map((chunk) => String(chunk.id)),
          );
          if (!fileless.size) return;
          for (const chunk of compilation.chunks) {
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              const text = compilation.getAsset(file).source.source().toString();
              const emptied = text.replace(PLACEHOLDER_ENTRY, (entry, quote, id, colon) =>
                fileless.has(id) ? `${quote}${id}${quote}${colon}""` : entry,
              );
              if (emptied !== text) compilation.updateAsset(file, new sources.RawSource(emptied));
            }
          }
        },
      );
    });
  }
}

/**
 * What a remote's build adds for its files to be checked and its chunks to have a deadline, with the
 * plugin as the package in `dir` installs it (beside its webpack). Its output needs
 * `crossOriginLoading` (set by remoteConfig): a script checked against a digest is a CORS request.
 */
function remoteIntegrityPlugins(dir, { hashLoading = 'lazy' } = {}) {
  const { SubresourceIntegrityPlugin } = require(
    require.resolve('webpack-subresource-integrity', { paths: [dir] }),
  );
  return [
    new FilelessChunkDigestsPlugin(),
    new SubresourceIntegrityPlugin({ hashFuncNames: ['sha384'], hashLoading }),
    new ChunkScriptsPlugin(),
  ];
}

/**
 * A manifest addition (build/webpack.common.cjs manifestAdditions): `metaData.portal.integrity`, the
 * digest of the container entry and of every exposed module's first scripts, by file (relative to
 * the manifest, as the manifest names them), from the files as emitted.
 */
function recordIntegrity(stats, compilation) {
  const entry = [stats.metaData.remoteEntry?.path, stats.metaData.remoteEntry?.name]
    .filter(Boolean)
    .join('/');
  const files = [entry, ...(stats.exposes ?? []).flatMap((expose) => expose.assets?.js?.sync ?? [])];
  const integrity = {};
  for (const file of [...new Set(files)].sort()) {
    const asset = compilation.getAsset(file);
    if (!asset) throw new Error(`mf-manifest.json names ${file}, which the build did not emit`);
    integrity[file] = integrityOfSource(asset.source.buffer());
  }
  stats.metaData.portal = { ...stats.metaData.portal, integrity };
}

module.exports = {
  DEADLINE_GLOBAL,
  ENTRY_QUERY,
  ChunkScriptsPlugin,
  FilelessChunkDigestsPlugin,
  remoteIntegrityPlugins,
  recordIntegrity,
  integrityOfSource,
  chunkScriptCode,
  entryQueryCode,
};
