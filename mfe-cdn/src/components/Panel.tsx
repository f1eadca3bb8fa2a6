import { useId, type ReactNode } from 'react';
import { Card, Flex, Heading } from '@portal/shared-ui';

export interface PanelProps {
  title: ReactNode;
  /** at the end of the title line */
  actions?: ReactNode;
  children: ReactNode;
  /** a red edge for destructive parts */
  tone?: 'danger';
}

/** One part of a CDN page: a card with a level-two heading. */
export function Panel({ title, actions, children, tone }: PanelProps) {
  const headingId = useId();
  return (
    <Card.Root
      as="section"
      aria-labelledby={headingId}
      variant="outline"
      borderColor={tone === 'danger' ? 'border.error' : undefined}
    >
      <Card.Header pb="2">
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h2" size="md" flex="1" id={headingId}>
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body gap="3">{children}</Card.Body>
    </Card.Root>
  );
}
