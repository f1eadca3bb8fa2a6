import { normalizeSearchText } from './normalizeSearchText';
import { searchScore, type PreparedSearchFields } from './searchScore';

export interface RankableEntry {
  /** unique across all entries (the area and its own key) */
  id: string;
  prepared: PreparedSearchFields;
}

export interface RankedEntry<T> {
  entry: T;
  score: number;
  recent: boolean;
}

/**
 * The entries matching the query, best first: recent entries before the others (the most recent
 * first), then by score, then shorter titles (closer to what was typed), then in the given order.
 * An empty query lists only the recent entries. At most `limit` entries.
 */
export function rankSearchResults<T extends RankableEntry>(
  rawQuery: string,
  entries: readonly T[],
  recentIds: readonly string[],
  limit = 50,
): RankedEntry<T>[] {
  const query = normalizeSearchText(rawQuery);
  const recency = new Map(recentIds.map((id, i) => [id, i]));
  const ranked: (RankedEntry<T> & { index: number })[] = [];
  entries.forEach((entry, index) => {
    const recent = recency.has(entry.id);
    if (!query && !recent) return;
    const score = searchScore(query, entry.prepared);
    if (score > 0) ranked.push({ entry, score, recent, index });
  });
  ranked.sort((a, b) => {
    if (a.recent !== b.recent) return a.recent ? -1 : 1;
    if (a.recent && b.recent)
      return (recency.get(a.entry.id) as number) - (recency.get(b.entry.id) as number);
    return (
      b.score - a.score || a.entry.prepared.title.length - b.entry.prepared.title.length || a.index - b.index
    );
  });
  return ranked.slice(0, limit).map(({ entry, score, recent }) => ({ entry, score, recent }));
}
