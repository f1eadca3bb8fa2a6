import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type CdnFirewallRule, type CdnFirewallRuleBody, cdnApi } from '@portal/api-cdn';
import { firewallKeys } from './keys';

export type FirewallRuleCreateVariables = { domainId: number; rule: CdnFirewallRuleBody };

/** POST /cdn/ng/domains/{id}/firewall/rules: a rule at the end of the order. */
export const firewallRuleCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.createRule(),
  mutationFn: ({ domainId, rule }: FirewallRuleCreateVariables): Promise<WithMessage<CdnFirewallRule>> =>
    cdnApi.createFirewallRule(domainId, rule),
  onSuccess: (_: WithMessage<CdnFirewallRule>, { domainId }: FirewallRuleCreateVariables) =>
    queryClient.invalidateQueries({ queryKey: firewallKeys.detail(domainId) }),
});

export function useFirewallRuleCreateMutation() {
  return useMutation(firewallRuleCreateMutationOptions(useQueryClient()));
}
