import { useCallback } from 'react';
import type { ParcelProps, SessionSnapshot } from '@portal/shared-sdk';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { readSessionSnapshot } from '../session/useSessionSnapshot';
import type { RemoteLoader } from './remoteLoader';
import { useRemoteLoader } from './RemoteLoaderContext';
import { REMOTES, remoteForPath, type RemoteName } from '@portal/release';
import { parcelProps } from './useParcelProps';

/** A parcel module's optional `warm` (createParcel's): renders a page once, hidden, to warm the next mount. */
type Warmable = { warm?: (props: ParcelProps) => Promise<void> };

/**
 * Loads a remote's area parcel ahead of the click, then lets it warm up: render the page behind
 * `pathname` once, hidden and without effects, with the props ParcelHost will give. The click's
 * mount still goes through single-spa as always; it finds the code compiled and the style caches
 * filled. A remote without `warm`, a failed load or a failing warm-up change nothing.
 */
export async function warmArea(
  loader: Pick<RemoteLoader, 'preload' | 'load'>,
  remote: RemoteName,
  pathname: string,
  session: SessionSnapshot,
  docsUrl?: string,
): Promise<void> {
  await loader.preload(remote);
  let warm: Warmable['warm'];
  try {
    warm = ((await loader.load(remote, './app')).config as Warmable).warm;
  } catch {
    return; // the click's own load reports the failure
  }
  if (typeof warm !== 'function') return;
  const url = new URL(pathname, 'http://portal.invalid');
  await warm(
    parcelProps({
      basePath: REMOTES[remote].basePath,
      session,
      location: { pathname: url.pathname, search: url.search, hash: url.hash, key: 'default' },
      navigate: () => undefined,
      docsUrl,
    }),
  ).catch(() => undefined);
}

/**
 * Starts loading the area behind a link the user is about to follow (pointer over it, or focus), so
 * the click finds the remote's entry and parcel already in the page, and its page warmed up.
 */
export function usePreloadArea(): (pathname: string) => void {
  const { docsUrl } = useRuntimeConfig();
  const loader = useRemoteLoader();
  return useCallback(
    (pathname: string) => {
      const remote = remoteForPath(pathname);
      if (remote) void warmArea(loader, remote, pathname, readSessionSnapshot(), docsUrl);
    },
    [loader, docsUrl],
  );
}
