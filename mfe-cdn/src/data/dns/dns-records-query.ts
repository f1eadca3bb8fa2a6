import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type DnsRecordsPage, type DnsRecordsQuery } from '@portal/shared-sdk';
import { dnsKeys } from './keys';

export type DnsRecordsQueryData = DnsRecordsPage;

/** One page of a domain's records as searched and filtered; the previous page stays while the next loads. */
export const dnsRecordsQueryOptions = (domainId: number, query: DnsRecordsQuery) =>
  queryOptions({
    queryKey: dnsKeys.recordsPage(domainId, query),
    queryFn: ({ signal }): Promise<DnsRecordsQueryData> => api.cdn.dns.list(domainId, query, signal),
    placeholderData: keepPreviousData,
  });

/** GET /cdn/ng/domains/{id}/dns?search&type&page&per_page. */
export function useDnsRecordsQuery(domainId: number, query: DnsRecordsQuery) {
  return useQuery(dnsRecordsQueryOptions(domainId, query));
}
