import registry from '../remotes.json';

/** A text in both of the portal's locales. */
export interface LocalizedText {
  fa: string;
  en: string;
}

/** One remote as the registry (`release/remotes.json`) describes it. */
export interface RemoteInfo {
  /** Module Federation container name: the build's `name` and its entry's global */
  container: string;
  /** the area's URL prefix: the shell routes `<basePath>/**` to the remote */
  basePath: string;
  /** the package folder at the repository root */
  folder: string;
  /** the workspace package name */
  package: string;
  /** the port of the remote's development server */
  devPort: number;
  /** the area's name in the shell's messages about it (loading, failure, QA override) */
  label: LocalizedText;
}

/** The remotes' names, as the registry spells them (the keys of `release/remotes.json`). */
export type RemoteName = keyof typeof registry.remotes;

/** Every remote of the portal, by name: the one list, read by everything that needs it. */
export const REMOTES: Readonly<Record<RemoteName, RemoteInfo>> = registry.remotes;

/** The remotes' names in registry order. */
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export function isRemoteName(value: string): value is RemoteName {
  return Object.prototype.hasOwnProperty.call(REMOTES, value);
}

/** Whether `pathname` is `basePath` or below it (`/cdnx` is not below `/cdn`). */
export function isUnder(pathname: string, basePath: string): boolean {
  return pathname === basePath || pathname.startsWith(`${basePath}/`);
}

/** The remote whose area holds a path (`/financial/transactions` → billing), if any. */
export function remoteForPath(pathname: string): RemoteName | null {
  return REMOTE_NAMES.find((name) => isUnder(pathname, REMOTES[name].basePath)) ?? null;
}
