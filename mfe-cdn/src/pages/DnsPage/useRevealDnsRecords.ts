import { useCallback, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { dnsRecordMatches, type DnsRecord } from '@portal/api-cdn';
import { dnsRecordsQueryOptions } from '../../data/dns/dns-records-query';
import {
  compareDnsTargets,
  findDnsRecordPage,
  isDnsRecordTarget,
  type DnsRecordTarget,
} from '../../data/dns/dns-record-page';
import { dnsRecordsQueryOf, type DnsListState } from './dnsListState';

/**
 * After records are saved (added, edited, imported, fetched), the user sees them: the list opens
 * the page that holds the first of them in the list's order, letting go of a search or type that
 * would hide it, and their rows on that page are highlighted beside the save's toast. The list is
 * the provider's, a page at a time, so the page is found by asking for pages (findDnsRecordPage).
 */
export function useRevealDnsRecords(
  domainId: number,
  state: DnsListState,
  change: (patch: Partial<DnsListState>) => void,
  highlight: (ids: Iterable<number>) => void,
): (saved: readonly DnsRecordTarget[]) => Promise<void> {
  const queryClient = useQueryClient();
  const latest = useRef(state);
  latest.current = state;

  return useCallback(
    async (saved) => {
      const target = [...saved].sort(compareDnsTargets)[0];
      if (!target) return;
      const now = latest.current;
      const keeps = dnsRecordMatches(target, dnsRecordsQueryOf(now));
      const list = keeps ? now : { ...now, search: '', type: '' as const };
      // the rows of the page asked for last: the page found
      let rows: readonly DnsRecord[] = [];
      const fetchPage = async (page: number) => {
        const answer = await queryClient.fetchQuery(
          dnsRecordsQueryOptions(domainId, dnsRecordsQueryOf({ ...list, page })),
        );
        rows = answer.records;
        return answer;
      };
      // a page that cannot be read now leaves the list where it is (it reads its own page again)
      const page = await findDnsRecordPage(fetchPage, target, keeps ? now.page : 1).catch(() => undefined);
      if (page === undefined) return;
      change({ search: list.search, type: list.type, page });
      highlight(rows.filter((row) => saved.some((t) => isDnsRecordTarget(t, row))).map((row) => row.id));
    },
    [queryClient, domainId, change, highlight],
  );
}
