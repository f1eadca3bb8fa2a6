/** How many recently opened palette entries are kept per user. */
export const RECENT_SEARCH_LIMIT = 8;

/** A recently opened entry, first in the list: without its earlier copy, at most `limit` kept. */
export function addRecentSearchItem<T extends { id: string }>(
  recent: readonly T[],
  item: T,
  limit = RECENT_SEARCH_LIMIT,
): T[] {
  return [item, ...recent.filter((r) => r.id !== item.id)].slice(0, limit);
}

/** A stored list of recent entries (untrusted JSON): the entries `isItem` accepts, at most `limit`. */
export function readRecentSearchItems<T>(
  raw: string | null,
  isItem: (value: unknown) => value is T,
  limit = RECENT_SEARCH_LIMIT,
): T[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter(isItem).slice(0, limit) : [];
  } catch {
    return [];
  }
}
