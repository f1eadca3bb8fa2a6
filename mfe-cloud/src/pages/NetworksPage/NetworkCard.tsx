import { useIntl } from 'react-intl';
import type { NetworkServer, PrivateNetwork } from '@portal/shared-sdk';
import {
  Badge,
  Box,
  Button,
  Card,
  Flex,
  Heading,
  SimpleGrid,
  Stack,
  Text,
  justAddedMark,
} from '@portal/shared-ui';
import { AttachedServers } from '../../components/AttachedServers';

export type NetworkAction =
  | { kind: 'attach' | 'delete'; network: PrivateNetwork }
  | { kind: 'detach'; network: PrivateNetwork; server: NetworkServer };

export interface NetworkCardProps {
  network: PrivateNetwork;
  onAction: (action: NetworkAction) => void;
  /** the network was just made: highlighted */
  added?: boolean;
}

/** One private network: its addresses, DHCP range and DNS servers, its servers with their addresses. */
export function NetworkCard({ network, onAction, added = false }: NetworkCardProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const headingId = `network-${network.id}`;
  const facts: [string, string][] = [
    [t('cloud.networks.field.subnet'), network.subnet],
    [t('cloud.networks.field.gateway'), network.gateway],
    [t('cloud.networks.range'), `${network.dhcp_from} – ${network.dhcp_to}`],
    [t('cloud.networks.dns'), network.dns_servers.join(', ') || '—'],
  ];
  return (
    <Card.Root
      as="article"
      size={{ base: 'sm', md: 'md' }}
      aria-labelledby={headingId}
      {...justAddedMark(added)}
    >
      <Card.Header>
        <Flex align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="sm" id={headingId}>
            <bdi>{network.name}</bdi>
          </Heading>
          <Badge variant="outline">
            <bdi>{network.datacenter.display_name}</bdi>
          </Badge>
          <Flex gap="2" ms="auto" wrap="wrap">
            <Button
              size="xs"
              variant="outline"
              colorPalette="brand"
              onClick={() => onAction({ kind: 'attach', network })}
            >
              {t('cloud.networks.attach')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              colorPalette="red"
              onClick={() => onAction({ kind: 'delete', network })}
              aria-label={t('cloud.networks.deleteOf', { name: network.name })}
            >
              {t('cloud.networks.delete')}
            </Button>
          </Flex>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="3" m="0">
            {facts.map(([label, value]) => (
              <Box key={label}>
                <Text as="dt" fontSize="xs" color="fg.muted">
                  {label}
                </Text>
                <Text as="dd" m="0" fontFamily="mono" fontSize="sm">
                  <bdi dir="ltr">{value}</bdi>
                </Text>
              </Box>
            ))}
          </SimpleGrid>
          <Stack gap="2">
            <Text fontWeight="medium" fontSize="sm">
              {t('cloud.networks.servers')}
            </Text>
            <AttachedServers
              servers={network.servers}
              emptyText={t('cloud.networks.noServers')}
              detachLabel={(server) =>
                t('cloud.networks.detachOf', { server: server.name, name: network.name })
              }
              onDetach={(server) => onAction({ kind: 'detach', network, server: server as NetworkServer })}
            />
          </Stack>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
