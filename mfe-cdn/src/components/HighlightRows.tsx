import { useEffect, useRef, type ReactNode } from 'react';
import { Box } from '@portal/shared-ui';

export interface HighlightRowsProps {
  /** the rows highlighted now (useRowHighlight) */
  ids: ReadonlySet<number>;
  children: ReactNode;
}

/**
 * Where rows just added show: a row is a table row holding an element marked by rowMarker, or a
 * card (`article`) marked itself; a highlighted one carries `data-highlighted`. It is tinted, fading
 * back when the highlight ends, and the first one is scrolled into view once, unless it is on
 * screen already (without the smooth scroll for a reader who asked for less motion).
 */
export function HighlightRows({ ids, children }: HighlightRowsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<ReadonlySet<number> | null>(null);

  // after every render: the rows may be drawn only after the highlight was asked for (a refetch)
  useEffect(() => {
    if (ids.size === 0 || scrolledFor.current === ids) return;
    const marker = ref.current?.querySelector('[data-highlighted]');
    const row = marker?.closest('tr') ?? marker;
    if (!row) return;
    scrolledFor.current = ids;
    const { top, bottom } = row.getBoundingClientRect();
    if (top >= 0 && bottom <= window.innerHeight) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    row.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
  });

  return (
    <Box
      ref={ref}
      css={{
        '& tbody > tr, & article[data-row-id]': { transition: 'background-color 0.6s ease-out' },
        '& tbody > tr:has([data-highlighted]), & article[data-highlighted]': { bg: 'brand.subtle' },
      }}
    >
      {children}
    </Box>
  );
}

/** The attributes that make an element (a cell's content, or a card) mark its row for HighlightRows. */
export function rowMarker(id: number, highlighted: ReadonlySet<number>) {
  return { 'data-row-id': id, 'data-highlighted': highlighted.has(id) ? '' : undefined };
}
