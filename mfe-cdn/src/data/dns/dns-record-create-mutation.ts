import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type DnsRecordRequest, cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type DnsRecordCreateVariables = { domainId: number; record: DnsRecordRequest };
export type DnsRecordCreateData = Awaited<ReturnType<typeof cdnApi.dns.create>>;

/** POST /cdn/ng/domains/{id}/dns; the record lists are read again. */
export const dnsRecordCreateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: dnsKeys.create(),
  mutationFn: ({ domainId, record }: DnsRecordCreateVariables): Promise<DnsRecordCreateData> =>
    cdnApi.dns.create(domainId, record),
  onSuccess: (_data: DnsRecordCreateData, { domainId }: DnsRecordCreateVariables) =>
    queryClient.invalidateQueries({ queryKey: dnsKeys.records(domainId) }),
});

export function useDnsRecordCreateMutation() {
  return useMutation(dnsRecordCreateMutationOptions(useQueryClient()));
}
