import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Heading, Stack, Text } from '@portal/shared-ui';

/**
 * A page the session may not open (its route's gate names a permission the API token lacks): the
 * provider's 403 message in place of the area, and the way home.
 */
export function ForbiddenPage({ permission }: { permission: string }) {
  return (
    <Stack
      align="center"
      justify="center"
      gap="4"
      py="16"
      px="6"
      textAlign="center"
      data-testid="forbidden-page"
    >
      <Text fontSize="5xl" fontWeight="bold" color="fg.muted" aria-hidden>
        403
      </Text>
      <Heading as="h1" size="lg">
        <FormattedMessage
          id="shell.forbidden.message"
          values={{
            permission: (
              <Text as="bdi" dir="ltr" key="permission">
                {permission}
              </Text>
            ),
          }}
        />
      </Heading>
      <Button asChild colorPalette="brand">
        <RouterLink to="/">
          <FormattedMessage id="shell.notFound.home" />
        </RouterLink>
      </Button>
    </Stack>
  );
}
