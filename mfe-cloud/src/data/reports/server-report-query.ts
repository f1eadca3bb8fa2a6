import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type MetricPeriod, type MetricType, type ServerReport } from '@portal/shared-sdk';
import { reportKeys } from './keys';

export type ServerReportQueryData = ServerReport;

export const serverReportQueryOptions = (serverId: number, type: MetricType, period: MetricPeriod) =>
  queryOptions({
    queryKey: reportKeys.chart(serverId, type, period),
    queryFn: (): Promise<ServerReportQueryData> => api.cloud.reports.server(serverId, { type, time: period }),
    // a chart of the last hour moves every minute
    staleTime: 60_000, // ms
  });

/**
 * GET /cloud/servers/{id}/reports?type&time: one chart. While another period loads, the chart
 * keeps the one it shows (marked as fetching) instead of going blank.
 */
export function useServerReportQuery(serverId: number, type: MetricType, period: MetricPeriod) {
  return useQuery({ ...serverReportQueryOptions(serverId, type, period), placeholderData: keepPreviousData });
}
