import { pagingFromSearch, perPageOf, withPaging } from './urlPaging';

describe('paging in the address', () => {
  it('reads the page and size, the first page of 10 by default', () => {
    expect(pagingFromSearch(new URLSearchParams('page=3&size=25'))).toEqual({ page: 3, size: 25 });
    expect(pagingFromSearch(new URLSearchParams('page=-1&size=7'))).toEqual({ page: 1, size: 10 });
    expect(pagingFromSearch(new URLSearchParams('size=all'))).toEqual({ page: 1, size: 'all' });
    expect(perPageOf('all')).toBe(100);
  });
  it('writes only what differs from the defaults and goes back to the first page on a new size', () => {
    expect(withPaging(new URLSearchParams('action=ticket.create&page=2'), { size: 50 }).toString()).toBe(
      'action=ticket.create&size=50',
    );
    expect(withPaging(new URLSearchParams('size=50'), { page: 1 }).toString()).toBe('size=50');
    expect(withPaging(new URLSearchParams(''), { page: 4 }).toString()).toBe('page=4');
  });
});
