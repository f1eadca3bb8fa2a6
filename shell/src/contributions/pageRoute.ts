import {
  bestRoute,
  remoteServing,
  type RemoteName,
  type RouteContribution,
  type RouteParams,
} from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';

/**
 * The remote serving the page at `pathname` (its base path's, else the one declaring it outside the
 * base paths) and the most specific route it declares for it (null when none matches); null for a
 * page no remote serves.
 */
export function pageRoute(
  pathname: string,
  snapshot: ContributionsSnapshot,
): { remote: RemoteName; match: { route: RouteContribution; params: RouteParams } | null } | null {
  const routesOf = (remote: RemoteName) => snapshot.remotes[remote]?.contributions.routes ?? [];
  const remote = remoteServing(pathname, routesOf);
  return remote ? { remote, match: bestRoute(routesOf(remote), pathname) } : null;
}
