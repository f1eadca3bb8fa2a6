import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatDate } from '@portal/shared-sdk';
import { reportHasData, type CdnReport, type CdnReportType } from '@portal/api-cdn';
import { Alert, EmptyState, QueryView, Stack, Text, usePortalLocale } from '@portal/shared-ui';
import { useReportQuery } from '../../data/reports/report-query';
import { useCurrentDomain } from '../DomainPage/currentDomain';
import { PeriodPicker } from './PeriodPicker';
import { reportQueryOf } from './reportPeriod';
import { useReportSelection } from './useReportSelection';

export interface ReportFrameProps {
  type: CdnReportType;
  /** the report's totals and charts */
  children: (report: CdnReport) => ReactNode;
}

/**
 * What every report page shares: the period picker (kept in the address), the range shown, and
 * the report's states: a domain not active yet says so and asks nothing; loading; the provider's
 * message with a retry on failure (the picker keeps working); "no data" for a period without any.
 * While another period loads, the figures shown stay, marked busy.
 */
export function ReportFrame({ type, children }: ReportFrameProps) {
  const intl = useIntl();
  const { dateLocale } = usePortalLocale();
  const domain = useCurrentDomain();
  const [selection, setSelection] = useReportSelection();
  const pending = domain.status === 'pending';
  const report = useReportQuery(domain.id, reportQueryOf(type, selection), !pending);

  if (pending) {
    return (
      <Alert.Root status="info" data-testid="report-not-activated">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{intl.formatMessage({ id: 'cdn.reports.notActivated' })}</Alert.Title>
          <Alert.Description>{intl.formatMessage({ id: 'cdn.reports.notActivatedHint' })}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  const body = (data: NonNullable<typeof report.data>) => {
    const time = (t: number) => formatDate(t, dateLocale, { time: true });
    return (
      <Stack
        gap="4"
        aria-busy={report.isFetching || undefined}
        data-period={data.period}
        data-since={data.since}
      >
        <Text fontSize="sm" color="fg.muted" data-testid="report-range">
          {intl.formatMessage(
            { id: 'cdn.reports.range' },
            { since: <bdi key="s">{time(data.since)}</bdi>, until: <bdi key="u">{time(data.until)}</bdi> },
          )}
        </Text>
        {reportHasData(data) ? (
          children(data)
        ) : (
          <EmptyState
            title={intl.formatMessage({ id: 'cdn.reports.empty' })}
            description={intl.formatMessage({ id: 'cdn.reports.emptyHint' })}
          />
        )}
      </Stack>
    );
  };

  return (
    <Stack gap="4">
      <PeriodPicker value={selection} onChange={setSelection} />
      <QueryView query={report}>{body}</QueryView>
    </Stack>
  );
}
