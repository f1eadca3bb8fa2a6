import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useRemoteLoader } from '../remotes/RemoteLoaderContext';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { sessionPermissions, visibleContributions, type SessionPermissions } from './gates';

/** Everything every remote contributes for this customer, gated or not, as it changes (routing, the 403 rules). */
export function useAllContributions(): ContributionsSnapshot {
  const loader = useRemoteLoader();
  return useSyncExternalStore(loader.subscribe, loader.contributions, loader.contributions);
}

/** What the session may do (an API token's permission list; null: not limited), the same array while it is the same list. */
export function useSessionPermissions(): SessionPermissions {
  const permissions = sessionPermissions(useSessionSnapshot().profile);
  const key = permissions === null ? null : JSON.stringify(permissions);
  // the list compared by its content: a profile read again with the same list changes nothing
  return useMemo(() => (key === null ? null : (JSON.parse(key) as string[])), [key]);
}

/**
 * What every remote contributes for this customer (menus, titles, tiles, widgets, dialogs), as it
 * changes, without the entries, tiles, cards and pages whose gate the session does not pass.
 */
export function useContributions(): ContributionsSnapshot {
  const all = useAllContributions();
  const permissions = useSessionPermissions();
  return useMemo(() => visibleContributions(all, permissions), [all, permissions]);
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
