import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { Button, Flex, Heading, useParcelProps, useQueryTableState } from '@portal/shared-ui';
import { useServersQuery } from '../../data/servers/servers-query';
import { ServersTable } from './ServersTable';

/** /cloud/servers: the server list, with the way to add a server (SPEC §2). */
export function ServersPage() {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  const table = useQueryTableState(useServersQuery(), 'cloud.servers.loadFailed');
  const title = intl.formatMessage({ id: 'cloud.servers' });

  return (
    <section aria-labelledby="cloud-servers-title">
      <Flex align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="md" flex="1" id="cloud-servers-title">
          {title}
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={`${basePath}/servers/network`}>{intl.formatMessage({ id: 'cloud.networks.link' })}</RouterLink>
        </Button>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={`${basePath}/servers/create-server`}>{intl.formatMessage({ id: 'cloud.servers.add' })}</RouterLink>
        </Button>
      </Flex>
      <ServersTable servers={table.rows} loading={table.loading} error={table.error} onRetry={table.onRetry} label={title} />
    </section>
  );
}
