import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Box, Flex, Heading, Link, QueryView, useParcelProps } from '@portal/shared-ui';
import { useServerQuery } from '../../data/servers/server-query';
import { nameOf, serverPath } from '../../servers/serverPaths';
import { ConsoleView } from './ConsoleView';
import type { RfbClass } from './useVncSession';

export interface VncConsolePageProps {
  /** how noVNC is loaded; tests give a stand-in */
  loadRfb?: () => Promise<RfbClass>;
}

/**
 * /cloud/vnc-console?server_id=…: a server's screen and keyboard in the browser, on the blank
 * layout (the server's page opens it in its own window).
 */
export function VncConsolePage({ loadRfb }: VncConsolePageProps) {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  const [search] = useSearchParams();
  const serverId = Number(search.get('server_id'));
  const server = useServerQuery(serverId);
  const name = server.data ? nameOf(server.data) : (search.get('name') ?? '');

  if (!Number.isInteger(serverId) || serverId <= 0) {
    return (
      <Box p="6">
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{intl.formatMessage({ id: 'cloud.vnc.noServer' })}</Alert.Title>
        </Alert.Root>
        <Link asChild mt="4" display="inline-block">
          <RouterLink to={`${basePath}/servers`}>
            {intl.formatMessage({ id: 'area.notFound.back' })}
          </RouterLink>
        </Link>
      </Box>
    );
  }

  return (
    <Flex direction="column" h="100dvh" minH="0">
      <Flex as="header" align="center" gap="3" px="4" py="2" borderBottomWidth="1px" wrap="wrap">
        <Heading as="h1" size="sm">
          {intl.formatMessage({ id: 'cloud.vnc.title' }, { server: <bdi key="name">{name}</bdi> })}
        </Heading>
        {server.data && (
          <Link asChild fontSize="sm" ms="auto">
            <RouterLink to={serverPath(basePath, server.data)}>
              {intl.formatMessage({ id: 'cloud.vnc.backToServer' })}
            </RouterLink>
          </Link>
        )}
      </Flex>
      <QueryView query={server} errorFallbackId="cloud.vnc.serverFailed">
        {(found) => <ConsoleView server={found} loadRfb={loadRfb} />}
      </QueryView>
    </Flex>
  );
}
