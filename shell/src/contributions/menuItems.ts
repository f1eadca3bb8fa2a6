import { REMOTE_NAMES, type IconName, type MenuName, type RemoteName } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import type { ItemLabel } from './localizedText';

/** A dialog a remote declares, by name. */
export interface DialogRef {
  remote: RemoteName;
  name: string;
}

/** What an entry does: go to a page (`end`: the exact path only), open a remote's dialog, or log out. */
export type ItemAction = { to: string; end?: boolean } | { dialog: DialogRef } | { logout: true };

/** An entry of a menu or a tile, the shell's own or a remote's. */
export interface MenuItem {
  /** unique within its menu: `shell:<key>` or `<remote>:<key>` */
  key: string;
  label: ItemLabel;
  order: number;
  /** absent: a placeholder, shown disabled ("coming soon") */
  action?: ItemAction;
  icon?: IconName;
  remote?: RemoteName;
}

/** The shell's own entries, in the same shape (`shell:` keys). */
export function shellItem(key: string, id: string, order: number, action?: ItemAction): MenuItem {
  return { key: `shell:${key}`, label: { id }, order, ...(action ? { action } : {}) };
}

function byOrder(items: MenuItem[]): MenuItem[] {
  // a stable sort: on a tie the shell's entries first, then the remotes in registry order
  return items.sort((a, b) => a.order - b.order);
}

/** A menu (the side navigation, or a header menu): the shell's entries and the remotes', by order. */
export function menuItems(
  snapshot: ContributionsSnapshot,
  menu: MenuName,
  own: readonly MenuItem[] = [],
): MenuItem[] {
  const contributed = REMOTE_NAMES.flatMap((remote) =>
    (snapshot.remotes[remote]?.contributions.menus ?? [])
      .filter((entry) => entry.menu === menu)
      .map((entry): MenuItem => ({
        key: `${remote}:${entry.key}`,
        label: entry.label,
        order: entry.order,
        action:
          entry.to !== undefined ? { to: entry.to } : { dialog: { remote, name: entry.dialog as string } },
        remote,
        ...(entry.icon ? { icon: entry.icon } : {}),
      })),
  );
  return byOrder([...own, ...contributed]);
}

/** The dashboard's shortcut tiles: the shell's and the remotes', by order. */
export function tileItems(snapshot: ContributionsSnapshot, own: readonly MenuItem[] = []): MenuItem[] {
  const contributed = REMOTE_NAMES.flatMap((remote) =>
    (snapshot.remotes[remote]?.contributions.tiles ?? []).map((tile): MenuItem => ({
      key: `${remote}:${tile.key}`,
      label: tile.label,
      order: tile.order,
      action: tile.to !== undefined ? { to: tile.to } : { dialog: { remote, name: tile.dialog as string } },
      remote,
      ...(tile.icon ? { icon: tile.icon } : {}),
    })),
  );
  return byOrder([...own, ...contributed]);
}
