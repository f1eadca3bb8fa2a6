// Stands in for @module-federation/runtime-core's `utils/preload.js` in the shell (build/webpack.common.cjs
// hostConfig): the code behind MF's `preloadRemote`, which works from remote snapshots, and the shell
// loads none (./snapshot-handler-without-manifests.mjs). The portal's remote loader preloads an exposed
// module's scripts from the build's mf-manifest.json itself. ≈ 3 KB minified left out.
const unavailable = () => {
  throw new Error("Module Federation's preloadRemote is left out of this portal: its remote loader preloads from each build's mf-manifest.json.");
};

export const defaultPreloadArgs = unavailable;
export const formatPreloadArgs = unavailable;
export const normalizePreloadExposes = unavailable;
export const preloadAssets = unavailable;
