import type { RemoteName } from '@portal/release';
import type { SessionStore } from './qaOverride';

export const FAILED_KEY = 'portal.rollout.failed';

export interface FailedCanaries {
  versions(remote: RemoteName): readonly string[];
  has(remote: RemoteName, version: string): boolean;
  add(remote: RemoteName, version: string): void;
}

/**
 * The canary versions that failed in this tab (sessionStorage): never tried again here, so a
 * reload goes straight to stable. Storage that fails still leaves the memory of this page.
 */
export function createFailedCanaries(storage: SessionStore | null): FailedCanaries {
  let failed: Record<string, string[]> = {};
  try {
    failed = JSON.parse(storage?.getItem(FAILED_KEY) ?? '{}') as Record<string, string[]>;
  } catch {
    failed = {};
  }
  return {
    versions: (remote) => failed[remote] ?? [],
    has: (remote, version) => (failed[remote] ?? []).includes(version),
    add(remote, version) {
      failed[remote] = [...new Set([...(failed[remote] ?? []), version])];
      try {
        storage?.setItem(FAILED_KEY, JSON.stringify(failed));
      } catch {
        /* the tab still remembers it in memory */
      }
    },
  };
}
