// Node-only part of the release tool: the release store and the checks behind promote.
export {
  ReleaseStore,
  ReleaseError,
  DEFAULT_POLICY,
  checkEntryOverHttp,
  containerOf,
  type ReleaseStoreOptions,
  type PublishOptions,
  type PublishResult,
  type PromoteOptions,
  type PromoteChecks,
  type RemoteStatus,
  type VersionRecord,
  type RollbackOutcome,
} from './ReleaseStore';
export { checkBuildPromotable } from './promoteChecks';
export { integrityProblems } from './integrityChecks';
export { validateManifest, manifestSchema, ManifestSchemaError } from './validateManifest';
export {
  validateContributions,
  readContributionsFile,
  buildContributions,
  contributionsInBuild,
  ContributionsError,
} from './validateContributions';
export { withFileLock, LockTimeoutError } from './fileLock';
export {
  compatibilityProblems,
  importProblems,
  sharedProblems,
  shellSharedVersions,
  type SharedProvided,
  type CompatibilityProblem,
  type ImportProblem,
} from './compatibility';
export { readBuildManifest, requiredFiles, type BuildManifest } from './buildManifest';
export { contentHash, integrityOf, listFiles } from './hashing';
export { REPO_ROOT, defaultStoreDir } from './paths';
