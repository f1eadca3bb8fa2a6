import type { ReactNode } from 'react';
import { Card, Flex, Heading, Stack, Text } from '@portal/shared-ui';

export interface SettingsCardProps {
  title: ReactNode;
  description?: ReactNode;
  /** buttons at the end of the title row */
  actions?: ReactNode;
  children: ReactNode;
  /** names the card's region for assistive technology and tests */
  id?: string;
}

/** One group of a domain's settings: a titled card (a region named by its heading). */
export function SettingsCard({ title, description, actions, children, id }: SettingsCardProps) {
  const headingId = id ? `${id}-title` : undefined;
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-section={id}>
      <Card.Header pb="2">
        <Flex align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }} gap="3">
          <Stack gap="1" flex="1">
            <Heading as="h2" size="md" id={headingId}>
              {title}
            </Heading>
            {description && (
              <Text color="fg.muted" fontSize="sm">
                {description}
              </Text>
            )}
          </Stack>
          {actions && (
            <Flex gap="2" wrap="wrap">
              {actions}
            </Flex>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
