import { FormattedMessage } from 'react-intl';
import { Outlet } from 'react-router-dom';
import { Box, Card, Flex, Heading, Stack } from '@portal/shared-ui';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { LocaleSwitch } from './LocaleSwitch';

/** The login page's own layout: a centred card, the product name and the locale switch. */
export function LoginLayout() {
  const { productName } = useRuntimeConfig();
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="bg.subtle" p="4">
      <Stack w="full" maxW="lg" gap="4">
        <Flex justify="space-between" align="center">
          <Heading as="p" size="xl" color="brand.fg">
            {productName || <FormattedMessage id="shell.productName" />}
          </Heading>
          <LocaleSwitch />
        </Flex>
        <Card.Root>
          <Card.Body>
            <Box>
              <Outlet />
            </Box>
          </Card.Body>
        </Card.Root>
      </Stack>
    </Flex>
  );
}
