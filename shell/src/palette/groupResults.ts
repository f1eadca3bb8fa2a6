import type { RemoteName } from '@portal/release';
import type { RankedEntry } from '@portal/shared-sdk';
import type { PaletteEntry } from './paletteEntry';

export interface ResultGroup {
  /** `recent`, or the area the entries belong to */
  key: 'recent' | RemoteName;
  entries: PaletteEntry[];
}

/**
 * Ranked entries in groups: the recent ones first (in their order), then one group per area, the
 * area with the best match first, each keeping the ranking inside.
 */
export function groupResults(ranked: readonly RankedEntry<PaletteEntry>[]): ResultGroup[] {
  const recent = ranked.filter((r) => r.recent).map((r) => r.entry);
  const areas = new Map<RemoteName, PaletteEntry[]>();
  for (const { entry, recent: isRecent } of ranked) {
    if (isRecent) continue;
    const list = areas.get(entry.remote) ?? [];
    list.push(entry);
    areas.set(entry.remote, list);
  }
  return [
    ...(recent.length ? [{ key: 'recent' as const, entries: recent }] : []),
    ...[...areas].map(([key, entries]) => ({ key, entries })),
  ];
}
