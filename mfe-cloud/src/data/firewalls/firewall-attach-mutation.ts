import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type FirewallGroup } from '@portal/shared-sdk';
import { groupChanged } from './group-changed';
import { firewallKeys } from './keys';

export type FirewallAttachVariables = { firewall_id: number; server_id: number };
export type FirewallAttachData = Envelope<FirewallGroup>;

/** POST /cloud/firewall/attach: the group shows the server it now guards. */
export const firewallAttachMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.attach(),
  mutationFn: (variables: FirewallAttachVariables): Promise<FirewallAttachData> =>
    api.cloud.firewalls.attach(variables),
  onSuccess: ({ data }: FirewallAttachData) => groupChanged(queryClient, data),
});

export function useFirewallAttachMutation() {
  return useMutation(firewallAttachMutationOptions(useQueryClient()));
}
