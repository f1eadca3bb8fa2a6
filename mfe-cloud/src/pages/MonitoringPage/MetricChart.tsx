import { useIntl } from 'react-intl';
import type { MetricPeriod, MetricType } from '@portal/shared-sdk';
import {
  Card,
  Heading,
  QueryView,
  Skeleton,
  Text,
  TimeSeriesChart,
  usePortalLocale,
} from '@portal/shared-ui';
import { useServerReportQuery } from '../../data/reports/server-report-query';
import { chartScale, timeFormatter } from './chartFormat';

export interface MetricChartProps {
  serverId: number;
  type: MetricType;
  period: MetricPeriod;
}

const CHART_HEIGHT = 220; // px

/**
 * One of a server's charts over the chosen period. While another period loads, the chart keeps
 * the one it shows, marked busy; a failure says the provider's message with a retry, and the
 * other charts keep working.
 */
export function MetricChart({ serverId, type, period }: MetricChartProps) {
  const intl = useIntl();
  const { dateLocale } = usePortalLocale();
  const report = useServerReportQuery(serverId, type, period);
  const title = intl.formatMessage({ id: `cloud.monitoring.chart.${type}` });
  const unit = report.data ? chartScale(report.data).unit : null;
  const headingId = `monitoring-${type}`;

  const chart = (data: NonNullable<typeof report.data>) => {
    const scale = chartScale(data);
    return (
      <TimeSeriesChart
        title={intl.formatMessage(
          { id: 'cloud.monitoring.chartOver' },
          { chart: title, period: intl.formatMessage({ id: `cloud.monitoring.period.${data.time}` }) },
        )}
        height={CHART_HEIGHT}
        series={data.series.map((s) => ({
          key: s.key,
          label: intl.formatMessage({ id: `cloud.monitoring.series.${s.key}` }),
          points: s.points.map((p) => ({ t: p.t * 1000, value: p.value / scale.divisor })),
        }))}
        formatTime={timeFormatter(data.time, dateLocale)}
        formatValue={scale.format}
      />
    );
  };

  return (
    <Card.Root
      as="article"
      aria-labelledby={headingId}
      aria-busy={report.isFetching || undefined}
      data-period={report.data?.time}
    >
      <Card.Header pb="2">
        <Heading as="h3" size="sm" id={headingId}>
          {title}
          {unit && (
            <Text as="span" fontWeight="normal" color="fg.muted">
              {' '}
              {intl.formatMessage(
                { id: 'cloud.monitoring.unit' },
                {
                  unit: (
                    <bdi key="unit" dir="ltr">
                      {unit}
                    </bdi>
                  ),
                },
              )}
            </Text>
          )}
        </Heading>
      </Card.Header>
      <Card.Body pt="0">
        <QueryView query={report} loading={<Skeleton height={`${CHART_HEIGHT}px`} />}>
          {chart}
        </QueryView>
      </Card.Body>
    </Card.Root>
  );
}
