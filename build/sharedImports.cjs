// The names a build imports from the shared modules whose exports the shell limits: the facades
// (build/facades) and the tiered modules (build/sharedTiers.cjs), by share key. A consumer gets
// whatever the providing build exports, and a name missing there is `undefined` at run time, not an
// error, so each remote's mf-manifest.json records them (`metaData.sharedImports`) and
// `pnpm release promote` refuses a build that imports a name the shell does not provide.
const { FACADES } = require('./federation.cjs');
const { TIERS, coreKey, formerCores } = require('./sharedTiers.cjs');

/** The share keys whose names are recorded: every facade, every tier of a tiered module, its former cores included. */
const CHECKED_SHARE_KEYS = [
  ...new Set([
    ...Object.keys(FACADES),
    ...Object.keys(TIERS),
    ...Object.keys(TIERS).map((name) => coreKey(name)),
    ...Object.keys(TIERS).flatMap((name) => formerCores(name).map((former) => former.key)),
  ]),
].sort();

/** Module Federation's type for the module that consumes a shared module (ConsumeSharedModule). */
const CONSUME_SHARED = 'consume-shared-module';

/**
 * Share key → the names the compilation's modules import from it, sorted; `*` stands for a use of
 * the whole namespace. Read from webpack's module graph: every active dependency on a module that
 * consumes one of `keys`, and the exports it references (an unused re-export references none).
 */
function importedSharedNames(compilation, keys = CHECKED_SHARE_KEYS) {
  const { moduleGraph } = compilation;
  const names = {};
  for (const module of compilation.modules) {
    const shareKey = module.options?.shareKey;
    if (module.type !== CONSUME_SHARED || !keys.includes(shareKey)) continue;
    const found = (names[shareKey] ??= new Set());
    for (const connection of moduleGraph.getIncomingConnections(module)) {
      if (!connection.dependency || !connection.originModule || !connection.isActive(undefined)) continue;
      for (const reference of connection.dependency.getReferencedExports(moduleGraph, undefined)) {
        const path = Array.isArray(reference) ? reference : reference.name;
        found.add(path.length ? path[0] : '*');
      }
    }
  }
  return Object.fromEntries(
    Object.entries(names)
      .filter(([, found]) => found.size > 0)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, found]) => [key, [...found].sort()]),
  );
}

/** A manifest addition (build/webpack.common.cjs manifestAdditions): `metaData.sharedImports`. */
function recordSharedImports(stats, compilation) {
  stats.metaData.sharedImports = importedSharedNames(compilation);
}

module.exports = { CHECKED_SHARE_KEYS, importedSharedNames, recordSharedImports };
