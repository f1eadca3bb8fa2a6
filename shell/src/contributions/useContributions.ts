import { useEffect, useSyncExternalStore } from 'react';
import { useRemoteLoader } from '../remotes/RemoteLoaderContext';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { useSessionSnapshot } from '../session/useSessionSnapshot';

/** What every remote contributes for this customer (menus, titles, tiles, widgets, dialogs), as it changes. */
export function useContributions(): ContributionsSnapshot {
  const loader = useRemoteLoader();
  return useSyncExternalStore(loader.subscribe, loader.contributions, loader.contributions);
}

/**
 * Has the loader choose every remote's version for the signed-in customer, again when the customer
 * changes. Rendered once, by the signed-in part of the portal: the login page reads no manifest.
 */
export function useContributionsFor(): void {
  const loader = useRemoteLoader();
  const { profile } = useSessionSnapshot();
  const userId = profile ? (profile.user_id ?? profile.id) : null;
  useEffect(() => {
    void loader.refreshContributions();
  }, [loader, userId]);
}
