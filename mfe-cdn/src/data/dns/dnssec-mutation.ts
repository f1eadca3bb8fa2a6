import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type DnssecVariables = { domainId: number; enabled: boolean };
export type DnssecData = Awaited<ReturnType<typeof cdnApi.dns.setDnssec>>;

/** POST /cdn/ng/domains/{id}/dns/dnssec; the answer is the new state. */
export const dnssecMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: dnsKeys.setDnssec(),
  mutationFn: ({ domainId, enabled }: DnssecVariables): Promise<DnssecData> =>
    cdnApi.dns.setDnssec(domainId, enabled),
  onSuccess: ({ data }: DnssecData, { domainId }: DnssecVariables) =>
    queryClient.setQueryData(dnsKeys.dnssec(domainId), data),
});

export function useDnssecMutation() {
  return useMutation(dnssecMutationOptions(useQueryClient()));
}
