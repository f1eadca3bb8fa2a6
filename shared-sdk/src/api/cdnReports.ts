import type { CdnReportPeriod, CdnReportType } from '../rules/cdnReports';
import { request } from './request';
import type { Schemas } from './schemas';
import type { ApiData } from './types';

export type CdnReport = Schemas['CdnReport'];
export type CdnReportChart = Schemas['CdnReportChart'];
export type CdnReportCountry = Schemas['CdnReportCountry'];

/** What a report covers: a preset period, or a custom range from `since` to `until` (unix seconds). */
export interface CdnReportQuery {
  type: CdnReportType;
  period: CdnReportPeriod;
  since?: number;
  until?: number;
}

/** The report calls of a domain (part of `api.cdn`): one report over a period. */
export const cdnReportsApi = {
  report: (domainId: number, { type, period, since, until }: CdnReportQuery) =>
    request<ApiData<'cdnReports'>>({
      method: 'POST',
      url: `/cdn/ng/domains/${encodeURIComponent(String(domainId))}/reports`,
      data: { type, period, ...(period === 'custom' ? { since: String(since ?? ''), until: String(until ?? '') } : {}) },
    }),
};
