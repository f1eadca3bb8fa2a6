/* global PORTAL_MF_VERSION -- defined by build/webpack.common.cjs (withFederationRuntime) */
// Stands in for @module-federation/webpack-bundler-runtime's `bundler.js` in a remote's entry
// (build/webpack.common.cjs remoteConfig): the functions come from the shell, which provides them
// with the federation runtime (./provide-federation-runtime.mjs). What a remote entry keeps is what
// holds state per container: its own `federation` object, its own @module-federation/runtime
// wrapper (which remembers the container's instance), and initContainerEntry, which the shell's
// build leaves out because the shell exposes nothing. A remote entry: 30 → 20 KB minified.
import * as runtime from 'portal-mf-runtime';
import { initContainerEntry } from 'portal-mf-init-container-entry';

const provided = globalThis.__PORTAL_FEDERATION_BUNDLER_RUNTIME__;
if (!provided) {
  throw new Error('This remote runs inside the portal shell, which provides the Module Federation runtime; the shell has not been loaded.');
}
if (provided.version !== PORTAL_MF_VERSION) {
  // the functions work on this entry's webpack runtime, whose shape is set by the build's MF version
  console.warn(`Module Federation ${PORTAL_MF_VERSION} in this remote, ${provided.version} in the shell: build both with one version.`);
}

export const bundlerRuntime = { ...provided.bundlerRuntime, S: {}, initContainerEntry };
export const attachShareScopeMap = provided.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { runtime };

const federation = { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
export default federation;
