import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Badge, Box } from '@chakra-ui/react';
import { markJustAddedShown } from './justAdded';

/** ms: the dialog that added a row has closed and handed focus back to its button by then */
const SCROLL_DELAY_MS = 250;

/** The attribute that marks a row (an element inside it) or a card as just added. */
export const justAddedMark = (added: boolean) => ({ 'data-just-added': added ? '' : undefined });

export interface JustAddedMarkProps {
  /** the row holding it was just added */
  added: boolean;
  /** also say "New" in a badge, for a list whose rows look alike */
  badge?: boolean;
  children?: ReactNode;
}

/** Marks the row that holds it (a table cell's content) for JustAddedRows while `added`. */
export function JustAddedMark({ added, badge = false, children }: JustAddedMarkProps) {
  if (!added) return <>{children}</>;
  return (
    <Box as="span" {...justAddedMark(true)}>
      {children}
      {badge && (
        <Badge colorPalette="green" variant="solid" size="sm" ms="2">
          <FormattedMessage id="ui.table.new" />
        </Badge>
      )}
    </Box>
  );
}

export interface JustAddedRowsProps {
  /** the rows highlighted now (useJustAdded) */
  ids: ReadonlySet<unknown>;
  children: ReactNode;
}

/**
 * Around a table or a list of cards: a table row holding a JustAddedMark, or a card (`article`)
 * marked itself, is tinted, fading back when the mark goes. The first one is scrolled into view
 * once per highlight, only when it is off screen, without the smooth scroll for a reader who asked
 * for less motion.
 */
export function JustAddedRows({ ids, children }: JustAddedRowsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const scrolledFor = useRef<ReadonlySet<unknown> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // after every render: the rows may be drawn only after the highlight was asked for (a refetch)
  useEffect(() => {
    if (ids.size === 0 || scrolledFor.current === ids) return;
    const mark = ref.current?.querySelector('[data-just-added]');
    // a row's mark may sit in a cell a phone does not draw: the row is what comes into view
    const row = mark?.closest('tr') ?? mark;
    if (!row) return;
    markJustAddedShown(ids);
    scrolledFor.current = ids;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { top, bottom } = row.getBoundingClientRect();
      if (!row.isConnected || (top >= 0 && bottom <= window.innerHeight)) return;
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
      row.scrollIntoView({ block: 'center', behavior: still ? 'auto' : 'smooth' });
    }, SCROLL_DELAY_MS);
  });

  return (
    <Box
      ref={ref}
      css={{
        '& tbody > tr > td, & article': {
          transition: 'background-color 0.8s ease-out, border-color 0.8s ease-out',
        },
        '& tbody > tr:has([data-just-added]) > td': { bg: 'brand.subtle' },
        '& article[data-just-added]': { bg: 'brand.subtle', borderColor: 'brand.solid' },
      }}
    >
      {children}
    </Box>
  );
}
