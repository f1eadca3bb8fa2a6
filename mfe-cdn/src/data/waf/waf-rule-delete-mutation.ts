import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { cdnApi } from '@portal/api-cdn';
import { wafKeys } from './keys';

export type WafRuleDeleteVariables = { domainId: number; ruleId: number };

/** Deletes a custom WAF rule; the WAF is read again either way (a stale rule leaves the list). */
export const wafRuleDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: wafKeys.deleteRule(),
  mutationFn: ({ domainId, ruleId }: WafRuleDeleteVariables): Promise<WithMessage<null>> =>
    cdnApi.deleteWafRule(domainId, ruleId),
  onSettled: (_d: unknown, _e: unknown, { domainId }: WafRuleDeleteVariables) =>
    queryClient.invalidateQueries({ queryKey: wafKeys.detail(domainId) }),
});

export function useWafRuleDeleteMutation() {
  return useMutation(wafRuleDeleteMutationOptions(useQueryClient()));
}
