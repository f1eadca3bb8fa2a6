import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type DnsRecordsPage, cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';

export type DnsRecordDeleteVariables = { domainId: number; recordId: number };
export type DnsRecordDeleteData = Awaited<ReturnType<typeof cdnApi.dns.remove>>;

/** DELETE /cdn/ng/domains/{id}/dns/{record_id}: the record leaves the cached pages at once, then the lists are read again. */
export const dnsRecordDeleteMutationOptions = (queryClient: QueryClient) => ({
  mutationKey: dnsKeys.remove(),
  mutationFn: ({ domainId, recordId }: DnsRecordDeleteVariables): Promise<DnsRecordDeleteData> =>
    cdnApi.dns.remove(domainId, recordId),
  onSuccess: (_data: DnsRecordDeleteData, { domainId, recordId }: DnsRecordDeleteVariables) => {
    queryClient.setQueriesData<DnsRecordsPage>({ queryKey: dnsKeys.records(domainId) }, (page) =>
      page
        ? {
            ...page,
            records: page.records.filter((r) => r.id !== recordId),
            total: Math.max(0, page.total - 1),
          }
        : page,
    );
    return queryClient.invalidateQueries({ queryKey: dnsKeys.records(domainId) });
  },
});

export function useDnsRecordDeleteMutation() {
  return useMutation(dnsRecordDeleteMutationOptions(useQueryClient()));
}
