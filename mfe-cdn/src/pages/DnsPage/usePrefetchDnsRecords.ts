import { useQueryClient } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { dnsRecordsQueryOptions } from '../../data/dns/dns-records-query';
import { dnsListStateOf, dnsRecordsQueryOf } from './dnsListState';

/** Asks for the records the DNS page opens with (its address's search, type and page) while the page's code loads. */
export function usePrefetchDnsRecords() {
  const queryClient = useQueryClient();
  const { domainId } = useParams();
  const [params] = useSearchParams();
  const options = dnsRecordsQueryOptions(Number(domainId), dnsRecordsQueryOf(dnsListStateOf(params)));
  // once: a query already cached (or on its way) is left to the page
  if (queryClient.getQueryState(options.queryKey) === undefined) void queryClient.prefetchQuery(options);
}
