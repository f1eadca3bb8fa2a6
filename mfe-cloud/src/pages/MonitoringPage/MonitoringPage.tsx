import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { DEFAULT_METRIC_PERIOD, METRIC_TYPES, isMetricPeriod, type MetricPeriod } from '@portal/shared-sdk';
import { Button, Field, Flex, NativeSelect, SimpleGrid, Stack, useParcelProps } from '@portal/shared-ui';
import { useServersQuery } from '../../data/servers/servers-query';
import { SectionHeader } from '../../components/SectionHeader';
import { MetricChart } from './MetricChart';
import { PeriodPicker } from './PeriodPicker';
import { ServerTrafficCard } from './ServerTrafficCard';

/**
 * /cloud/monitoring/{server_id}?period=…: a server's CPU, RAM, disk and network over 1 hour,
 * 24 hours, 7 days or 30 days (the period in the address, 24 hours unless it says otherwise),
 * and its traffic this month with the price per GB.
 */
export function MonitoringPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { basePath } = useParcelProps();
  const navigate = useNavigate();
  const serverId = Number(useParams().serverId);
  const [search, setSearch] = useSearchParams();
  const asked = search.get('period');
  const period: MetricPeriod = isMetricPeriod(asked) ? asked : DEFAULT_METRIC_PERIOD;
  const servers = useServersQuery();
  const server = servers.data?.find((s) => s.id === serverId);
  const name = server?.display_name || server?.name || String(serverId);

  return (
    <section aria-labelledby="cloud-monitoring-title">
      <SectionHeader
        id="cloud-monitoring-title"
        title={t('cloud.monitoring.title', { server: name })}
        description={t('cloud.monitoring.description')}
        actions={
          server && (
            <Button asChild size="sm" variant="outline" colorPalette="brand">
              <RouterLink to={`${basePath}/servers/${server.id}?name=${encodeURIComponent(server.name)}`}>
                {t('cloud.monitoring.toServer')}
              </RouterLink>
            </Button>
          )
        }
      />
      <Flex gap="4" wrap="wrap" align="end" mb="4">
        <Field.Root maxW="xs">
          <Field.Label>{t('cloud.monitoring.server')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={String(serverId)}
              onChange={(e) => navigate(`${basePath}/monitoring/${e.currentTarget.value}?period=${period}`)}
            >
              {!server && <option value={String(serverId)}>{name}</option>}
              {(servers.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.display_name || s.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <PeriodPicker value={period} onChange={(next) => setSearch({ period: next }, { replace: true })} />
      </Flex>
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {METRIC_TYPES.map((type) => (
            <MetricChart key={type} serverId={serverId} type={type} period={period} />
          ))}
        </SimpleGrid>
        <ServerTrafficCard serverId={serverId} />
      </Stack>
    </section>
  );
}
