import { REMOTE_NAMES, type LinkPurpose } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';

/**
 * Where one of the shell's own links goes (`help`: the not-found page's technical support,
 * `balance`: the header's wallet balance): the first remote in registry order that contributes it;
 * null when none does (the shell then shows no such link).
 */
export function contributedLink(snapshot: ContributionsSnapshot, purpose: LinkPurpose): string | null {
  for (const remote of REMOTE_NAMES) {
    const to = snapshot.remotes[remote]?.contributions.links?.[purpose];
    if (to) return to;
  }
  return null;
}
