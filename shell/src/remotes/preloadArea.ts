import { bus, type ParcelProps, type SessionSnapshot } from '@portal/shared-sdk';
import { readSessionSnapshot } from '../session/useSessionSnapshot';
import { remoteLoader } from './federationLoader';
import type { RemoteLoader } from './remoteLoader';
import { REMOTES, remoteForPath, type RemoteName } from './remoteNames';

/** A parcel module's optional `prepare` lifecycle (createParcel's): render ahead of the mount, off the page. */
type Preparable = { prepare?: (props: ParcelProps) => Promise<void> };

/**
 * Loads a remote's area parcel and lets it render the page behind `pathname` off screen, so the
 * mount that follows the click adopts a finished React tree. The props are the ones ParcelHost
 * will give (the mount replaces them anyway); the parcel keeps its navigations to itself until then.
 */
export async function prepareArea(
  loader: Pick<RemoteLoader, 'preload' | 'load'>,
  remote: RemoteName,
  pathname: string,
  session: SessionSnapshot,
): Promise<void> {
  await loader.preload(remote);
  let prepare: Preparable['prepare'];
  try {
    prepare = ((await loader.load(remote, './app')).config as Preparable).prepare;
  } catch {
    return; // the click's own load reports the failure
  }
  if (typeof prepare !== 'function') return; // a remote built before prepare existed
  const url = new URL(pathname, 'http://portal.invalid');
  await prepare({
    basePath: REMOTES[remote].basePath,
    locale: session.locale,
    session,
    bus,
    location: { pathname: url.pathname, search: url.search, hash: url.hash, key: 'default' },
    navigate: () => undefined,
  }).catch(() => undefined);
}

/**
 * Starts loading the area behind a link the user is about to follow (pointer over it, or focus), so
 * the click finds the remote's entry and parcel already in the page, rendered and ready to adopt.
 */
export function preloadArea(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (remote) void prepareArea(remoteLoader, remote, pathname, readSessionSnapshot());
}
