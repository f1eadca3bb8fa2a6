import { useEffect, useRef } from 'react';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type DnsRecordsPage, type DnsRecordsQuery, cdnApi } from '@portal/api-cdn';
import { dnsKeys } from './keys';
import { narrowedDnsPage, type ShownDnsPage } from './narrowed-dns-page';

export type DnsRecordsQueryData = DnsRecordsPage;

/** One page of a domain's records as searched and filtered; the previous page stays while the next loads. */
export const dnsRecordsQueryOptions = (domainId: number, query: DnsRecordsQuery) =>
  queryOptions({
    queryKey: dnsKeys.recordsPage(domainId, query),
    queryFn: ({ signal }): Promise<DnsRecordsQueryData> => cdnApi.dns.list(domainId, query, signal),
    placeholderData: keepPreviousData,
  });

/**
 * GET /cdn/ng/domains/{id}/dns?search&type&page&per_page. A search or type that narrows the records
 * shown, when they were every record their query matched, starts from those records narrowed by
 * the same rule (narrowedDnsPage: the provider's answer as of the page shown, so the screen answers
 * at once); it is asked of the provider all the same, whose answer replaces it.
 */
export function useDnsRecordsQuery(domainId: number, query: DnsRecordsQuery) {
  const shown = useRef<ShownDnsPage & { domainId: number }>(null);
  const result = useQuery({
    ...dnsRecordsQueryOptions(domainId, query),
    initialData: () =>
      shown.current?.domainId === domainId ? narrowedDnsPage(shown.current, query) : undefined,
    // older than any answer: the provider is asked at once
    initialDataUpdatedAt: 0,
  });
  const { data, isPlaceholderData } = result;
  useEffect(() => {
    if (data && !isPlaceholderData) shown.current = { domainId, query, page: data };
  }, [data, isPlaceholderData, domainId, query]);
  return result;
}
