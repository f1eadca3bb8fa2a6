import { readDomainListQuery, writeDomainListQuery } from './domainListQuery';

const read = (search: string) => readDomainListQuery(new URLSearchParams(search));

describe('the domain list in the address', () => {
  it('reads search, status, page and size', () => {
    expect(read('q=shop&status=active&page=2&size=25')).toEqual({
      search: 'shop',
      status: 'active',
      page: 2,
      size: 25,
    });
    expect(read('size=all').size).toBe('all');
  });

  it('falls back to every domain, page 1 and 10 a page for anything unreadable', () => {
    expect(read('')).toEqual({ search: '', status: null, page: 1, size: 10 });
    expect(read('status=deleted&page=-3&size=7')).toEqual({ search: '', status: null, page: 1, size: 10 });
    expect(read('page=1.5').page).toBe(1);
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    expect(writeDomainListQuery({ search: '', status: null, page: 1, size: 10 }).toString()).toBe('');
    const state = { search: 'my blog', status: 'admin-suspend' as const, page: 3, size: 50 as const };
    const written = writeDomainListQuery(state);
    expect(written.toString()).toBe('q=my+blog&status=admin-suspend&page=3&size=50');
    expect(readDomainListQuery(written)).toEqual(state);
  });

  it('leaves a search of spaces out', () => {
    expect(writeDomainListQuery({ search: '   ', status: null, page: 1, size: 10 }).has('q')).toBe(false);
  });
});
