import { getInstance, loadShare, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { createContainerRuntime, loadScript } from './containerRuntime';
import { ownCopyForOtherMajors } from './ownCopyForOtherMajors';
import { createRemoteLoader } from './remoteLoader';

// webpack's sharing API (module variables): initialises the page's share scope, and the scopes by name
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

// global: it must reach the containers of the remotes, each of which runs its own runtime instance
registerGlobalPlugins([ownCopyForOtherMajors()]);

// scripts already asked for (a version's files never change)
const preloaded = new Set<string>();

// the remotes' containers through webpack's container interface: the shell is built without Module
// Federation's code for remotes (experiments.optimization.disableRemote), ≈ 4.7 KB compressed less
const containers = createContainerRuntime({
  loadScript,
  globals: window as unknown as Record<string, unknown>,
  shareScope: async () => {
    await __webpack_init_sharing__('default');
    return __webpack_share_scopes__.default;
  },
});

/** The page's one remote loader, bound to the Module Federation runtime of the shell build. */
export const remoteLoader = createRemoteLoader({
  runtime: {
    registerRemotes: containers.registerRemotes,
    loadRemote: containers.loadRemote,
    setLoadDeadline: containers.setLoadDeadline,
    // webpack's JSONP global for a container is `webpackChunk<uniqueName>`; the remotes' uniqueName
    // is their folder (mfe-cdn), which webpack writes as mfe_cdn, the container name
    forgetChunks: (container) => {
      delete (window as unknown as Record<string, unknown>)[`webpackChunk${container}`];
    },
    // the shared modules this build registered without loading them (eager: false) that the area consumes
    preloadOnDemandShares: (shareKeys) => {
      const instance = getInstance();
      for (const [name, versions] of Object.entries(instance?.options.shared ?? {})) {
        if (shareKeys && !shareKeys.includes(name)) continue;
        if (versions.some((shared) => shared.from === instance?.options.name && !shared.shareConfig?.eager))
          void loadShare(name).catch(() => undefined);
      }
    },
    preloadScripts: (scripts) => {
      for (const { href, integrity } of scripts) {
        if (preloaded.has(href)) continue;
        preloaded.add(href);
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'script';
        link.href = href;
        // as the remote's runtime creates the script element: checked, hence a CORS request
        if (integrity) {
          link.integrity = integrity;
          link.crossOrigin = 'anonymous';
        }
        document.head.appendChild(link);
      }
    },
  },
});
