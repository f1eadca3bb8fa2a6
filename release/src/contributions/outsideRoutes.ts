import { REMOTE_NAMES, remoteForPath, type RemoteName } from '../remotes';
import { bestRoute } from './routePattern';
import type { RouteContribution } from './types';

/** The shell's own addresses: no remote may declare a page there. */
export const SHELL_PATHS: readonly string[] = ['/', '/login', '/force-set-token'];

/** The static part of a route pattern (`/cdn/:domainName/*` → `/cdn`, `/plans/more-details` → itself). */
export function staticPrefix(pattern: string): string {
  return pattern.split('/:')[0]!.replace(/\/\*$/, '') || '/';
}

/**
 * Where a remote may declare a page: under its own base path, or at an address no remote's base
 * path holds and the shell does not own (`/plans/more-details` of the CDN area, a page it opens in a
 * window of its own). Never under another remote's base path.
 */
export function routeAllowed(remote: RemoteName, pattern: string): boolean {
  const prefix = staticPrefix(pattern);
  const owner = remoteForPath(prefix);
  if (owner) return owner === remote;
  return !SHELL_PATHS.includes(prefix) && !SHELL_PATHS.some((p) => p !== '/' && prefix.startsWith(`${p}/`));
}

/** Whether a route lies outside every remote's base path (the shell then routes that address to the remote declaring it). */
export function isOutsideRoute(pattern: string): boolean {
  return remoteForPath(staticPrefix(pattern)) === null;
}

/**
 * The remote that serves an address: the one whose base path holds it, else the first remote (in
 * registry order) that declares a page outside the base paths matching it; null for neither.
 */
export function remoteServing(
  pathname: string,
  routesOf: (remote: RemoteName) => readonly RouteContribution[],
): RemoteName | null {
  const byBasePath = remoteForPath(pathname);
  if (byBasePath) return byBasePath;
  return (
    REMOTE_NAMES.find((remote) =>
      bestRoute(
        routesOf(remote).filter((r) => isOutsideRoute(r.path)),
        pathname,
      ),
    ) ?? null
  );
}
