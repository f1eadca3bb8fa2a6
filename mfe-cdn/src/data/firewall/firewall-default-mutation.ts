import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Firewall, type WithMessage } from '@portal/shared-sdk';
import { firewallKeys } from './keys';

export type FirewallDefaultVariables = { domainId: number; defaultAction: Firewall['default_action'] };

/** POST /cdn/ng/domains/{id}/firewall: the action for requests no rule matches. */
export const firewallDefaultMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.setDefault(),
  mutationFn: ({ domainId, defaultAction }: FirewallDefaultVariables): Promise<WithMessage<Firewall>> =>
    api.cdn.setFirewallDefault(domainId, defaultAction),
  onSuccess: ({ data }: WithMessage<Firewall>, { domainId }: FirewallDefaultVariables) =>
    queryClient.setQueryData(firewallKeys.detail(domainId), data),
});

export function useFirewallDefaultMutation() {
  return useMutation(firewallDefaultMutationOptions(useQueryClient()));
}
