import { PAGE_SIZES, type PageSize } from '@portal/shared-ui';

/** The provider gives at most this many rows a page: "All" asks for that many. */
export const MAX_PER_PAGE = 100;

/** The page (`?page=`) and page size (`?size=`) kept in the address; anything unreadable is the first page of 10. */
export function pagingFromSearch(search: URLSearchParams): { page: number; size: PageSize } {
  const page = Number(search.get('page'));
  const rawSize = search.get('size');
  const size = PAGE_SIZES.find((s) => String(s) === rawSize) ?? 10;
  return { page: Number.isInteger(page) && page >= 1 ? page : 1, size };
}

export function perPageOf(size: PageSize): number {
  return size === 'all' ? MAX_PER_PAGE : size;
}

/** The address's parameters with a new page or size; the first page and size 10 leave the address. */
export function withPaging(
  search: URLSearchParams,
  change: { page?: number; size?: PageSize },
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (change.size !== undefined) {
    if (change.size === 10) next.delete('size');
    else next.set('size', String(change.size));
    next.delete('page');
  }
  if (change.page !== undefined) {
    if (change.page <= 1) next.delete('page');
    else next.set('page', String(change.page));
  }
  return next;
}
