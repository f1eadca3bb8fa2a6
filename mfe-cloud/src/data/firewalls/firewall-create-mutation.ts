import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope, type FirewallGroup } from '@portal/shared-sdk';
import { firewallKeys } from './keys';

export type FirewallCreateVariables = { name: string; datacenter_id: number };
export type FirewallCreateData = Envelope<FirewallGroup>;

/** POST /cloud/firewall: a new group in a data center; the lists are read again. */
export const firewallCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.create(),
  mutationFn: (variables: FirewallCreateVariables): Promise<FirewallCreateData> =>
    api.cloud.firewalls.create(variables),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: firewallKeys.lists() }),
});

export function useFirewallCreateMutation() {
  return useMutation(firewallCreateMutationOptions(useQueryClient()));
}
