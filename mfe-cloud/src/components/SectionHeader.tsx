import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@portal/shared-ui';

export interface SectionHeaderProps {
  /** the id its section is labelled by */
  id: string;
  title: string;
  description?: string;
  /** the section's buttons, at the end of the heading's line */
  actions?: ReactNode;
}

/** A cloud section's heading (h2 under the area's), its buttons and what it is for. */
export function SectionHeader({ id, title, description, actions }: SectionHeaderProps) {
  return (
    <>
      <Flex align="center" gap="3" wrap="wrap" mb="1">
        <Heading as="h2" size="md" flex="1" id={id}>
          {title}
        </Heading>
        {actions && (
          <Flex gap="2" wrap="wrap">
            {actions}
          </Flex>
        )}
      </Flex>
      {description && (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {description}
        </Text>
      )}
    </>
  );
}
