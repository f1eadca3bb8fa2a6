import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card, Heading, Text } from '@portal/shared-ui';

export interface SectionCardProps {
  titleId: string;
  descriptionId?: string;
  children: ReactNode;
}

/** One part of the security tab: a titled card. */
export function SectionCard({ titleId, descriptionId, children }: SectionCardProps) {
  return (
    <Card.Root as="section" aria-labelledby={titleId.replace(/\./g, '-')} variant="outline">
      <Card.Header>
        <Heading as="h2" size="md" id={titleId.replace(/\./g, '-')}>
          <FormattedMessage id={titleId} />
        </Heading>
        {descriptionId && (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id={descriptionId} />
          </Text>
        )}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
