import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Badge, Box } from '@portal/shared-ui';

/**
 * "New" beside the name of the row the user has just added; the row is brought into view, and a
 * table inside NewRowHighlight highlights the whole row that holds it.
 */
export function NewRowMark() {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    // (jsdom has no scrolling)
    ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);
  return (
    <Badge ref={ref} data-new-row="" colorPalette="green" variant="solid" size="sm" ms="2">
      <FormattedMessage id="account.list.new" />
    </Badge>
  );
}

/** Around a table: the row holding a NewRowMark stands out. */
export function NewRowHighlight({ children }: { children: ReactNode }) {
  return <Box css={{ '& tr:has([data-new-row])': { bg: 'green.subtle' } }}>{children}</Box>;
}
