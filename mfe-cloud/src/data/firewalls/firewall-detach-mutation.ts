import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type FirewallGroup } from '@portal/shared-sdk';
import { groupChanged } from './group-changed';
import { firewallKeys } from './keys';

export type FirewallDetachVariables = { firewall_id: number; server_id: number };
export type FirewallDetachData = Envelope<FirewallGroup>;

/** POST /cloud/firewall/detach: the group no longer shows the server. */
export const firewallDetachMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.detach(),
  mutationFn: (variables: FirewallDetachVariables): Promise<FirewallDetachData> =>
    api.cloud.firewalls.detach(variables),
  onSuccess: ({ data }: FirewallDetachData) => groupChanged(queryClient, data),
});

export function useFirewallDetachMutation() {
  return useMutation(firewallDetachMutationOptions(useQueryClient()));
}
