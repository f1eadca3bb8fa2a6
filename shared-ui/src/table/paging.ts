/** Page sizes of the generic table footer; 'all' shows every row on one page. */
export const PAGE_SIZES = [10, 25, 50, 100, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 10;
/** how many numbered page buttons the footer shows at once */
export const VISIBLE_PAGE_BUTTONS = 4;

export function pageCount(total: number, size: PageSize): number {
  if (size === 'all') return 1;
  return Math.max(1, Math.ceil(total / size));
}

export function clampPage(page: number, total: number, size: PageSize): number {
  return Math.min(Math.max(1, page), pageCount(total, size));
}

/** The rows of one page (1-based). */
export function pageRows<T>(rows: readonly T[], page: number, size: PageSize): T[] {
  if (size === 'all') return rows.slice();
  const start = (page - 1) * size;
  return rows.slice(start, start + size);
}

/** 1-based first and last row numbers shown, for "11–20 of 42". */
export function pageRange(page: number, total: number, size: PageSize): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  if (size === 'all') return { from: 1, to: total };
  return { from: (page - 1) * size + 1, to: Math.min(page * size, total) };
}

/**
 * The numbered buttons to show: a window of at most `max` pages that holds the current page,
 * with the current page second where possible (1 2 3 4 → 4 5 6 7 → … → 7 8 9 10).
 */
export function visiblePages(page: number, count: number, max = VISIBLE_PAGE_BUTTONS): number[] {
  const size = Math.min(max, count);
  const start = Math.max(1, Math.min(page - 1, count - size + 1));
  return Array.from({ length: size }, (_, i) => start + i);
}

/** The 1-based page that shows the row at `index`; page 1 for one page or a missing row (-1). */
export function pageOf(index: number, size: PageSize): number {
  return size === 'all' || index < 0 ? 1 : Math.floor(index / size) + 1;
}
