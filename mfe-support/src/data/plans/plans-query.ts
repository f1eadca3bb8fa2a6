import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type SupportPlansResult } from '@portal/shared-sdk';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { planKeys } from './keys';

export type PlansQueryData = SupportPlansResult;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.list(),
    queryFn: (): Promise<PlansQueryData> => api.support.plans(),
    // the packages' titles come localized
    meta: LOCALIZED_QUERY,
  });

/** GET /financial/support-plans: the packages and the user's subscription. */
export function usePlansQuery() {
  return useQuery(plansQueryOptions());
}
