import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type DnsRecordRequest, type DnsRecordsPage, cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type DnsRecordUpdateVariables = { domainId: number; recordId: number; record: DnsRecordRequest };
export type DnsRecordUpdateData = Awaited<ReturnType<typeof cdnApi.dns.update>>;

/** POST /cdn/ng/domains/{id}/dns/{record_id} (also the proxy on or off): the stored record replaces the cached one, then the lists are read again. */
export const dnsRecordUpdateMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: dnsKeys.update(),
  mutationFn: ({ domainId, recordId, record }: DnsRecordUpdateVariables): Promise<DnsRecordUpdateData> =>
    cdnApi.dns.update(domainId, recordId, record),
  onSuccess: ({ data }: DnsRecordUpdateData, { domainId }: DnsRecordUpdateVariables) => {
    queryClient.setQueriesData<DnsRecordsPage>({ queryKey: dnsKeys.records(domainId) }, (page) =>
      page ? { ...page, records: page.records.map((r) => (r.id === data.id ? data : r)) } : page,
    );
    return queryClient.invalidateQueries({ queryKey: dnsKeys.records(domainId) });
  },
});

export function useDnsRecordUpdateMutation() {
  return useMutation(dnsRecordUpdateMutationOptions(useQueryClient()));
}
