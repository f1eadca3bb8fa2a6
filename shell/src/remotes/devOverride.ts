import { isRemoteName, type RemoteName } from '@portal/release';
import type { SessionStore } from './qaOverride';

/** What a development override is called in a link (`?mfe_cdn=dev`) and the version it shows as. */
export const DEV_VERSION = 'dev';

/** Where this browser remembers a development override (localStorage): only that it is on, never an address. */
export const DEV_OVERRIDE_KEY = (remote: RemoteName) => `portal.mfe.${remote}.dev`;

/** A development override as the rollout notice shows it. */
export type DevNotice =
  | { remote: RemoteName; status: 'dev'; origin: string }
  | {
      remote: RemoteName;
      status: 'refused';
      requested: typeof DEV_VERSION;
      reason: 'dev-not-allowed' | 'dev-not-configured';
    };

/** What the portal's runtime config says about development builds. */
export interface DevOverrideSettings {
  /** `allowDevOverrides` in config.json: true only in a development server's config */
  allowed: boolean;
  /** each remote's development build (`devRemotes` in config.json): the URL of its mf-manifest.json */
  entries: Partial<Record<RemoteName, string>>;
}

export const NO_DEV_OVERRIDES: DevOverrideSettings = Object.freeze({
  allowed: false,
  entries: Object.freeze({}),
});

export interface DevOverride {
  /** the development build's entry to load, or null for the usual choice */
  entry: string | null;
  /** what the notice should say now (null: nothing) */
  notice: DevNotice | null;
  /** the link's `mfe_<remote>` was about a development build: it is not a QA version to look up */
  claimed: boolean;
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/**
 * The development override for a remote: `?mfe_<remote>=dev` in the page URL, else the one this
 * browser remembers. It loads the remote's local development build (`pnpm dev <remote>`) in this
 * browser only, from the address the portal's config names, never one from the link. A portal
 * whose config does not allow development builds (any production config) refuses it aloud and
 * forgets a remembered one; `off` or a QA version in the link ends it.
 */
export function readDevOverride(
  remote: RemoteName,
  pageUrl: string,
  storage: SessionStore | null,
  settings: DevOverrideSettings,
): DevOverride {
  let fromUrl: string | null = null;
  try {
    fromUrl = new URL(pageUrl).searchParams.get(`mfe_${remote}`);
  } catch {
    fromUrl = null;
  }
  const asked = fromUrl?.trim().toLowerCase();
  const entry = settings.allowed ? (settings.entries[remote] ?? null) : null;
  if (asked === DEV_VERSION) {
    if (!entry) {
      storage?.removeItem(DEV_OVERRIDE_KEY(remote));
      const reason = settings.allowed ? 'dev-not-configured' : 'dev-not-allowed';
      return {
        entry: null,
        notice: { remote, status: 'refused', requested: DEV_VERSION, reason },
        claimed: true,
      };
    }
    storage?.setItem(DEV_OVERRIDE_KEY(remote), '1');
    return { entry, notice: { remote, status: 'dev', origin: originOf(entry) }, claimed: true };
  }
  if (asked !== undefined && asked !== null) {
    // `off`, or a QA version: either way the development build is no longer wanted
    storage?.removeItem(DEV_OVERRIDE_KEY(remote));
    return { entry: null, notice: null, claimed: false };
  }
  if (!storage?.getItem(DEV_OVERRIDE_KEY(remote))) return { entry: null, notice: null, claimed: false };
  if (!entry) {
    storage.removeItem(DEV_OVERRIDE_KEY(remote));
    return { entry: null, notice: null, claimed: false };
  }
  return { entry, notice: { remote, status: 'dev', origin: originOf(entry) }, claimed: false };
}

/** The page URL without `mfe_<remote>`: what the QA override reads once the development override took the parameter. */
export function withoutOverrideParam(remote: RemoteName, pageUrl: string): string {
  try {
    const url = new URL(pageUrl);
    url.searchParams.delete(`mfe_${remote}`);
    return url.href;
  } catch {
    return pageUrl;
  }
}

/** Reads `allowDevOverrides` and `devRemotes` of an untrusted config.json: anything but `true` and string URLs counts as nothing. */
export function parseDevOverrideSettings(allow: unknown, entries: unknown): DevOverrideSettings {
  if (allow !== true) return NO_DEV_OVERRIDES;
  const obj =
    entries && typeof entries === 'object' && !Array.isArray(entries)
      ? (entries as Record<string, unknown>)
      : {};
  const valid: Partial<Record<RemoteName, string>> = {};
  for (const [name, value] of Object.entries(obj)) {
    if (isRemoteName(name) && typeof value === 'string' && /^https?:\/\//.test(value)) valid[name] = value;
  }
  return { allowed: true, entries: valid };
}
