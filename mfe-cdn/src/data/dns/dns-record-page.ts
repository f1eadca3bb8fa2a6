import { compareDnsRecords, type DnsRecord, type DnsRecordsPage } from '@portal/api-cdn';

/** A record to find in the list: a stored one (by its id), or one known by its fields only (an imported line). */
export type DnsRecordTarget = Pick<DnsRecord, 'type' | 'name' | 'content'> & { id?: number };

/**
 * The provider's order of a list (compareDnsRecords: the name with `@` first, the type, the
 * content; then the id, as the sandbox breaks a tie). A target without an id sorts level with the
 * records of its name, type and content.
 */
export function compareDnsTargets(a: DnsRecordTarget, b: DnsRecordTarget): number {
  const byFields = compareDnsRecords(a, b);
  if (byFields !== 0 || a.id === undefined || b.id === undefined) return byFields;
  return a.id - b.id;
}

/** Whether `record` is the target: its id, or for a target without one, its name, type and content. */
export const isDnsRecordTarget = (target: DnsRecordTarget, record: DnsRecord) =>
  target.id === undefined ? compareDnsRecords(target, record) === 0 : record.id === target.id;

/**
 * The page of a list that holds `target`, found by asking for pages (`fetchPage`, the list's own
 * query at that page) in a binary search along the provider's order, starting with `startPage`:
 * a handful of pages even for a zone of thousands of records, and the last one asked for is the
 * page to show. Undefined when the list does not hold it (changed meanwhile, or filtered out).
 */
export async function findDnsRecordPage(
  fetchPage: (page: number) => Promise<DnsRecordsPage>,
  target: DnsRecordTarget,
  startPage = 1,
): Promise<number | undefined> {
  let low = 1;
  let high = Number.POSITIVE_INFINITY;
  let page = Math.max(1, startPage);
  while (low <= high) {
    const { records, total, perPage } = await fetchPage(page);
    high = Math.min(high, Math.max(1, Math.ceil(total / Math.max(1, perPage))));
    if (records.some((record) => isDnsRecordTarget(target, record))) return page;
    const first = records[0];
    const last = records.at(-1);
    // past the list's end (it shrank since the page was shown), or before or after this page
    if (!first || !last || compareDnsTargets(target, first) < 0) high = Math.min(high, page - 1);
    else if (compareDnsTargets(target, last) > 0) low = page + 1;
    // where it would be, yet not there: not in the list
    else return undefined;
    page = Math.floor((low + high) / 2);
  }
  return undefined;
}
