import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type RateLimitRoute, type RateLimitRouteBody, cdnApi } from '@portal/api-cdn';
import { rateLimitKeys } from './keys';

export type RateLimitCreateVariables = { domainId: number; route: RateLimitRouteBody };

/** POST /cdn/ng/domains/{id}/rate-limit; the list is read again. */
export const rateLimitCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: rateLimitKeys.create(),
  mutationFn: ({ domainId, route }: RateLimitCreateVariables): Promise<WithMessage<RateLimitRoute>> =>
    cdnApi.createRateLimitRoute(domainId, route),
  onSuccess: (_: WithMessage<RateLimitRoute>, { domainId }: RateLimitCreateVariables) =>
    queryClient.invalidateQueries({ queryKey: rateLimitKeys.list(domainId) }),
});

export function useRateLimitCreateMutation() {
  return useMutation(rateLimitCreateMutationOptions(useQueryClient()));
}
