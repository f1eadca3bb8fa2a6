import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type CdnFirewallRule, type CdnFirewallRuleBody, type WithMessage } from '@portal/shared-sdk';
import { firewallKeys } from './keys';

export type FirewallRuleCreateVariables = { domainId: number; rule: CdnFirewallRuleBody };

/** POST /cdn/ng/domains/{id}/firewall/rules: a rule at the end of the order. */
export const firewallRuleCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.createRule(),
  mutationFn: ({ domainId, rule }: FirewallRuleCreateVariables): Promise<WithMessage<CdnFirewallRule>> =>
    api.cdn.createFirewallRule(domainId, rule),
  onSuccess: (_: WithMessage<CdnFirewallRule>, { domainId }: FirewallRuleCreateVariables) =>
    queryClient.invalidateQueries({ queryKey: firewallKeys.detail(domainId) }),
});

export function useFirewallRuleCreateMutation() {
  return useMutation(firewallRuleCreateMutationOptions(useQueryClient()));
}
