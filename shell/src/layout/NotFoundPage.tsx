import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, HStack, Stack, Text } from '@portal/shared-ui';

/** Any other path: its own layout, a way home and a way to technical support. */
export function NotFoundPage() {
  return (
    <Stack as="main" minH="100vh" align="center" justify="center" gap="4" p="6" textAlign="center">
      <Text fontSize="6xl" fontWeight="bold" color="brand.fg" aria-hidden>
        404
      </Text>
      <Heading as="h1" size="xl">
        <FormattedMessage id="shell.notFound.title" />
      </Heading>
      <Text color="fg.muted" maxW="md">
        <FormattedMessage id="shell.notFound.body" />
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to="/">
            <FormattedMessage id="shell.notFound.home" />
          </RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to="/support/tickets">
            <FormattedMessage id="shell.notFound.support" />
          </RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
