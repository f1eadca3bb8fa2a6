import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CdnReport, type CdnReportQuery, cdnApi } from '@portal/api-cdn';
import { reportKeys } from './keys';

export type ReportQueryData = CdnReport;

export const reportQueryOptions = (domainId: number, query: CdnReportQuery) =>
  queryOptions({
    queryKey: reportKeys.report(domainId, query),
    queryFn: (): Promise<ReportQueryData> => cdnApi.report(domainId, query),
    // the last hour moves every five minutes
    staleTime: 60_000, // ms
  });

/**
 * POST /cdn/ng/domains/{id}/reports: one report over a period. While another period loads, the
 * page keeps the figures it shows (marked busy) instead of going blank.
 */
export function useReportQuery(domainId: number, query: CdnReportQuery, enabled = true) {
  return useQuery({ ...reportQueryOptions(domainId, query), placeholderData: keepPreviousData, enabled });
}
