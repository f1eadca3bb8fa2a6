import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope } from '@portal/shared-sdk';
import { firewallKeys } from './keys';

export type FirewallDeleteVariables = { firewallId: number };
export type FirewallDeleteData = Envelope<null>;

/** DELETE /cloud/firewall/{id}: a group that guards no server; the lists are read again. */
export const firewallDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.remove(),
  mutationFn: ({ firewallId }: FirewallDeleteVariables): Promise<FirewallDeleteData> =>
    api.cloud.firewalls.remove(firewallId),
  onSuccess: () => queryClient.invalidateQueries({ queryKey: firewallKeys.lists() }),
});

export function useFirewallDeleteMutation() {
  return useMutation(firewallDeleteMutationOptions(useQueryClient()));
}
