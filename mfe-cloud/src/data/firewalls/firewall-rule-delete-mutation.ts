import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type FirewallGroup } from '@portal/shared-sdk';
import { groupChanged } from './group-changed';
import { firewallKeys } from './keys';

export type FirewallRuleDeleteVariables = { ruleId: number };
export type FirewallRuleDeleteData = Envelope<FirewallGroup>;

/** DELETE /cloud/firewall/rule/{id}: the group, without the rule, replaces the cached one. */
export const firewallRuleDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.removeRule(),
  mutationFn: ({ ruleId }: FirewallRuleDeleteVariables): Promise<FirewallRuleDeleteData> =>
    api.cloud.firewalls.removeRule(ruleId),
  onSuccess: ({ data }: FirewallRuleDeleteData) => groupChanged(queryClient, data),
});

export function useFirewallRuleDeleteMutation() {
  return useMutation(firewallRuleDeleteMutationOptions(useQueryClient()));
}
