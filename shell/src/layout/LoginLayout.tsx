import { Outlet } from 'react-router-dom';
import { Box, Card, Flex, Heading, Stack } from '@portal/shared-ui';
import { useProductName } from '../config/useProductName';
import { LocaleSwitch } from './LocaleSwitch';

/** The login page's own layout: a centred card, the product name and the locale switch. */
export function LoginLayout() {
  const productName = useProductName();
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="bg.subtle" p="4">
      <Stack w="full" maxW="lg" gap="4">
        <Flex justify="space-between" align="center">
          <Heading as="p" size="xl" color="brand.fg">
            {productName}
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
