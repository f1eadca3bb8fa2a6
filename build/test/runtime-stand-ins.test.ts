import fs from 'node:fs';
import path from 'node:path';

// build/runtime stands in for three files of Module Federation 2.9 (bundler.js in remotes; runtime-core's
// SnapshotHandler.js and utils/preload.js in the shell). An MF upgrade that changes what those files
// export, or the hooks a snapshot handler offers to plugins, must fail here rather than in a browser.
// the very files the shell's build resolves (build/webpack.common.cjs federationRuntime)
const { federationRuntime } = require('../webpack.common.cjs');
const { aliases } = federationRuntime(path.resolve(__dirname, '../../shell'));
const runtimeCore: string = aliases['portal-mf-runtime-core-dist'];
const bundlerRuntime = path.dirname(aliases['portal-mf-bundler-runtime$']);
const standIns = path.resolve(__dirname, '../runtime');

const read = (file: string) => fs.readFileSync(file, 'utf8');

/** The names an ES module exports, from its `export { … }` lists and `export const/function/class` lines. */
function exportedNames(source: string): string[] {
  const names = new Set<string>();
  for (const [, list = ''] of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    for (const item of list.split(',').map((s) => s.trim()).filter(Boolean)) names.add(item.split(/\s+as\s+/).pop() as string);
  }
  for (const [, name = ''] of source.matchAll(/^export\s+(?:async\s+)?(?:const|let|function|class)\s+([A-Za-z0-9_$]+)/gm)) names.add(name);
  return [...names].sort();
}

const hookNames = (source: string) => [...source.matchAll(/(\w+): new (?:Async|AsyncWaterfall|Sync|SyncWaterfall)Hook\(/g)].map((m) => m[1]).sort();

describe('build/runtime stand-ins for Module Federation files', () => {
  it('the shell snapshot handler exports what runtime-core\'s does, with the same plugin hooks', () => {
    const original = read(path.join(runtimeCore, 'plugins/snapshot/SnapshotHandler.js'));
    const standIn = read(path.join(standIns, 'snapshot-handler-without-manifests.mjs'));
    expect(exportedNames(standIn)).toEqual(exportedNames(original));
    expect(hookNames(standIn)).toEqual(hookNames(original));
    expect(hookNames(standIn).length).toBeGreaterThan(0);
  });

  it('the shell preload stand-in exports what runtime-core\'s utils/preload.js does', () => {
    const original = read(path.join(runtimeCore, 'utils/preload.js'));
    expect(exportedNames(read(path.join(standIns, 'no-preload-remote.mjs')))).toEqual(exportedNames(original));
    expect(exportedNames(original)).toContain('preloadAssets');
  });

  it('a remote\'s bundler stand-in exports what the bundler runtime\'s bundler.js does', () => {
    const original = exportedNames(read(path.join(bundlerRuntime, 'bundler.js')));
    const standIn = read(path.join(standIns, 'bundler-runtime-from-shell.mjs'));
    // the stand-in writes its default export as `export default`
    const names = [...exportedNames(standIn), ...(/^export default /m.test(standIn) ? ['default'] : [])].sort();
    expect(names).toEqual(original);
    expect(original).toEqual(expect.arrayContaining(['bundlerRuntime', 'default', 'runtime']));
  });
});
