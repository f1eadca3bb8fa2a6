import { useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Flex, Heading, QueryView, Stack } from '@portal/shared-ui';
import { useServerQuery } from '../../data/servers/server-query';
import { ServerStatus } from '../../servers/ServerStatus';
import { nameOf } from '../../servers/serverPaths';
import { ServerDetail } from './ServerDetail';

/**
 * /cloud/servers/{server_id}?name=…: the server's name travels in the query (the heading shows it
 * while the server loads); the page stays live while a change runs.
 */
export function ServerPage() {
  const { serverId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const query = useServerQuery(Number(serverId));
  const name = query.data ? nameOf(query.data) : (search.get('name') ?? serverId);

  // a renamed server: the address carries its new name
  useEffect(() => {
    if (query.data && search.get('name') !== nameOf(query.data))
      setSearch({ name: nameOf(query.data) }, { replace: true });
  }, [query.data, search, setSearch]);

  return (
    <Stack gap="4">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md">
          <bdi>{name}</bdi>
        </Heading>
        {query.data && <ServerStatus server={query.data} />}
      </Flex>
      {/* a failed refresh keeps the page it has; only a server never loaded shows the failure */}
      {query.data ? (
        <ServerDetail server={query.data} />
      ) : (
        <QueryView query={query}>{(server) => <ServerDetail server={server} />}</QueryView>
      )}
    </Stack>
  );
}
