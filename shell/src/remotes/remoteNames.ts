/**
 * The five remotes, their Module Federation container names and base paths.
 * Mirrors REMOTES in build/federation.cjs (that file is Node-only, so the browser code keeps its own copy).
 */
export const REMOTES = {
  cdn: { container: 'mfe_cdn', basePath: '/cdn' },
  cloud: { container: 'mfe_cloud', basePath: '/cloud' },
  support: { container: 'mfe_support', basePath: '/support' },
  billing: { container: 'mfe_billing', basePath: '/financial' },
  account: { container: 'mfe_account', basePath: '/profile' },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export function isRemoteName(value: string): value is RemoteName {
  return Object.prototype.hasOwnProperty.call(REMOTES, value);
}

/** The remote whose area holds a path (`/financial/transactions` → billing), if any. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const name of REMOTE_NAMES) {
    const base = REMOTES[name].basePath;
    if (pathname === base || pathname.startsWith(`${base}/`)) return name;
  }
  return null;
}
