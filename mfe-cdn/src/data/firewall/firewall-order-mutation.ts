import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type WithMessage } from '@portal/shared-sdk';
import { type Firewall, cdnApi } from '@portal/api-cdn';
import { firewallKeys } from './keys';

export type FirewallOrderVariables = { domainId: number; ids: number[] };

/**
 * POST /cdn/ng/domains/{id}/firewall/priority: the rules in a new order. The list shows the new
 * order at once and goes back to the provider's on failure.
 */
export const firewallOrderMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: firewallKeys.order(),
  mutationFn: ({ domainId, ids }: FirewallOrderVariables): Promise<WithMessage<Firewall>> =>
    cdnApi.orderFirewallRules(domainId, ids),
  onMutate: async ({ domainId, ids }: FirewallOrderVariables) => {
    const key = firewallKeys.detail(domainId);
    await queryClient.cancelQueries({ queryKey: key });
    queryClient.setQueryData<Firewall>(key, (old) =>
      old
        ? {
            ...old,
            rules: ids
              .map((id, i) => ({ ...old.rules.find((r) => r.id === id)!, priority: i + 1 }))
              .filter((r) => r.id !== undefined),
          }
        : old,
    );
  },
  onSuccess: ({ data }: WithMessage<Firewall>, { domainId }: FirewallOrderVariables) =>
    queryClient.setQueryData(firewallKeys.detail(domainId), data),
  onError: (_e: unknown, { domainId }: FirewallOrderVariables) =>
    queryClient.invalidateQueries({ queryKey: firewallKeys.detail(domainId) }),
});

export function useFirewallOrderMutation() {
  return useMutation(firewallOrderMutationOptions(useQueryClient()));
}
