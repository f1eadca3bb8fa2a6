import { REMOTE_NAMES } from '@portal/release';
import type { Listeners } from './listeners';
import type { ContributionsSnapshot } from './loaderTypes';

export const LOADING_CONTRIBUTIONS: ContributionsSnapshot = Object.freeze({
  status: 'loading',
  remotes: Object.freeze({}),
}) as ContributionsSnapshot;

/**
 * Versions are immutable: the same version of a remote always contributes the same. A development
 * build is not: what it contributes is part of its key.
 */
function keyOf(snapshot: ContributionsSnapshot): string {
  const versions = REMOTE_NAMES.map((name) => {
    const r = snapshot.remotes[name];
    if (!r) return '';
    return r.channel === 'dev'
      ? `${name}@dev:${JSON.stringify(r.contributions)}`
      : `${name}@${r.version}:${r.channel}`;
  });
  return `${snapshot.status}|${versions.join('|')}`;
}

export interface ContributionsBoard {
  /** The snapshot; the same object until what it says changes. */
  get(): ContributionsSnapshot;
  set(next: ContributionsSnapshot): void;
}

/** What every remote contributes for this customer, as the shell renders it; a change tells `listeners`. */
export function createContributionsBoard(listeners: Listeners): ContributionsBoard {
  let snapshot = LOADING_CONTRIBUTIONS;
  return {
    get: () => snapshot,
    set(next) {
      if (keyOf(next) === keyOf(snapshot)) return;
      snapshot = next;
      listeners.notify();
    },
  };
}
