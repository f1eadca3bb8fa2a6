import { REMOTE_NAMES, type RemoteName, type WidgetSlot } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import type { DialogRef } from './menuItems';

export interface PlacedWidget {
  key: string;
  remote: RemoteName;
  module: string;
}

/** The cards of a dashboard column, by order (the remotes in registry order on a tie). */
export function widgetsIn(snapshot: ContributionsSnapshot, slot: WidgetSlot): PlacedWidget[] {
  return REMOTE_NAMES.flatMap((remote) =>
    (snapshot.remotes[remote]?.contributions.widgets ?? [])
      .filter((w) => w.slot === slot)
      .map((w) => ({ key: `${remote}:${w.name}`, remote, module: w.module, order: w.order })),
  )
    .sort((a, b) => a.order - b.order)
    .map(({ key, remote, module }) => ({ key, remote, module }));
}

export interface DeclaredDialog extends DialogRef {
  module: string;
  width?: number;
}

/** A dialog as its remote declares it, or null when that remote's version in use declares none by that name. */
export function findDialog(snapshot: ContributionsSnapshot, ref: DialogRef): DeclaredDialog | null {
  const dialog = snapshot.remotes[ref.remote]?.contributions.dialogs.find((d) => d.name === ref.name);
  return dialog ? { remote: ref.remote, name: dialog.name, module: dialog.module, ...(dialog.width ? { width: dialog.width } : {}) } : null;
}

/** The dialog a widget of `from` asks for by name: its own remote's first, else the first remote declaring one. */
export function dialogByName(snapshot: ContributionsSnapshot, from: RemoteName, name: string): DialogRef | null {
  for (const remote of [from, ...REMOTE_NAMES.filter((r) => r !== from)]) {
    if (findDialog(snapshot, { remote, name })) return { remote, name };
  }
  return null;
}
