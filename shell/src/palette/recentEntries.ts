import { addRecentSearchItem, readRecentSearchItems } from '@portal/shared-sdk';
import { RECENT_KEY_PREFIX as PREFIX } from './clearRecent';

const isRecent = (value: unknown): value is { id: string } =>
  !!value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: no recent entries
  }
}

/** The ids of the entries this user opened from the palette, the most recent first. */
export function readRecentIds(userId: string): string[] {
  return readRecentSearchItems(storage()?.getItem(PREFIX + userId) ?? null, isRecent).map((r) => r.id);
}

/** Remembers an opened entry for this user, first. */
export function rememberRecent(userId: string, id: string): string[] {
  const next = addRecentSearchItem(
    readRecentIds(userId).map((r) => ({ id: r })),
    { id },
  ).map((r) => r.id);
  try {
    storage()?.setItem(PREFIX + userId, JSON.stringify(next.map((r) => ({ id: r }))));
  } catch {
    // storage full or refused: the list lasts for this page
  }
  return next;
}
