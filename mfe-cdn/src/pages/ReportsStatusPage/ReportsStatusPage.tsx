import { useIntl } from 'react-intl';
import { STATUS_CLASSES, type CdnReport } from '@portal/api-cdn';
import { Stack, TimeSeriesChart, usePortalLocale } from '@portal/shared-ui';
import { Panel } from '../../components/Panel';
import { ReportFrame } from '../ReportsPage/ReportFrame';
import { ReportTotals } from '../ReportsPage/ReportTotals';
import { chartSeries, formatCount, reportTimeFormatter } from '../ReportsPage/reportFormat';

/** /cdn/{domain}/{id}/reports/status: requests of the period by status class, in total and over time. */
export function ReportsStatusPage() {
  return <ReportFrame type="status">{(report) => <StatusReport report={report} />}</ReportFrame>;
}

function StatusReport({ report }: { report: CdnReport }) {
  const intl = useIntl();
  const { dateLocale } = usePortalLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const title = t('cdn.reports.status.chart');
  return (
    <Stack gap="4">
      <ReportTotals
        totals={[
          {
            key: 'total',
            label: t('cdn.reports.status.total'),
            value: formatCount(report.statistics.total ?? 0),
          },
          ...STATUS_CLASSES.map((c) => ({
            key: c,
            label: t(`cdn.reports.status.${c}`),
            value: formatCount(report.statistics[c] ?? 0),
          })),
        ]}
      />
      <Panel title={title}>
        <TimeSeriesChart
          title={title}
          series={chartSeries(report.charts.status_code, (name) => t(`cdn.reports.status.${name}`))}
          formatTime={reportTimeFormatter(report.step, report.since, report.until, dateLocale)}
          unit="count"
        />
      </Panel>
    </Stack>
  );
}
