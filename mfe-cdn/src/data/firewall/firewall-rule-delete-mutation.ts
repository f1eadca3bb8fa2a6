import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { cdnApi } from '@portal/api-cdn';
import { firewallKeys } from './keys';

export type FirewallRuleDeleteVariables = { domainId: number; ruleId: number };

/** Deletes a firewall rule; a stale one answers "The desired rule does not exist" (the list is read again either way). */
export const firewallRuleDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.deleteRule(),
  mutationFn: ({ domainId, ruleId }: FirewallRuleDeleteVariables): Promise<WithMessage<null>> =>
    cdnApi.deleteFirewallRule(domainId, ruleId),
  onSettled: (_d: unknown, _e: unknown, { domainId }: FirewallRuleDeleteVariables) =>
    queryClient.invalidateQueries({ queryKey: firewallKeys.detail(domainId) }),
});

export function useFirewallRuleDeleteMutation() {
  return useMutation(firewallRuleDeleteMutationOptions(useQueryClient()));
}
