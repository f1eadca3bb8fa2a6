import type { ReactNode } from 'react';
import { Box } from '@portal/shared-ui';

export interface TokenNoticeProps {
  status: 'warning' | 'error';
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A boxed notice of the sign-in link's page, drawn with the shell's core primitives (the page is in
 * the shell's entry file, where shared-ui's Alert is not: it comes with the whole module, on demand).
 * A refusal is announced as an alert; a warning is read in its place.
 */
export function TokenNotice({ status, children, 'data-testid': testId }: TokenNoticeProps) {
  return (
    <Box
      role={status === 'error' ? 'alert' : undefined}
      data-testid={testId}
      bg={`bg.${status}`}
      borderStartWidth="4px"
      borderColor={`border.${status}`}
      borderRadius="md"
      px="4"
      py="3"
    >
      {children}
    </Box>
  );
}
