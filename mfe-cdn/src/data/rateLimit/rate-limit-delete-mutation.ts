import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { cdnApi } from '@portal/api-cdn';
import { rateLimitKeys } from './keys';

export type RateLimitDeleteVariables = { domainId: number; routeId: number };

/** Deletes a rate-limit route; the list is read again either way. */
export const rateLimitDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: rateLimitKeys.delete(),
  mutationFn: ({ domainId, routeId }: RateLimitDeleteVariables): Promise<WithMessage<null>> =>
    cdnApi.deleteRateLimitRoute(domainId, routeId),
  onSettled: (_d: unknown, _e: unknown, { domainId }: RateLimitDeleteVariables) =>
    queryClient.invalidateQueries({ queryKey: rateLimitKeys.list(domainId) }),
});

export function useRateLimitDeleteMutation() {
  return useMutation(rateLimitDeleteMutationOptions(useQueryClient()));
}
