// Webpack's main entry of this remote, which no page loads: the standalone page of `pnpm dev` is a host of its own.
// The remote's real entry is remoteEntry.js: the shell loads `./app` (src/remote.tsx) through
// Module Federation and mounts it as a single-spa parcel, so there is nothing to start here.
export {};
