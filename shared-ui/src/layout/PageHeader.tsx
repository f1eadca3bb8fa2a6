import type { ReactNode } from 'react';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** buttons at the end of the line (the left edge in RTL) */
  actions?: ReactNode;
}

/** A page's title row: heading, optional description and actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      as="header"
      align={{ base: 'stretch', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      mb="6"
    >
      <Stack gap="1" flex="1">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
      </Stack>
      {actions && (
        <Flex gap="2" ms={{ md: 'auto' }} wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
