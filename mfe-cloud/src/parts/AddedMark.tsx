import type { ReactNode } from 'react';
import { Box } from '@portal/shared-ui';

export interface AddedMarkProps {
  /** the row holding it was just added */
  added: boolean;
  children: ReactNode;
}

/** Marks a table row's first cell when its row was just added: ADDED_ROWS_CSS highlights the whole row. */
export function AddedMark({ added, children }: AddedMarkProps) {
  return added ? (
    <Box as="span" data-just-added="">
      {children}
    </Box>
  ) : (
    <>{children}</>
  );
}

/** For a table's container: a row holding a mark is highlighted, and fades back when the mark goes. */
export const ADDED_ROWS_CSS = {
  '& tbody > tr > td': { transition: 'background-color 0.8s ease-out' },
  '& tbody > tr:has([data-just-added]) > td': { bg: 'brand.subtle' },
} as const;

/** A card's props when it was just added: highlighted, fading back when the mark goes. */
export const addedCardProps = (added: boolean) => ({
  'data-just-added': added ? '' : undefined,
  bg: added ? 'brand.subtle' : undefined,
  borderColor: added ? 'brand.solid' : undefined,
  transition: 'background-color 0.8s ease-out, border-color 0.8s ease-out',
});
