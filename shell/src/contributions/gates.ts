import type { Gate, RemoteName } from '@portal/release';
import { permissionCovers, type Profile } from '@portal/shared-sdk';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import { pageRoute } from './pageRoute';

/** What the session may do: an API token's permission list, or null for the portal's own session (not limited). */
export type SessionPermissions = readonly string[] | null;

/** The session's permissions, as the profile says them (`token_permissions`); not said: not limited. */
export function sessionPermissions(
  profile: Pick<Profile, 'token_permissions'> | null | undefined,
): SessionPermissions {
  return profile?.token_permissions ?? null;
}

/**
 * Whether the session passes a contribution's gate: no permission named, a session that is not
 * limited, a permission of its list covering the gate's (`cdn` covers `cdn.dns`), or one under it
 * (a token with `cdn.domains.read` may see the CDN area gated `cdn`: it can do part of it).
 */
export function gateAllows(permissions: SessionPermissions, gate: Gate | undefined): boolean {
  const required = gate?.permission;
  if (!required || permissions === null) return true;
  return permissionCovers(permissions, required) || permissions.some((p) => p.startsWith(`${required}.`));
}

/** What the session sees of the contributions: the menu entries, tiles, cards and pages whose gate it passes. */
export function visibleContributions(
  snapshot: ContributionsSnapshot,
  permissions: SessionPermissions,
): ContributionsSnapshot {
  if (permissions === null) return snapshot;
  const remotes: ContributionsSnapshot['remotes'] = {};
  for (const [remote, contributed] of Object.entries(snapshot.remotes) as [
    RemoteName,
    NonNullable<ContributionsSnapshot['remotes'][RemoteName]>,
  ][]) {
    const c = contributed.contributions;
    const open = (item: { gate?: Gate }) => gateAllows(permissions, item.gate);
    remotes[remote] = {
      ...contributed,
      contributions: {
        ...c,
        routes: c.routes.filter(open),
        menus: c.menus.filter(open),
        tiles: c.tiles.filter(open),
        widgets: c.widgets.filter(open),
      },
    };
  }
  return { status: snapshot.status, remotes };
}

/** The permission the page at `pathname` needs and the session lacks (its most specific route's gate), else null. */
export function deniedPermission(
  pathname: string,
  snapshot: ContributionsSnapshot,
  permissions: SessionPermissions,
): string | null {
  if (permissions === null) return null;
  const gate = pageRoute(pathname, snapshot)?.match?.route.gate;
  return gateAllows(permissions, gate) ? null : (gate?.permission ?? null);
}
