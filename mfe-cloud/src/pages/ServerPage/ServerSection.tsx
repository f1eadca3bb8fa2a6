import type { ReactNode } from 'react';
import { useId } from 'react';
import { Box, Heading } from '@portal/shared-ui';

export interface ServerSectionProps {
  title: string;
  children: ReactNode;
  /** red border, for what cannot be undone */
  danger?: boolean;
}

/** One part of a server's page: a titled, bordered section. */
export function ServerSection({ title, children, danger }: ServerSectionProps) {
  const id = useId();
  return (
    <Box
      as="section"
      aria-labelledby={id}
      borderWidth="1px"
      borderRadius="md"
      borderColor={danger ? 'red.muted' : undefined}
      p={{ base: '3', md: '4' }}
    >
      <Heading as="h3" size="sm" mb="3" id={id}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
