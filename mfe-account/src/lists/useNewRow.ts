import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE, type DataTablePaging, type PageSize } from '@portal/shared-ui';

/** How long a row the user has just added stays marked, ms. */
export const NEW_ROW_MARK_MS = 4000;

/**
 * The row the user has just added, marked for a moment so the eye finds it beside the toast.
 * `hold` keeps the mark while something covers the list (the new token's secret, shown once); the
 * moment starts when it is lifted.
 */
export function useNewRow<Id>(hold = false): { newId: Id | null; markNew: (id: Id) => void } {
  const [newId, setNewId] = useState<Id | null>(null);
  useEffect(() => {
    if (newId === null || hold) return undefined;
    const timer = setTimeout(() => setNewId(null), NEW_ROW_MARK_MS);
    return () => clearTimeout(timer);
  }, [newId, hold]);
  return { newId, markNew: useCallback((id: Id) => setNewId(id), []) };
}

/** The 1-based page of a paged table that shows the row at `index`. */
export function pageOfRow(index: number, size: PageSize): number {
  return size === 'all' || index < 0 ? 1 : Math.floor(index / size) + 1;
}

/**
 * A paged table's page held here, so that a row just added is on screen: once the rows hold the
 * new one, its page is opened (once: the user may page away while it is marked).
 */
export function useNewRowPaging<Row, Id>(rows: readonly Row[] | undefined, idOf: (row: Row) => Id, newId: Id | null): DataTablePaging {
  const [state, setState] = useState<{ page: number; pageSize: PageSize }>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const shown = useRef<Id | null>(null);
  const idRef = useRef(idOf);
  idRef.current = idOf;
  useEffect(() => {
    if (newId === null || shown.current === newId || !rows) return;
    const index = rows.findIndex((row) => idRef.current(row) === newId);
    if (index < 0) return;
    shown.current = newId;
    setState((s) => ({ ...s, page: pageOfRow(index, s.pageSize) }));
  }, [rows, newId]);
  return { ...state, onChange: (page, pageSize) => setState({ page, pageSize }) };
}
