import { bestRoute, remoteServing, type RemoteName } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';

/**
 * Where a 403 sends the user: the `forbiddenFallback` of the most specific route its remote declares
 * for the page (the CDN area's domain list, the cloud area's server list); null when the route gives
 * none, no route matches, or the user is already there (the page shows the message).
 */
export function forbiddenRedirect(pathname: string, snapshot: ContributionsSnapshot): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const routesOf = (remote: RemoteName) => snapshot.remotes[remote]?.contributions.routes ?? [];
  const remote = remoteServing(path, routesOf);
  const target = remote ? bestRoute(routesOf(remote), path)?.route.forbiddenFallback : undefined;
  if (!target) return null;
  return path === target.replace(/\/+$/, '') ? null : target;
}
