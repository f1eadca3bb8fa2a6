import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type DdosRule, type DdosRuleBody, cdnApi } from '@portal/api-cdn';
import { ddosKeys } from './keys';

/** A new rule without `ruleId`, a change of one with it. */
export type DdosRuleSaveVariables = { domainId: number; ruleId?: number; rule: DdosRuleBody };

/** POST /cdn/ng/domains/{id}/ddos/rules, or PUT …/rules/{rule_id}; the rules are read again. */
export const ddosRuleSaveMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: ddosKeys.saveRule(),
  mutationFn: ({ domainId, ruleId, rule }: DdosRuleSaveVariables): Promise<WithMessage<DdosRule>> =>
    ruleId === undefined
      ? cdnApi.createDdosRule(domainId, rule)
      : cdnApi.updateDdosRule(domainId, ruleId, rule),
  onSuccess: (_: WithMessage<DdosRule>, { domainId }: DdosRuleSaveVariables) =>
    queryClient.invalidateQueries({ queryKey: ddosKeys.detail(domainId) }),
});

export function useDdosRuleSaveMutation() {
  return useMutation(ddosRuleSaveMutationOptions(useQueryClient()));
}
