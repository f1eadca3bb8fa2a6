import { DNS_RECORD_TYPES, type DnsRecordType, type DnsRecordsQuery } from '@portal/api-cdn';

/** Page sizes of the record list (the provider pages it, so "all" is not offered). */
export const DNS_PAGE_SIZES = [10, 25, 50, 100] as const;
export type DnsPageSize = (typeof DNS_PAGE_SIZES)[number];
export const DNS_DEFAULT_PAGE_SIZE: DnsPageSize = 25;

/** What the record list shows, as the address keeps it (`?q=&type=&page=&size=`), so a reload or a shared link keeps it. */
export interface DnsListState {
  search: string;
  type: DnsRecordType | '';
  page: number;
  size: DnsPageSize;
}

export function dnsListStateOf(params: URLSearchParams): DnsListState {
  const type = params.get('type') ?? '';
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    search: params.get('q') ?? '',
    type: (DNS_RECORD_TYPES as readonly string[]).includes(type) ? (type as DnsRecordType) : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    size: (DNS_PAGE_SIZES as readonly number[]).includes(size)
      ? (size as DnsPageSize)
      : DNS_DEFAULT_PAGE_SIZE,
  };
}

/** The address's query for a state: defaults left out, other parameters kept. */
export function dnsListSearch(
  state: DnsListState,
  current: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string, fallback: string) =>
    value === fallback ? next.delete(key) : next.set(key, value);
  set('q', state.search, '');
  set('type', state.type, '');
  set('page', String(state.page), '1');
  set('size', String(state.size), String(DNS_DEFAULT_PAGE_SIZE));
  return next;
}

/** The provider's query for a state: one page of the records matching the search and type. */
export function dnsRecordsQueryOf(state: DnsListState): DnsRecordsQuery {
  return {
    search: state.search.trim() || undefined,
    type: state.type || undefined,
    page: state.page,
    perPage: state.size,
  };
}
