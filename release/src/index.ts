// The browser-safe part of the release tool: manifest types and the pure version choice.
// Node-only code (the release store, the CLI) lives under `@portal/release/store`.
export * from './manifestTypes';
export {
  REMOTES,
  REMOTE_NAMES,
  isRemoteName,
  isUnder,
  remoteForPath,
  type RemoteName,
  type RemoteInfo,
  type LocalizedText,
} from './remotes';
export { cohortOf, inCanary } from './cohort';
export {
  pickRemoteEntry,
  resolveOverride,
  listedVersions,
  type PickedRemote,
  type PickOptions,
  type RemoteUser,
  type NamedRemoteEntry,
  type OverrideResolution,
} from './pickRemoteEntry';
export { satisfies, majorOf } from './semverRange';
export * from './contributions/types';
export { readContributions, contributionsOf } from './contributions/readContributions';
export { checkContributions, type CheckOptions } from './contributions/checkContributions';
export { matchRoute, bestRoute, fillTitle, routeScore, type RouteParams } from './contributions/routePattern';
export {
  SHELL_PATHS,
  isOutsideRoute,
  remoteServing,
  routeAllowed,
  staticPrefix,
} from './contributions/outsideRoutes';
