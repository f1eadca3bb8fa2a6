import { useIntl } from 'react-intl';
import { ERROR_CODES, type CdnReport } from '@portal/api-cdn';
import { DonutChart, SimpleGrid, Stack, TimeSeriesChart, usePortalLocale } from '@portal/shared-ui';
import { Panel } from '../../components/Panel';
import { ReportFrame } from '../ReportsPage/ReportFrame';
import { ReportTotals } from '../ReportsPage/ReportTotals';
import { chartSeries, formatCount, reportTimeFormatter } from '../ReportsPage/reportFormat';

/** /cdn/{domain}/{id}/reports/errors: the period's error answers by code, in total and over time. */
export function ReportsErrorsPage() {
  return <ReportFrame type="errors">{(report) => <ErrorsReport report={report} />}</ReportFrame>;
}

function ErrorsReport({ report }: { report: CdnReport }) {
  const intl = useIntl();
  const { dateLocale } = usePortalLocale();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const codeLabel = (code: string) =>
    t('cdn.reports.errors.code', { code, name: t(`cdn.reports.errors.${code}`) });
  const byCode = t('cdn.reports.errors.byCode');
  const overTime = t('cdn.reports.errors.chart');
  return (
    <Stack gap="4">
      <ReportTotals
        totals={[
          {
            key: 'total',
            label: t('cdn.reports.errors.total'),
            value: formatCount(report.statistics.total ?? 0),
          },
          {
            key: '4xx',
            label: t('cdn.reports.status.4xx'),
            value: formatCount(
              ERROR_CODES.filter((c) => c.startsWith('4')).reduce(
                (a, c) => a + (report.statistics[c] ?? 0),
                0,
              ),
            ),
          },
          {
            key: '5xx',
            label: t('cdn.reports.status.5xx'),
            value: formatCount(
              ERROR_CODES.filter((c) => c.startsWith('5')).reduce(
                (a, c) => a + (report.statistics[c] ?? 0),
                0,
              ),
            ),
          },
        ]}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <Panel title={byCode}>
          <DonutChart
            title={byCode}
            centerLabel={formatCount(report.statistics.total ?? 0)}
            data={ERROR_CODES.map((code) => ({
              key: code,
              label: codeLabel(code),
              value: report.statistics[code] ?? 0,
              formattedValue: formatCount(report.statistics[code] ?? 0),
            }))}
          />
        </Panel>
        <Panel title={overTime}>
          <TimeSeriesChart
            title={overTime}
            series={chartSeries(report.charts.errors, codeLabel)}
            formatTime={reportTimeFormatter(report.step, report.since, report.until, dateLocale)}
            unit="count"
          />
        </Panel>
      </SimpleGrid>
    </Stack>
  );
}
