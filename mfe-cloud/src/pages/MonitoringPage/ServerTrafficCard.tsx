import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { scaleBytes, type ServerTraffic } from '@portal/shared-sdk';
import {
  Box,
  Card,
  DateText,
  Heading,
  Price,
  QueryView,
  SimpleGrid,
  Skeleton,
  Text,
} from '@portal/shared-ui';
import { useTrafficsQuery } from '../../data/reports/traffics-query';

/** A server's traffic this month: incoming (free) and outgoing, priced per GB of outgoing traffic. */
export function ServerTrafficCard({ serverId }: { serverId: number }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const traffics = useTrafficsQuery();
  const bytes = (value: number) => {
    const { value: amount, unit } = scaleBytes(value);
    return <bdi dir="ltr">{`${amount} ${unit}`}</bdi>;
  };

  const body = (rows: ServerTraffic[]) => {
    const traffic = rows.find((row) => row.server_id === serverId);
    if (!traffic) return <Text color="fg.muted">{t('cloud.traffic.none')}</Text>;
    const facts: [string, string, ReactNode][] = [
      ['inbound', t('cloud.traffic.inbound'), bytes(traffic.inbound)],
      ['outbound', t('cloud.traffic.outbound'), bytes(traffic.outbound)],
      ['total', t('cloud.traffic.total'), bytes(traffic.total)],
      ['price', t('cloud.traffic.pricePerGb'), <Price key="price" rials={traffic.price_per_gb} />],
      ['cost', t('cloud.traffic.cost'), <Price key="cost" rials={traffic.cost} />],
    ];
    return (
      <>
        <SimpleGrid as="dl" columns={{ base: 2, md: 5 }} gap="3" m="0">
          {facts.map(([key, label, value]) => (
            <Box key={key} data-fact={key}>
              <Text as="dt" fontSize="xs" color="fg.muted">
                {label}
              </Text>
              <Text as="dd" m="0" fontWeight="medium">
                {value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted" mt="3">
          {intl.formatMessage(
            { id: 'cloud.traffic.since' },
            { from: <DateText key="from" value={traffic.period_start} /> },
          )}{' '}
          {t('cloud.traffic.inboundFree')}
        </Text>
      </>
    );
  };

  return (
    <Card.Root as="section" aria-labelledby="monitoring-traffic">
      <Card.Header pb="2">
        <Heading as="h3" size="sm" id="monitoring-traffic">
          {t('cloud.traffic.title')}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        <QueryView query={traffics} loading={<Skeleton height="16" />}>
          {body}
        </QueryView>
      </Card.Body>
    </Card.Root>
  );
}
