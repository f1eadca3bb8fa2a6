import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type DnsRecordRequest } from '@portal/shared-sdk';
import { dnsKeys } from './keys';

export type DnsRecordCreateVariables = { domainId: number; record: DnsRecordRequest };
export type DnsRecordCreateData = Awaited<ReturnType<typeof api.cdn.dns.create>>;

/** POST /cdn/ng/domains/{id}/dns; the record lists are read again. */
export const dnsRecordCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: dnsKeys.create(),
  mutationFn: ({ domainId, record }: DnsRecordCreateVariables): Promise<DnsRecordCreateData> =>
    api.cdn.dns.create(domainId, record),
  onSuccess: (_data: DnsRecordCreateData, { domainId }: DnsRecordCreateVariables) =>
    queryClient.invalidateQueries({ queryKey: dnsKeys.records(domainId) }),
});

export function useDnsRecordCreateMutation() {
  return useMutation(dnsRecordCreateMutationOptions(useQueryClient()));
}
