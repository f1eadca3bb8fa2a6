import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Card, Heading, Stack } from '@portal/shared-ui';

export interface TokenLinkFrameProps {
  children: ReactNode;
}

/** The sign-in link's page: no header or menus (no one may be signed in), one card in the middle. */
export function TokenLinkFrame({ children }: TokenLinkFrameProps) {
  return (
    <Stack as="main" minH="100vh" align="center" justify="center" p={{ base: '4', md: '6' }}>
      <Card.Root w="full" maxW="lg" data-testid="token-link">
        <Card.Body gap="4">
          <Heading as="h1" size="lg">
            <FormattedMessage id="shell.tokenLink.title" />
          </Heading>
          {children}
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
