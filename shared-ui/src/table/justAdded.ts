import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataTablePaging } from './DataTable';
import { DEFAULT_PAGE_SIZE, pageOf, type PageSize } from './paging';

/** How long what the user just added stays highlighted, ms. */
export const JUST_ADDED_MS = 4000;

/** Nothing highlighted. */
export const NOTHING_ADDED: ReadonlySet<never> = new Set();

/** The rows (by id) highlighted now, and how to highlight others. */
export interface JustAdded<Id> {
  ids: ReadonlySet<Id>;
  /** highlights these rows in place of any highlighted now, and starts the time again */
  show: (ids: Iterable<Id>) => void;
}

/**
 * After "add", the user sees what was added beside the toast: the rows `show` names stay highlighted
 * for JUST_ADDED_MS. `hold` keeps them while something covers the list (a secret shown once): the
 * time starts when it is lifted.
 */
export function useJustAdded<Id = number>(hold = false): JustAdded<Id> {
  const [ids, setIds] = useState<ReadonlySet<Id>>(NOTHING_ADDED);
  useEffect(() => {
    if (ids.size === 0 || hold) return undefined;
    const timer = setTimeout(() => setIds(NOTHING_ADDED), JUST_ADDED_MS);
    return () => clearTimeout(timer);
  }, [ids, hold]);
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
