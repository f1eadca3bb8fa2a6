import { REMOTE_NAMES, isOutsideRoute, type RemoteName } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';

/** The pages remotes declare with the blank layout (no header, no side navigation), e.g. a console. */
export function blankRoutes(snapshot: ContributionsSnapshot): Array<{ remote: RemoteName; path: string }> {
  return REMOTE_NAMES.flatMap((remote) =>
    (snapshot.remotes[remote]?.contributions.routes ?? [])
      .filter((r) => r.layout === 'blank')
      .map((r) => ({ remote, path: r.path })),
  );
}

/**
 * The pages remotes declare outside every base path with the main layout (a base path's pages reach
 * their remote anyway); the first remote in registry order keeps an address two of them declare.
 */
export function outsideRoutes(snapshot: ContributionsSnapshot): Array<{ remote: RemoteName; path: string }> {
  const seen = new Set<string>();
  return REMOTE_NAMES.flatMap((remote) =>
    (snapshot.remotes[remote]?.contributions.routes ?? [])
      .filter((r) => r.layout !== 'blank' && isOutsideRoute(r.path) && !seen.has(r.path) && seen.add(r.path))
      .map((r) => ({ remote, path: r.path })),
  );
}
