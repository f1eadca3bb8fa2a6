import { useCallback } from 'react';
import { getPath, type ParcelProps, type SessionSnapshot } from '@portal/shared-sdk';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { readSessionSnapshot } from '../session/useSessionSnapshot';
import type { RemoteLoader } from './remoteLoader';
import { useRemoteLoader } from './RemoteLoaderContext';
import { REMOTES, remoteForPath, type RemoteName } from '@portal/release';
import { parcelProps } from './useParcelProps';
import { askFirstQuery } from './earlyFirstQuery';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The pages warmed up in this document (their area's own cache holds their first data). */
const warmedPages = new Set<string>();

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
  warmedPages.add(withoutTrailingSlash(pathname));
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

/**
 * At the click that leads to an area's page: starts loading the area's code at once, rather than
 * once the page has rendered, and asks for the page's first query alongside (askFirstQuery), so the
 * area mounts with its data. A page warmed up by pointing at its link has both already.
 */
export function startArea(
  loader: Pick<RemoteLoader, 'load' | 'contributions'>,
  pathname: string,
  from: string = window.location.pathname,
  get: (api: string) => Promise<unknown> = getPath,
): void {
  const remote = remoteForPath(pathname);
  // within the area already shown, the page changes inside its mount: no new mount to hand data to
  if (!remote || remoteForPath(from) === remote) return;
  if (!warmedPages.has(withoutTrailingSlash(pathname))) void askFirstQuery(remote, pathname, loader.contributions().remotes[remote], get);
  loader.load(remote, './app').catch(() => undefined); // the mount's own load reports a failure
}

/** `startArea` with the page's remote loader. */
export function useStartArea(): (pathname: string) => void {
  const loader = useRemoteLoader();
  return useCallback((pathname: string) => startArea(loader, pathname), [loader]);
}
