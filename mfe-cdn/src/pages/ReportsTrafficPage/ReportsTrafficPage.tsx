import { useIntl } from 'react-intl';
import type { CdnReport } from '@portal/api-cdn';
import { Stack, TimeSeriesChart, usePortalLocale } from '@portal/shared-ui';
import { Panel } from '../../components/Panel';
import { ReportFrame } from '../ReportsPage/ReportFrame';
import { ReportTotals } from '../ReportsPage/ReportTotals';
import { chartSeries, formatBytes, reportTimeFormatter } from '../ReportsPage/reportFormat';

/** /cdn/{domain}/{id}/reports/traffic: the bytes served in the period and the part the cache saved the origin, over time. */
export function ReportsTrafficPage() {
  return <ReportFrame type="traffic">{(report) => <TrafficReport report={report} />}</ReportFrame>;
}

function TrafficReport({ report }: { report: CdnReport }) {
  const intl = useIntl();
  const { dateLocale } = usePortalLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const bytes = (value: number) => formatBytes(value, (unit) => t(`ui.chart.unit.${unit}`));
  const served = report.statistics.served ?? 0;
  const saved = report.statistics.saved ?? 0;
  const ratio = served > 0 ? Math.round((saved / served) * 1000) / 10 : 0;
  const title = t('cdn.reports.traffic.chart');
  return (
    <Stack gap="4">
      <ReportTotals
        totals={[
          { key: 'served', label: t('cdn.reports.traffic.served'), value: bytes(served), worded: true },
          { key: 'saved', label: t('cdn.reports.traffic.saved'), value: bytes(saved), worded: true },
          {
            key: 'origin',
            label: t('cdn.reports.traffic.origin'),
            value: bytes(report.statistics.origin ?? 0),
            worded: true,
          },
          { key: 'ratio', label: t('cdn.reports.traffic.ratio'), value: `${ratio}%` },
        ]}
      />
      <Panel title={title}>
        <TimeSeriesChart
          title={title}
          series={chartSeries(report.charts.traffics, (name) => t(`cdn.reports.traffic.${name}`))}
          formatTime={reportTimeFormatter(report.step, report.since, report.until, dateLocale)}
          unit="bytes"
          filled
        />
      </Panel>
    </Stack>
  );
}
