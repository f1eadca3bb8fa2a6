import { queryOptions, useQuery } from '@tanstack/react-query';
import { type RateLimitRoutes, cdnApi } from '@portal/api-cdn';
import { rateLimitKeys } from './keys';

export type RateLimitQueryData = RateLimitRoutes;

export const rateLimitQueryOptions = (domainId: number) =>
  queryOptions({
    queryKey: rateLimitKeys.list(domainId),
    queryFn: (): Promise<RateLimitQueryData> => cdnApi.rateLimit(domainId),
  });

/** GET /cdn/ng/domains/{id}/rate-limit: the routes and the plan's cap on them. */
export function useRateLimitQuery(domainId: number) {
  return useQuery(rateLimitQueryOptions(domainId));
}
