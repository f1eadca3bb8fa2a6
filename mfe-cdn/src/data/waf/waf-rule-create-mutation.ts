import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type WafCustomRule, cdnApi } from '@portal/api-cdn';
import { wafKeys } from './keys';

export type WafRuleCreateVariables = { domainId: number; rule: Pick<WafCustomRule, 'path' | 'action'> };

/** POST /cdn/ng/domains/{id}/waf/rules; the WAF is read again. */
export const wafRuleCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: wafKeys.createRule(),
  mutationFn: ({ domainId, rule }: WafRuleCreateVariables): Promise<WithMessage<WafCustomRule>> =>
    cdnApi.createWafRule(domainId, rule),
  onSuccess: (_: WithMessage<WafCustomRule>, { domainId }: WafRuleCreateVariables) =>
    queryClient.invalidateQueries({ queryKey: wafKeys.detail(domainId) }),
});

export function useWafRuleCreateMutation() {
  return useMutation(wafRuleCreateMutationOptions(useQueryClient()));
}
