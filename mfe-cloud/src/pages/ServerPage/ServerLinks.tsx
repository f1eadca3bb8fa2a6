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
        {server.firewalls.length === 0 ? (
          none('cloud.server.firewalls.none')
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {server.firewalls.map((group) => (
              <li key={group.id}>
                <Link asChild colorPalette="brand">
                  <RouterLink to={`${basePath}/firewall?datacenter=${server.datacenter.id}`}>
                    <bdi dir="ltr">{group.name}</bdi>
                  </RouterLink>
                </Link>
              </li>
            ))}
          </Stack>
        )}
      </Fact>
      <Fact label={t('cloud.server.networks')}>
        {server.private_networks.length === 0 ? (
          none('cloud.server.networks.none')
        ) : (
          <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
            {server.private_networks.map((network) => (
              <li key={network.id}>
                <Link asChild colorPalette="brand">
                  <RouterLink to={`${basePath}/servers/network`}>
                    <bdi>{network.name}</bdi>
                  </RouterLink>
                </Link>{' '}
                <bdi dir="ltr">{network.ip_address}</bdi>
              </li>
            ))}
          </Stack>
        )}
      </Fact>
      <Fact label={t('cloud.server.initScript')} wide>
        {server.init_script ? (
          <Box as="pre" dir="ltr" textAlign="start" fontFamily="mono" fontSize="xs" fontWeight="normal" bg="bg.muted" borderRadius="sm" p="2" maxH="40" overflow="auto" whiteSpace="pre-wrap">
            {server.init_script}
          </Box>
        ) : (
          none('cloud.server.initScript.none')
        )}
      </Fact>
    </Grid>
  );
}
