import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type CustomNameserversRequest } from '@portal/shared-sdk';
import { dnsKeys } from './keys';

export type CustomNsVariables = { domainId: number; body: CustomNameserversRequest };
export type CustomNsData = Awaited<ReturnType<typeof api.cdn.dns.setCustomNs>>;

/** POST /cdn/ng/domains/{id}/dns/custom-ns (professional plan); the answer is the new state. */
export const customNsMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: dnsKeys.setCustomNs(),
  mutationFn: ({ domainId, body }: CustomNsVariables): Promise<CustomNsData> =>
    api.cdn.dns.setCustomNs(domainId, body),
  onSuccess: ({ data }: CustomNsData, { domainId }: CustomNsVariables) =>
    queryClient.setQueryData(dnsKeys.customNs(domainId), data),
});

export function useCustomNsMutation() {
  return useMutation(customNsMutationOptions(useQueryClient()));
}
