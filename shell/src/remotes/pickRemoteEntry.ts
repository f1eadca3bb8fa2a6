import type { RemoteManifestEntry, RemoteVersion } from './manifest';

/** Who is asking; the canary choice (issue 5) is sticky per user. */
export interface RemoteUser {
  id: number | string;
}

/** A version chosen for one remote and why. */
export interface PickedRemote extends RemoteVersion {
  channel: 'stable' | 'canary';
}

/**
 * The one place that decides which version of a remote a user gets.
 * Issue 2 serves every user the stable version; issue 5 adds the canary percentage (sticky by a hash
 * of user id and remote name) and the QA override here, keeping this function pure.
 */
export function pickRemoteEntry(manifestEntry: RemoteManifestEntry, user: RemoteUser | null): PickedRemote {
  void user;
  return { ...manifestEntry.stable, channel: 'stable' };
}
