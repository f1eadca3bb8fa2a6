// Webpack's main entry of this remote, used only by the standalone page (`pnpm serve`).
// The remote's real entry is remoteEntry.js: the shell loads `./app` (src/remote.tsx) through
// Module Federation and mounts it as a single-spa parcel, so there is nothing to start here.
export {};
