import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type CustomNameserversRequest, cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type CustomNsVariables = { domainId: number; body: CustomNameserversRequest };
export type CustomNsData = Awaited<ReturnType<typeof cdnApi.dns.setCustomNs>>;

/** POST /cdn/ng/domains/{id}/dns/custom-ns (professional plan); the answer is the new state. */
export const customNsMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: dnsKeys.setCustomNs(),
  mutationFn: ({ domainId, body }: CustomNsVariables): Promise<CustomNsData> =>
    cdnApi.dns.setCustomNs(domainId, body),
  onSuccess: ({ data }: CustomNsData, { domainId }: CustomNsVariables) =>
    queryClient.setQueryData(dnsKeys.customNs(domainId), data),
});

export function useCustomNsMutation() {
  return useMutation(customNsMutationOptions(useQueryClient()));
}
