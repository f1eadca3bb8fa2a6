import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PageRules, cdnApi } from '@portal/api-cdn';
import { pageRuleKeys } from './keys';

export type PageRulesQueryData = PageRules;

export const pageRulesQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: pageRuleKeys.list(domainId),
    queryFn: (): Promise<PageRulesQueryData> => cdnApi.pageRules(domainId),
  });

/** GET /cdn/ng/domains/{id}/paths: the page rules by priority and the plan's cap. */
export function usePageRulesQuery(domainId: number) {
  return useQuery(pageRulesQueryOptions(domainId));
}
