import type { ReactNode } from 'react';
import { Stack, Text } from '@portal/shared-ui';

export interface ServerFactProps {
  label: string;
  children: ReactNode;
  /** takes the whole row of the list (a long value, such as a script) */
  wide?: boolean;
}

/** One fact of a server's page: a term and its value, in the section's description list. */
export function ServerFact({ label, children, wide }: ServerFactProps) {
  return (
    <Stack gap="0.5" minW="0" gridColumn={wide ? '1 / -1' : undefined}>
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" m="0" fontWeight="medium" overflowWrap="anywhere">
        {children}
      </Text>
    </Stack>
  );
}
