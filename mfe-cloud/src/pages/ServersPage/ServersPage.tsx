import { useCallback, useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Button,
  Flex,
  Heading,
  pageOf,
  useApiErrorMessage,
  useJustAdded,
  useParcelProps,
} from '@portal/shared-ui';
import { useServersQuery } from '../../data/servers/servers-query';
import { createdServer, forgetCreatedServer } from '../../servers/createdServer';
import { ServerFilters } from './ServerFilters';
import { ServersTable } from './ServersTable';
import { filterServers, listSearch, readListState, type ServerListState } from './serverListState';

/**
 * /cloud/servers: the server list, live (asked again fast while a server changes), with its search,
 * state filter and page in the address, and the way to add a server.
 */
export function ServersPage() {
  const intl = useIntl();
  const { basePath } = useParcelProps();
  const [search, setSearch] = useSearchParams();
  const state = readListState(search);
  const query = useServersQuery();
  const errorMessage = useApiErrorMessage();
  const title = intl.formatMessage({ id: 'cloud.servers' });
  const { q, status } = state;
  const rows = useMemo(
    () => (query.data ? filterServers(query.data, { q, status }) : undefined),
    [query.data, q, status],
  );
  const filtered = q !== '' || status !== 'all';
  const update = useCallback(
    (next: Partial<ServerListState>) =>
      setSearch(listSearch({ ...readListState(search), ...next }), { replace: true }),
    [search, setSearch],
  );

  // the server created last: shown on its page of the list, highlighted, once
  const { ids: added, show } = useJustAdded();
  const [createdId, setCreatedId] = useState(createdServer);
  const createdIndex = createdId === null || !rows ? -1 : rows.findIndex((s) => s.id === createdId);
  const createdPage = createdIndex < 0 ? null : pageOf(createdIndex, state.size);
  useEffect(() => {
    if (createdId === null || createdPage === null) return;
    forgetCreatedServer(createdId);
    setCreatedId(null);
    show([createdId]);
    if (createdPage !== state.page) update({ page: createdPage });
  }, [createdId, createdPage, state.page, show, update]);

  return (
    <section aria-labelledby="cloud-servers-title">
      <Flex align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" size="md" flex="1" id="cloud-servers-title">
          {title}
        </Heading>
        <Button asChild size="sm" variant="outline" colorPalette="brand">
          <RouterLink to={`${basePath}/servers/network`}>
            {intl.formatMessage({ id: 'cloud.networks.link' })}
          </RouterLink>
        </Button>
        <Button asChild size="sm" colorPalette="brand">
          <RouterLink to={`${basePath}/servers/create-server`}>
            {intl.formatMessage({ id: 'cloud.servers.add' })}
          </RouterLink>
        </Button>
      </Flex>
      <ServerFilters q={q} status={status} onChange={(next) => update({ ...next, page: 1 })} />
      <ServersTable
        servers={rows}
        loading={query.isPending}
        // a failed refresh keeps the rows it has; only a list never loaded shows the failure
        error={
          query.isError && !query.data ? errorMessage(query.error, 'cloud.servers.loadFailed') : undefined
        }
        onRetry={() => void query.refetch()}
        label={title}
        emptyText={intl.formatMessage({ id: filtered ? 'cloud.servers.noMatch' : 'cloud.servers.empty' })}
        paging={{ page: state.page, pageSize: state.size, onChange: (page, size) => update({ page, size }) }}
        added={added}
      />
    </section>
  );
}
