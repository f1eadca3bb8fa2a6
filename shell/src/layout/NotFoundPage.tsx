import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, HStack, Stack, Text } from '@portal/shared-ui';
import { contributedLink } from '../contributions/contributedLinks';
import { useContributions } from '../contributions/useContributions';

/** Any other path: its own layout, a way home and, when a remote contributes a `help` link, a way to technical support. */
export function NotFoundPage() {
  const help = contributedLink(useContributions(), 'help');
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
        {help && (
          <Button asChild variant="outline">
            <RouterLink to={help}>
              <FormattedMessage id="shell.notFound.support" />
            </RouterLink>
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
