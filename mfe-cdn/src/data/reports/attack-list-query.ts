import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type CdnAttackList, type CdnAttackListQuery, cdnApi } from '@portal/api-cdn';
import { reportKeys } from './keys';

export type AttackListQueryData = CdnAttackList;

export const attackListQueryOptions = (domainId: number, query: CdnAttackListQuery) =>
  queryOptions({
    queryKey: reportKeys.attackList(domainId, query),
    queryFn: (): Promise<AttackListQueryData> => cdnApi.attackList(domainId, query),
    // the same freshness as the report the list belongs to
    staleTime: 60_000, // ms
  });

/**
 * POST /cdn/ng/domains/{id}/reports/attacks: one page of the period's attacks, newest first. While
 * the next page loads, the rows shown stay (marked busy) instead of going blank.
 */
export function useAttackListQuery(domainId: number, query: CdnAttackListQuery) {
  return useQuery({ ...attackListQueryOptions(domainId, query), placeholderData: keepPreviousData });
}
