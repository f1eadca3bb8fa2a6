import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type FirewallGroup, type FirewallRuleCreateRequest } from '@portal/shared-sdk';
import { groupChanged } from './group-changed';
import { firewallKeys } from './keys';

export type FirewallRuleCreateVariables = FirewallRuleCreateRequest;
export type FirewallRuleCreateData = Envelope<FirewallGroup>;

/** POST /cloud/firewall/rule: the group, with its new rule, replaces the cached one. */
export const firewallRuleCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.addRule(),
  mutationFn: (variables: FirewallRuleCreateVariables): Promise<FirewallRuleCreateData> =>
    api.cloud.firewalls.addRule(variables),
  onSuccess: ({ data }: FirewallRuleCreateData) => groupChanged(queryClient, data),
});

export function useFirewallRuleCreateMutation() {
  return useMutation(firewallRuleCreateMutationOptions(useQueryClient()));
}
