import { type DomainStatus, isDomainStatus } from '@portal/shared-sdk';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES, type PageSize } from '@portal/shared-ui';

/** What the domain list shows, kept in its address (`/cdn?q=shop&status=active&page=2&size=25`). */
export interface DomainListQuery {
  search: string;
  status: DomainStatus | null;
  page: number;
  size: PageSize;
}

const sizeOf = (raw: string | null): PageSize =>
  ((PAGE_SIZES as readonly (string | number)[]).find((s) => String(s) === raw) as PageSize | undefined) ??
  DEFAULT_PAGE_SIZE;

/** The list's state from the address; anything unreadable falls back to the default (all domains, page 1, 10 a page). */
export function readDomainListQuery(params: URLSearchParams): DomainListQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    status: isDomainStatus(status) ? status : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    size: sizeOf(params.get('size')),
  };
}

/** The address's query for a state, defaults left out (so `/cdn` stays `/cdn`). */
export function writeDomainListQuery(query: DomainListQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search.trim()) params.set('q', query.search);
  if (query.status) params.set('status', query.status);
  if (query.page > 1) params.set('page', String(query.page));
  if (query.size !== DEFAULT_PAGE_SIZE) params.set('size', String(query.size));
  return params;
}
