import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { Server } from '@portal/shared-sdk';
import { Box, Grid, Link, Stack, Text, useParcelProps } from '@portal/shared-ui';
import { useSshKeysQuery } from '../../data/sshKeys/ssh-keys-query';
import { ServerFact as Fact } from './ServerFact';

export interface ServerLinksProps {
  server: Server;
}

/**
 * What the server was created with beyond its size: the SSH key installed, the firewall groups
 * guarding it and the private networks it is in with its address there (each a link to its page),
 * and its init script.
 */
export function ServerLinks({ server }: ServerLinksProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { basePath } = useParcelProps();
  const keys = useSshKeysQuery();
  const key = server.ssh_key_id === null ? null : keys.data?.find((k) => k.id === server.ssh_key_id);
  const none = (id: string) => (
    <Text as="span" color="fg.muted" fontWeight="normal">
      {t(id)}
    </Text>
  );

  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4" m="0">
      <Fact label={t('cloud.server.sshKey')}>
        {server.ssh_key_id === null ? (
          none('cloud.server.sshKey.none')
        ) : key ? (
          <Link asChild colorPalette="brand">
            <RouterLink to={`${basePath}/ssh-keys`}>
              <bdi dir="ltr">{key.name}</bdi>
            </RouterLink>
          </Link>
        ) : (
          // a key deleted since the server was built stays installed on it
          !keys.isPending && none('cloud.server.sshKey.deleted')
        )}
      </Fact>
      <Fact label={t('cloud.server.firewalls')}>
        <LinkedList
          items={server.firewalls}
          to={`${basePath}/firewall?datacenter=${server.datacenter.id}`}
          none={none('cloud.server.firewalls.none')}
        />
      </Fact>
      <Fact label={t('cloud.server.networks')}>
        <LinkedList
          items={server.private_networks}
          to={`${basePath}/servers/network`}
          none={none('cloud.server.networks.none')}
          after={(network) => <bdi dir="ltr">{network.ip_address}</bdi>}
        />
      </Fact>
      <Fact label={t('cloud.server.initScript')} wide>
        {server.init_script ? (
          <Box
            as="pre"
            dir="ltr"
            textAlign="start"
            fontFamily="mono"
            fontSize="xs"
            fontWeight="normal"
            bg="bg.muted"
            borderRadius="sm"
            p="2"
            maxH="40"
            overflow="auto"
            whiteSpace="pre-wrap"
          >
            {server.init_script}
          </Box>
        ) : (
          none('cloud.server.initScript.none')
        )}
      </Fact>
    </Grid>
  );
}

interface LinkedListProps<T extends { id: number; name: string }> {
  items: readonly T[];
  /** the page every item links to */
  to: string;
  /** what shows when there is none */
  none: ReactNode;
  /** what follows an item's name (its address there) */
  after?: (item: T) => ReactNode;
}

/** Named items of another page (groups, networks), one a line, each a link to that page. */
function LinkedList<T extends { id: number; name: string }>({ items, to, none, after }: LinkedListProps<T>) {
  if (items.length === 0) return <>{none}</>;
  return (
    <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
      {items.map((item) => (
        <li key={item.id}>
          <Link asChild colorPalette="brand">
            <RouterLink to={to}>
              {/* a network's title may be Persian: the name takes its own direction */}
              <bdi>{item.name}</bdi>
            </RouterLink>
          </Link>
          {after && <> {after(item)}</>}
        </li>
      ))}
    </Stack>
  );
}
