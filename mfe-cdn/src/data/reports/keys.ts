import type { CdnAttackListQuery, CdnReportQuery } from '@portal/api-cdn';

/** Query keys of a domain's reports (one factory, never inline keys). */
export const reportKeys = {
  all: ['cdn-reports'] as const,
  domain: (domainId: number) => [...reportKeys.all, domainId] as const,
  report: (domainId: number, query: CdnReportQuery) =>
    [
      ...reportKeys.domain(domainId),
      query.type,
      query.period,
      query.since ?? null,
      query.until ?? null,
    ] as const,
  attackList: (domainId: number, query: CdnAttackListQuery) =>
    [
      ...reportKeys.domain(domainId),
      'attack-list',
      query.period,
      query.since ?? null,
      query.until ?? null,
      query.page,
      query.perPage,
    ] as const,
};
