import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type Firewall, cdnApi } from '@portal/api-cdn';
import { firewallKeys } from './keys';

export type FirewallDefaultVariables = { domainId: number; defaultAction: Firewall['default_action'] };

/** POST /cdn/ng/domains/{id}/firewall: the action for requests no rule matches. */
export const firewallDefaultMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.setDefault(),
  mutationFn: ({ domainId, defaultAction }: FirewallDefaultVariables): Promise<WithMessage<Firewall>> =>
    cdnApi.setFirewallDefault(domainId, defaultAction),
  onSuccess: ({ data }: WithMessage<Firewall>, { domainId }: FirewallDefaultVariables) =>
    queryClient.setQueryData(firewallKeys.detail(domainId), data),
});

export function useFirewallDefaultMutation() {
  return useMutation(firewallDefaultMutationOptions(useQueryClient()));
}
