/* global PORTAL_MF_VERSION -- defined by build/webpack.common.cjs (withFederationRuntime) */
// Stands in for @module-federation/webpack-bundler-runtime's `bundler.js` in a remote's entry
// (build/webpack.common.cjs remoteConfig): the functions come from the shell, which provides them
// with the federation runtime (./provide-federation-runtime.mjs). What a remote entry keeps is what
// holds state per container: its own `federation` object, the `init` that finds or creates the
// container's federation instance, and initContainerEntry, which the shell's build leaves out
// because the shell exposes nothing. A remote entry is ≈ 9 KB minified (≈ 30 KB with a runtime of
// its own; build/webpack.common.cjs and build/federation.cjs do the rest).
//
// `federation.runtime` is not @module-federation/runtime's whole index here: of it the bundler
// runtime calls `init` (and `getRemoteEntry`, for shared tree shaking, which the portal does not
// use); everything else goes through `federation.instance`. The index's other functions act on
// the instance `init` remembers and are for application code, and its error texts came with them
// (≈ 3 KB minified per entry). `init` below is the index's (MF 2.9), on the page's one runtime-core.
import {
  ModuleFederation,
  getGlobalFederationConstructor,
  setGlobalFederationInstance,
  getRemoteEntry,
} from '@module-federation/runtime-core';
import { getGlobalFederationInstance } from 'portal-mf-runtime-utils';
import { initContainerEntry } from 'portal-mf-init-container-entry';

/** @module-federation/runtime's `init`: the instance of this container's name, created once. */
function init(options) {
  const existing = getGlobalFederationInstance(options.name, options.version);
  const normalized = { ...options, id: options.id || '' };
  if (existing) {
    existing.initOptions(normalized);
    return existing;
  }
  const Constructor = getGlobalFederationConstructor() || ModuleFederation;
  const instance = new Constructor({ id: `${options.name}@${options.version || Date.now()}`, ...normalized });
  setGlobalFederationInstance(instance);
  return instance;
}

const runtime = { init, getRemoteEntry };

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
