import { useIntl } from 'react-intl';
import { ATTACK_TYPES, type CdnReport } from '@portal/api-cdn';
import { DonutChart, SimpleGrid, Stack, TimeSeriesChart, usePortalLocale } from '@portal/shared-ui';
import { Panel } from '../../components/Panel';
import { AttackList } from './AttackList';
import { ReportFrame } from '../ReportsPage/ReportFrame';
import { ReportTotals } from '../ReportsPage/ReportTotals';
import { chartSeries, formatCount, reportTimeFormatter } from '../ReportsPage/reportFormat';

/** /cdn/{domain}/{id}/reports/attacks: the attacks of the period by type, over time, and one by one. */
export function ReportsAttacksPage() {
  return <ReportFrame type="attacks">{(report) => <AttacksReport report={report} />}</ReportFrame>;
}

function AttacksReport({ report }: { report: CdnReport }) {
  const intl = useIntl();
  const { dateLocale } = usePortalLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const byType = t('cdn.reports.attacks.byType');
  const overTime = t('cdn.reports.attacks.chart');
  const top = [...ATTACK_TYPES].sort(
    (a, b) => (report.statistics[b] ?? 0) - (report.statistics[a] ?? 0),
  )[0] as string;
  return (
    <Stack gap="4">
      <ReportTotals
        totals={[
          {
            key: 'total',
            label: t('cdn.reports.attacks.total'),
            value: formatCount(report.statistics.total ?? 0),
          },
          {
            key: 'top',
            label: t('cdn.reports.attacks.top'),
            value: (report.statistics.total ?? 0) > 0 ? t(`cdn.reports.attacks.${top}`) : '-',
            worded: true,
          },
        ]}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4">
        <Panel title={byType}>
          <DonutChart
            title={byType}
            centerLabel={formatCount(report.statistics.total ?? 0)}
            data={ATTACK_TYPES.map((type) => ({
              key: type,
              label: t(`cdn.reports.attacks.${type}`),
              value: report.statistics[type] ?? 0,
              formattedValue: formatCount(report.statistics[type] ?? 0),
            }))}
          />
        </Panel>
        <Panel title={overTime}>
          <TimeSeriesChart
            title={overTime}
            series={chartSeries(report.charts.attacks, (name) => t(`cdn.reports.attacks.${name}`))}
            formatTime={reportTimeFormatter(report.step, report.since, report.until, dateLocale)}
            unit="count"
          />
        </Panel>
      </SimpleGrid>
      <AttackList key={`${report.period}:${report.since}:${report.until}`} report={report} />
    </Stack>
  );
}
