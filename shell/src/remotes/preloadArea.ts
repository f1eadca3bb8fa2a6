import { remoteLoader } from './federationLoader';
import { remoteForPath } from './remoteNames';

/**
 * Starts loading the area behind a link the user is about to follow (pointer over it, or focus), so
 * the click finds the remote's entry and parcel already in the page.
 */
export function preloadArea(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (remote) void remoteLoader.preload(remote);
}
