import { REMOTE_NAMES, type LinkPurpose } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { pageRoute } from './pageRoute';

/**
 * Where one of the shell's own links goes (`help`: the not-found page's technical support,
 * `balance`: the header's wallet balance): the first remote in registry order that contributes it,
 * if the page it points at is one the session may open (in `snapshot`, the visible contributions: a
 * gated route the session does not pass is not there); null when none does (the shell then shows
 * no such link).
 */
export function contributedLink(snapshot: ContributionsSnapshot, purpose: LinkPurpose): string | null {
  for (const remote of REMOTE_NAMES) {
    const to = snapshot.remotes[remote]?.contributions.links?.[purpose];
    if (to && pageRoute(to, snapshot)?.match) return to;
  }
  return null;
}
