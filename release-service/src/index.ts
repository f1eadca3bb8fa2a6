export {
  createReleaseService,
  RELEASE_SERVICE_PATHS,
  type ReleaseService,
  type ReleaseServiceOptions,
} from './createReleaseService';
export {
  providerWhoIs,
  ProviderUnavailableError,
  type Identity,
  type WhoIs,
  type WhoIsOptions,
} from './providerIdentity';
export { RolloutDb, type VersionCounts } from './rolloutDb';
export { DEFAULT_MIN_ACCOUNTS, minAccountsFromEnv } from './withdrawDecision';
