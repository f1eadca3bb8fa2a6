import { queryOptions, useQuery } from '@tanstack/react-query';
import { type SupportPlansResult, supportApi } from '@portal/api-support';
import { LOCALIZED_QUERY } from '@portal/shared-ui';
import { planKeys } from './keys';

export type PlansQueryData = SupportPlansResult;

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.list(),
    queryFn: (): Promise<PlansQueryData> => supportApi.plans(),
    // the packages' titles come localized
    meta: LOCALIZED_QUERY,
  });

/** GET /financial/support-plans: the packages and the user's subscription. */
export function usePlansQuery() {
  return useQuery(plansQueryOptions());
}
