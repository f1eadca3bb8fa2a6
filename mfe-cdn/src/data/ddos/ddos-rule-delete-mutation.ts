import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { cdnApi } from '@portal/api-cdn';
import { ddosKeys } from './keys';

export type DdosRuleDeleteVariables = { domainId: number; ruleId: number };

/** Deletes a direct DDoS rule; the rules are read again either way (a stale rule leaves the list). */
export const ddosRuleDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ddosKeys.deleteRule(),
  mutationFn: ({ domainId, ruleId }: DdosRuleDeleteVariables): Promise<WithMessage<null>> =>
    cdnApi.deleteDdosRule(domainId, ruleId),
  onSettled: (_d: unknown, _e: unknown, { domainId }: DdosRuleDeleteVariables) =>
    queryClient.invalidateQueries({ queryKey: ddosKeys.detail(domainId) }),
});

export function useDdosRuleDeleteMutation() {
  return useMutation(ddosRuleDeleteMutationOptions(useQueryClient()));
}
