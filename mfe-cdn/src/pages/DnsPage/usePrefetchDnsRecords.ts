import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { dnsRecordsQueryOptions } from '../../data/dns/dns-records-query';
import { dnsListStateOf, dnsRecordsQueryOf } from './dnsListState';

/**
 * Asks for the records the DNS page opens with (the search, type and page of its address) unless
 * they are cached or on their way already (those are left to the page).
 */
export function prefetchDnsRecords(
  queryClient: QueryClient,
  domainId: number,
  params = new URLSearchParams(),
) {
  const options = dnsRecordsQueryOptions(domainId, dnsRecordsQueryOf(dnsListStateOf(params)));
  if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
}

/** Asks for the records the DNS page opens with (its address's search, type and page) while the page's code loads. */
export function usePrefetchDnsRecords() {
  const queryClient = useQueryClient();
  const { domainId } = useParams();
  const [params] = useSearchParams();
  prefetchDnsRecords(queryClient, Number(domainId), params);
}
