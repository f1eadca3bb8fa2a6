import type { CdnReportPeriod, CdnReportType } from '../rules/cdnReports';
import { request } from '@portal/shared-sdk';
import type { Schemas } from './schemas';
import type { ApiData } from './types';

export type CdnReport = Schemas['CdnReport'];
export type CdnReportChart = Schemas['CdnReportChart'];
export type CdnReportCountry = Schemas['CdnReportCountry'];
export type CdnAttack = Schemas['CdnAttack'];
export type CdnAttackList = Schemas['CdnAttackPage'];

/** What a report covers: a preset period, or a custom range from `since` to `until` (unix seconds). */
export interface CdnReportQuery {
  type: CdnReportType;
  period: CdnReportPeriod;
  since?: number;
  until?: number;
}

/** A page of the attack list: the period as for a report, and the page (from 1) and its size (1–100). */
export interface CdnAttackListQuery extends Omit<CdnReportQuery, 'type'> {
  page: number;
  perPage: number;
}

const periodBody = ({ period, since, until }: Omit<CdnReportQuery, 'type'>) => ({
  period,
  ...(period === 'custom' ? { since: String(since ?? ''), until: String(until ?? '') } : {}),
});

/** The report calls of a domain (part of `cdnApi`): one report over a period, and its attacks one by one. */
export const cdnReportsApi = {
  report: (domainId: number, { type, period, since, until }: CdnReportQuery) =>
    request<ApiData<'cdnReports'>>({
      method: 'POST',
      url: `/cdn/ng/domains/${encodeURIComponent(String(domainId))}/reports`,
      data: { type, ...periodBody({ period, since, until }) },
    }),
  attackList: (domainId: number, { page, perPage, ...period }: CdnAttackListQuery) =>
    request<ApiData<'cdnAttackList'>>({
      method: 'POST',
      url: `/cdn/ng/domains/${encodeURIComponent(String(domainId))}/reports/attacks`,
      data: { ...periodBody(period), page, per_page: perPage },
    }),
};
