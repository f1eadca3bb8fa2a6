/* global PORTAL_MF_VERSION -- defined by build/webpack.common.cjs (withFederationRuntime) */
// A Module Federation runtime plugin of the shell: puts the page's one federation runtime where the
// remote entries look for it. `_FEDERATION_RUNTIME_CORE` is what remotes built with
// `experiments.externalRuntime` read (as @module-federation/inject-external-runtime-core-plugin
// does); `__PORTAL_FEDERATION_BUNDLER_RUNTIME__` carries the webpack bundler runtime, which each
// remote entry would otherwise bundle again (./bundler-runtime-from-shell.mjs takes it from here).
// The `portal-mf-*` requests are resolve.alias entries of the shell build (build/webpack.common.cjs),
// pointing at the very files Module Federation's own entry of the shell imports: one copy each.
import * as runtimeCore from 'portal-mf-runtime-core';
import { bundlerRuntime, attachShareScopeMap } from 'portal-mf-bundler-runtime';

export const BUNDLER_RUNTIME_GLOBAL = '__PORTAL_FEDERATION_BUNDLER_RUNTIME__';

export default function provideFederationRuntime() {
  return {
    name: 'portal-provide-federation-runtime',
    beforeInit(args) {
      const globalRef = runtimeCore.Global;
      if (!globalRef._FEDERATION_RUNTIME_CORE) {
        globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
        globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: PORTAL_MF_VERSION };
      }
      if (!globalRef[BUNDLER_RUNTIME_GLOBAL]) {
        globalRef[BUNDLER_RUNTIME_GLOBAL] = { version: PORTAL_MF_VERSION, bundlerRuntime, attachShareScopeMap };
      }
      return args;
    },
  };
}
