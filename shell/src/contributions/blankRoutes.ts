import { REMOTE_NAMES, type RemoteName } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';

/** The pages remotes declare with the blank layout (no header, no side navigation), e.g. a console. */
export function blankRoutes(snapshot: ContributionsSnapshot): Array<{ remote: RemoteName; path: string }> {
  return REMOTE_NAMES.flatMap((remote) =>
    (snapshot.remotes[remote]?.contributions.routes ?? []).filter((r) => r.layout === 'blank').map((r) => ({ remote, path: r.path })),
  );
}
