import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataTablePaging } from './DataTable';
import { DEFAULT_PAGE_SIZE, pageOf, type PageSize } from './paging';

/** How long what the user just added stays highlighted, ms. */
export const JUST_ADDED_MS = 4000;

/**
 * How long a highlight waits for its rows to show, ms: past it, it ends unseen (the rows were filtered
 * away, or are on a page the user left).
 */
export const JUST_ADDED_UNSEEN_MS = 15_000;

/** Nothing highlighted. */
export const NOTHING_ADDED: ReadonlySet<never> = new Set();

// The moment a highlight lasts counts from when its rows are on screen, not from when it was asked
// for: after an add the list refetches, and on a slow line that alone can take longer than the moment.
// JustAddedRows says when a marked row is drawn; the sets are the ones `show` made, so nothing leaks.
const shownHighlights = new WeakSet<ReadonlySet<unknown>>();
const whenShown = new WeakMap<ReadonlySet<unknown>, () => void>();

/** A row of the highlight `ids` is drawn: its moment starts now (JustAddedRows calls it). */
export function markJustAddedShown(ids: ReadonlySet<unknown>): void {
  if (ids.size === 0 || shownHighlights.has(ids)) return;
  shownHighlights.add(ids);
  whenShown.get(ids)?.();
}

/** The rows (by id) highlighted now, and how to highlight others. */
export interface JustAdded<Id> {
  ids: ReadonlySet<Id>;
  /** highlights these rows in place of any highlighted now, and starts the time again */
  show: (ids: Iterable<Id>) => void;
}

/**
 * After "add", the user sees what was added beside the toast: the rows `show` names stay highlighted
 * for JUST_ADDED_MS once they are drawn (JUST_ADDED_UNSEEN_MS at most while they are not). `hold` keeps
 * them while something covers the list (a secret shown once): the time starts when it is lifted.
 */
export function useJustAdded<Id = number>(hold = false): JustAdded<Id> {
  const [ids, setIds] = useState<ReadonlySet<Id>>(NOTHING_ADDED);
  const [shown, setShown] = useState<ReadonlySet<Id> | null>(null);
  useEffect(() => {
    if (ids.size === 0) return undefined;
    // a table's effect runs before its page's: the rows may have said so already
    if (shownHighlights.has(ids)) setShown(ids);
    whenShown.set(ids, () => setShown(ids));
    return () => {
      whenShown.delete(ids);
    };
  }, [ids]);
  useEffect(() => {
    if (ids.size === 0 || hold) return undefined;
    const timer = setTimeout(
      () => setIds(NOTHING_ADDED),
      shown === ids ? JUST_ADDED_MS : JUST_ADDED_UNSEEN_MS,
    );
    return () => clearTimeout(timer);
  }, [ids, hold, shown]);
  const show = useCallback((next: Iterable<Id>) => {
    const set = new Set(next);
    setIds(set.size > 0 ? set : NOTHING_ADDED);
  }, []);
  return { ids, show };
}

/**
 * A paged table's page held here, so that a row just added is on screen: once the rows hold one of
 * `ids`, the page of the first of them is opened, once per `show` (the user may page away while it
 * is highlighted).
 */
export function useJustAddedPaging<Row, Id>(
  rows: readonly Row[] | undefined,
  ids: ReadonlySet<Id>,
  idOf: (row: Row) => Id,
): DataTablePaging {
  const [state, setState] = useState<{ page: number; pageSize: PageSize }>({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const opened = useRef<ReadonlySet<Id> | null>(null);
  const idRef = useRef(idOf);
  idRef.current = idOf;
  useEffect(() => {
    if (ids.size === 0 || opened.current === ids || !rows) return;
    const index = rows.findIndex((row) => ids.has(idRef.current(row)));
    if (index < 0) return;
    opened.current = ids;
    setState((s) => ({ ...s, page: pageOf(index, s.pageSize) }));
  }, [rows, ids]);
  return { ...state, onChange: (page, pageSize) => setState({ page, pageSize }) };
}
