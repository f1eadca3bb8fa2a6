import { REMOTES, REMOTE_NAMES, type LocalizedText, type RemoteName, type WidgetSlot } from '@portal/release';
import type { ContributionsSnapshot } from '../remotes/remoteLoader';
import type { DialogRef } from './menuItems';

export interface PlacedWidget {
  key: string;
  remote: RemoteName;
  module: string;
  /** its name among the options of a slot that shows one widget at a time (the area's name when it gives none) */
  label: LocalizedText;
  order: number;
}

/** The cards of a dashboard slot, by order (the remotes in registry order on a tie). */
export function widgetsIn(snapshot: ContributionsSnapshot, slot: WidgetSlot): PlacedWidget[] {
  return REMOTE_NAMES.flatMap((remote) =>
    (snapshot.remotes[remote]?.contributions.widgets ?? [])
      .filter((w) => w.slot === slot)
      .map((w) => ({
        key: `${remote}:${w.name}`,
        remote,
        module: w.module,
        label: w.label ?? REMOTES[remote].label,
        order: w.order,
      })),
  ).sort((a, b) => a.order - b.order);
}

/** The wide column: its cards and, where its first option's order puts it, the resources card. */
export type MainColumnItem =
  { kind: 'widget'; widget: PlacedWidget } | { kind: 'resources'; options: PlacedWidget[] };

export function mainColumn(snapshot: ContributionsSnapshot): MainColumnItem[] {
  const options = widgetsIn(snapshot, 'resources');
  const items: Array<MainColumnItem & { order: number }> = widgetsIn(snapshot, 'main').map((widget) => ({
    kind: 'widget',
    widget,
    order: widget.order,
  }));
  if (options.length > 0)
    items.push({ kind: 'resources', options, order: (options[0] as PlacedWidget).order });
  // stable: a card and the resources card of equal order keep the card first
  return items.sort((a, b) => a.order - b.order).map(({ order: _order, ...item }) => item as MainColumnItem);
}

export interface DeclaredDialog extends DialogRef {
  module: string;
  width?: number;
}

/** A dialog as its remote declares it, or null when that remote's version in use declares none by that name. */
export function findDialog(snapshot: ContributionsSnapshot, ref: DialogRef): DeclaredDialog | null {
  const dialog = snapshot.remotes[ref.remote]?.contributions.dialogs.find((d) => d.name === ref.name);
  return dialog
    ? {
        remote: ref.remote,
        name: dialog.name,
        module: dialog.module,
        ...(dialog.width ? { width: dialog.width } : {}),
      }
    : null;
}

/** The dialog a widget of `from` asks for by name: its own remote's first, else the first remote declaring one. */
export function dialogByName(
  snapshot: ContributionsSnapshot,
  from: RemoteName,
  name: string,
): DialogRef | null {
  for (const remote of [from, ...REMOTE_NAMES.filter((r) => r !== from)]) {
    if (findDialog(snapshot, { remote, name })) return { remote, name };
  }
  return null;
}
