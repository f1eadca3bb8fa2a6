export { createReleaseService, RELEASE_SERVICE_PATHS, type ReleaseService, type ReleaseServiceOptions } from './createReleaseService';
export { providerWhoIs, ProviderUnavailableError, type Identity, type WhoIs } from './providerIdentity';
export { RolloutDb, type VersionCounts } from './rolloutDb';
