import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ServerTrialOffer } from '@portal/shared-sdk';
import { serverKeys } from './keys';

export type TrialQueryData = ServerTrialOffer;

/** GET /cloud/trial: whether the free one-day trial server is still on offer to this account. */
export const trialQueryOptions = () =>
  queryOptions({
    queryKey: serverKeys.trial(),
    queryFn: (): Promise<TrialQueryData> => api.cloud.trial(),
  });

export function useTrialQuery() {
  return useQuery(trialQueryOptions());
}
