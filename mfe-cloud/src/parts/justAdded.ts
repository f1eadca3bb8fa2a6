import { useEffect, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type DataTablePaging, type PageSize } from '@portal/shared-ui';

/** How long what was just added stays highlighted, ms. */
export const JUST_ADDED_MS = 4000;

/** The page (1-based) of a list that shows the row at `index`. */
export function pageOf(index: number, pageSize: PageSize): number {
  return pageSize === 'all' ? 1 : Math.floor(index / pageSize) + 1;
}

/**
 * What the user just added to a list, so they see it at once beside the toast: `show(id)` after
 * the provider answered marks it for JUST_ADDED_MS; once the list holds it, it is scrolled into view.
 */
export function useJustAdded(items: readonly { id: number }[] | undefined) {
  const [addedId, setAddedId] = useState<number | null>(null);
  const present = addedId !== null && (items ?? []).some((item) => item.id === addedId);

  useEffect(() => {
    if (addedId === null) return undefined;
    const timer = setTimeout(() => setAddedId(null), JUST_ADDED_MS);
    return () => clearTimeout(timer);
  }, [addedId]);

  useEffect(() => {
    if (!present) return undefined;
    // after the dialog that added it has closed and handed focus back to its button
    const timer = setTimeout(() => {
      const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      const mark = document.querySelector('[data-just-added]');
      // a row's mark may sit in a cell a phone does not draw: the row is what comes into view
      (mark?.closest('tr') ?? mark)?.scrollIntoView({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    }, 250);
    return () => clearTimeout(timer);
  }, [present, addedId]);

  return { addedId, show: setAddedId };
}

/** A table's paging held by its page, moved to the page that holds the row just added. */
export function useAddedPaging(rows: readonly { id: number }[] | undefined, addedId: number | null): DataTablePaging {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(DEFAULT_PAGE_SIZE);
  const index = addedId === null || !rows ? -1 : rows.findIndex((row) => row.id === addedId);
  const target = index < 0 ? null : pageOf(index, pageSize);
  useEffect(() => {
    if (target !== null) setPage(target);
  }, [target]);
  return {
    page,
    pageSize,
    onChange: (next, size) => {
      setPage(next);
      setPageSize(size);
    },
  };
}
