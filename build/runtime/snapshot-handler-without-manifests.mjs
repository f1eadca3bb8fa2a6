// Stands in for @module-federation/runtime-core's `plugins/snapshot/SnapshotHandler.js` in the shell
// (build/webpack.common.cjs hostConfig). The shell runs Module Federation without its snapshot plugin
// (`disableSnapshot`): the remote loader reads each build's mf-manifest.json itself and registers
// containers by their remoteEntry.js, so no remote snapshot is ever loaded from a manifest. The core
// still constructs a SnapshotHandler for every instance and reads a few parts of it, which this
// keeps as they are in MF 2.9 (hooks, caches, getGlobalRemoteInfo); what it leaves out is loading
// a snapshot (manifest fetching and conversion, ≈ 6 KB minified with MF's generateSnapshotFromManifest),
// which only MF's `preloadRemote` would still ask for. Remotes run on the shell's runtime-core,
// this class included.
import { Global, getGlobalSnapshot, getGlobalSnapshotInfoByModuleInfo, getInfoWithoutType } from 'portal-mf-runtime-core-dist/global.js';
import { AsyncHook } from 'portal-mf-runtime-core-dist/utils/hooks/asyncHook.js';
import { AsyncWaterfallHook } from 'portal-mf-runtime-core-dist/utils/hooks/asyncWaterfallHooks.js';
import { PluginSystem } from 'portal-mf-runtime-core-dist/utils/hooks/pluginSystem.js';

export function getGlobalRemoteInfo(moduleInfo, origin) {
  const hostGlobalSnapshot = getGlobalSnapshotInfoByModuleInfo({ name: origin.name, version: origin.options.version });
  const globalRemoteInfo =
    hostGlobalSnapshot &&
    'remotesInfo' in hostGlobalSnapshot &&
    hostGlobalSnapshot.remotesInfo &&
    getInfoWithoutType(hostGlobalSnapshot.remotesInfo, moduleInfo.name).value;
  if (globalRemoteInfo && globalRemoteInfo.matchedVersion) {
    return {
      hostGlobalSnapshot,
      globalSnapshot: getGlobalSnapshot(),
      remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: globalRemoteInfo.matchedVersion }),
    };
  }
  return {
    hostGlobalSnapshot: undefined,
    globalSnapshot: getGlobalSnapshot(),
    remoteSnapshot: getGlobalSnapshotInfoByModuleInfo({ name: moduleInfo.name, version: 'version' in moduleInfo ? moduleInfo.version : undefined }),
  };
}

export class SnapshotHandler {
  constructor(HostInstance) {
    this.loadingHostSnapshot = null;
    this.manifestCache = new Map();
    // the same hooks, so a runtime plugin registering one of them still can
    this.hooks = new PluginSystem({
      beforeLoadRemoteSnapshot: new AsyncHook('beforeLoadRemoteSnapshot'),
      loadSnapshot: new AsyncWaterfallHook('loadGlobalSnapshot'),
      loadRemoteSnapshot: new AsyncWaterfallHook('loadRemoteSnapshot'),
      afterLoadSnapshot: new AsyncWaterfallHook('afterLoadSnapshot'),
      beforeLoadManifest: new AsyncHook('beforeLoadManifest'),
      afterLoadManifest: new AsyncHook('afterLoadManifest'),
    });
    this.manifestLoading = Global.__FEDERATION__.__MANIFEST_LOADING__;
    this.HostInstance = HostInstance;
    this.loaderHook = HostInstance.loaderHook;
  }

  async loadRemoteSnapshotInfo({ moduleInfo }) {
    throw new Error(
      `Module Federation snapshots are not loaded in this portal (remote ${moduleInfo?.name}): the shell leaves the snapshot plugin out and preloads from each build's mf-manifest.json itself.`,
    );
  }

  getGlobalRemoteInfo(moduleInfo) {
    return getGlobalRemoteInfo(moduleInfo, this.HostInstance);
  }
}
