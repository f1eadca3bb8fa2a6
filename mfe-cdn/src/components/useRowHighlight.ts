import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a row just added (or moved by an edit) stays highlighted, ms. */
export const ROW_HIGHLIGHT_MS = 3000;

/** No row highlighted. */
export const NO_ROWS: ReadonlySet<number> = new Set();

/** The rows (by id) highlighted now, and how to highlight others for a moment. */
export interface RowHighlight {
  ids: ReadonlySet<number>;
  show: (ids: Iterable<number>) => void;
}

/**
 * After "add", the user sees what was added: the rows `show` names are highlighted for
 * ROW_HIGHLIGHT_MS (a later `show` replaces them and starts the time again).
 */
export function useRowHighlight(): RowHighlight {
  const [ids, setIds] = useState<ReadonlySet<number>>(NO_ROWS);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback((next: Iterable<number>) => {
    window.clearTimeout(timer.current);
    const set = new Set(next);
    setIds(set.size > 0 ? set : NO_ROWS);
    timer.current = window.setTimeout(() => setIds(NO_ROWS), ROW_HIGHLIGHT_MS);
  }, []);
  return { ids, show };
}
