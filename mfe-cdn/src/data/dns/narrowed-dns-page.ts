import {
  dnsFilterNarrows,
  dnsRecordMatches,
  type DnsRecordsPage,
  type DnsRecordsQuery,
} from '@portal/api-cdn';

/** A page of records the list shows, and the query it is the provider's answer to. */
export interface ShownDnsPage {
  query: DnsRecordsQuery;
  page: DnsRecordsPage;
}

/**
 * The first page of `next` worked out from a page already shown, by the provider's own search rule
 * (dnsRecordMatches), when that is the provider's answer too: the shown page held every record its
 * query matched, `next` keeps only records that query keeps, and the records left fit one page of
 * `next`. Otherwise undefined (only the provider knows the answer).
 */
export function narrowedDnsPage(
  { query, page }: ShownDnsPage,
  next: DnsRecordsQuery,
): DnsRecordsPage | undefined {
  const wholeList = page.page === 1 && page.records.length === page.total;
  if (!wholeList || (next.page ?? 1) !== 1 || !dnsFilterNarrows(next, query)) return undefined;
  const records = page.records.filter((record) => dnsRecordMatches(record, next));
  const perPage = next.perPage ?? page.perPage;
  return records.length <= perPage ? { records, total: records.length, page: 1, perPage } : undefined;
}
