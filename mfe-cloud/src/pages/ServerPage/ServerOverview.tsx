import { FormattedMessage, useIntl } from 'react-intl';
import { monthlyFromHourly, type Server } from '@portal/shared-sdk';
import { CopyButton, DateText, Grid, HStack, Price, Text } from '@portal/shared-ui';
import { percent } from '../../servers/serverPaths';
import { ServerFact as Fact } from './ServerFact';

export interface ServerOverviewProps {
  server: Server;
}

const GB = 1024 ** 3;

/** What a server is: its addresses (each with copy), size, OS, data center, age, costs, usage and traffic. */
export function ServerOverview({ server }: ServerOverviewProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4" m="0">
      <Fact label={t('cloud.server.addresses')}>
        {server.interfaces.length === 0 && t('cloud.servers.noIp')}
        {server.interfaces.map((i) => (
          <HStack as="span" key={i.ip_address} gap="1" display="flex">
            <bdi dir="ltr">{i.ip_address}</bdi>
            <Text as="span" fontSize="xs" color="fg.muted" fontWeight="normal">
              {t(`cloud.server.address.${i.type}`)}
            </Text>
            <CopyButton
              text={i.ip_address}
              label={t('cloud.server.copyAddress', { address: i.ip_address })}
            />
          </HStack>
        ))}
      </Fact>
      <Fact label={t('cloud.server.size')}>
        {t('cloud.server.sizeValue', {
          cpu: server.cpu,
          ram: server.ram,
          disk: server.disk,
          diskType: t(`cloud.disk.${server.disk_type}`),
        })}
        <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
          {t(`cloud.tier.${server.tier}`)}
        </Text>
      </Fact>
      <Fact label={t('cloud.server.os')}>
        <bdi>{server.os.display_name}</bdi>
      </Fact>
      <Fact label={t('cloud.server.datacenter')}>
        <bdi>{server.datacenter.display_name}</bdi>
      </Fact>
      <Fact label={t('cloud.server.created')}>
        <DateText value={server.created_at} time />
      </Fact>
      <Fact label={t('cloud.server.cost')}>
        {server.is_test ? (
          t('cloud.server.trialFree')
        ) : (
          <>
            <FormattedMessage
              id="cloud.server.perHour"
              values={{ price: <Price rials={server.hourly_cost} /> }}
            />
            <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
              <FormattedMessage
                id="cloud.server.perMonth"
                values={{ price: <Price rials={monthlyFromHourly(server.hourly_cost)} /> }}
              />
            </Text>
          </>
        )}
      </Fact>
      <Fact label={t('cloud.server.usage')}>
        {t('cloud.servers.usage', {
          cpu: percent(server.usage.cpu),
          ram: percent(server.usage.ram),
          disk: percent(server.usage.disk),
        })}
      </Fact>
      <Fact label={t('cloud.server.traffic')}>
        {t('cloud.server.trafficValue', {
          incoming: (server.traffic_in / GB).toFixed(1),
          outgoing: (server.traffic_out / GB).toFixed(1),
        })}
      </Fact>
      {server.is_test && server.expires_at !== null && (
        <Fact label={t('cloud.server.trialEnds')}>
          <DateText value={server.expires_at} time />
        </Fact>
      )}
    </Grid>
  );
}
