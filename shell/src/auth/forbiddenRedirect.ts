import { pageRoute } from '../contributions/pageRoute';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';

/**
 * Where a 403 sends the user: the `forbiddenFallback` of the most specific route its remote declares
 * for the page (the CDN area's domain list, the cloud area's server list); null when the route gives
 * none, no route matches, or the user is already there (the page shows the message).
 */
export function forbiddenRedirect(pathname: string, snapshot: ContributionsSnapshot): string | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  const target = pageRoute(path, snapshot)?.match?.route.forbiddenFallback;
  if (!target) return null;
  return path === target.replace(/\/+$/, '') ? null : target;
}
