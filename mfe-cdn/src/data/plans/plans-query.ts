import { queryOptions, useQuery } from '@tanstack/react-query';
import { type CdnPlan, cdnApi } from '@portal/api-cdn';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { planKeys } from './keys';

export type PlansQueryData = CdnPlan[];

export const plansQueryOptions = (domainId: number | null = null) =>
  queryOptions({
    queryKey: planKeys.list(domainId),
    queryFn: (): Promise<PlansQueryData> => cdnApi.plans(domainId ?? undefined),
    // plan titles come localized
    meta: LOCALIZED_QUERY,
  });

/** GET /cdn/ng/plans[?domain_id]: the tiers cheapest first; with a domain, its plan is `current`. */
export function usePlansQuery(domainId: number | null = null) {
  return useQuery(plansQueryOptions(domainId));
}
