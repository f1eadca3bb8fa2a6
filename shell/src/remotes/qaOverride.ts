import { resolveOverride, type RemoteManifestEntry } from '@portal/release';
import type { RemoteName } from '@portal/release';

/** A QA override as the rollout notice shows it. */
export type QaNotice =
  | { remote: RemoteName; status: 'active'; version: string }
  | { remote: RemoteName; status: 'refused'; requested: string; reason: 'url' | 'unknown' };

export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const OVERRIDE_KEY = (remote: RemoteName) => `portal.mfe.${remote}`;

export interface QaOverride {
  /** the version to serve, or null for the usual choice */
  version: string | null;
  /** what the notice should say now (null: nothing) */
  notice: QaNotice | null;
}

/**
 * The QA override for a remote: `?mfe_<remote>=<version>` in the page URL, else the one remembered
 * for this tab (sessionStorage). Only a version the manifest lists is accepted and remembered; a
 * link asking for anything else is refused aloud; a remembered version since pruned goes quietly;
 * `off` forgets it.
 */
export function readQaOverride(
  remote: RemoteName,
  entry: RemoteManifestEntry,
  pageUrl: string,
  storage: SessionStore | null,
): QaOverride {
  let fromUrl: string | null = null;
  try {
    fromUrl = new URL(pageUrl).searchParams.get(`mfe_${remote}`);
  } catch {
    fromUrl = null;
  }
  const resolution = resolveOverride(entry, fromUrl ?? storage?.getItem(OVERRIDE_KEY(remote)) ?? null);
  switch (resolution.status) {
    case 'accepted':
      storage?.setItem(OVERRIDE_KEY(remote), resolution.version);
      return {
        version: resolution.version,
        notice: { remote, status: 'active', version: resolution.version },
      };
    case 'refused':
      if (fromUrl !== null) {
        return {
          version: null,
          notice: { remote, status: 'refused', requested: resolution.requested, reason: resolution.reason },
        };
      }
      storage?.removeItem(OVERRIDE_KEY(remote));
      return { version: null, notice: null };
    case 'clear':
      storage?.removeItem(OVERRIDE_KEY(remote));
      return { version: null, notice: null };
    default:
      return { version: null, notice: null };
  }
}
