import { dnsListSearch, dnsListStateOf, dnsRecordsQueryOf } from './dnsListState';

describe('the record list in the address', () => {
  it('reads search, type, page and size, with defaults for what is missing or wrong', () => {
    expect(dnsListStateOf(new URLSearchParams('q=www&type=MX&page=3&size=50'))).toEqual({
      search: 'www',
      type: 'MX',
      page: 3,
      size: 50,
    });
    expect(dnsListStateOf(new URLSearchParams('type=SPF&page=-2&size=7'))).toEqual({
      search: '',
      type: '',
      page: 1,
      size: 25,
    });
  });

  it('writes only what differs from the defaults, keeping other parameters', () => {
    expect(
      dnsListSearch(
        { search: 'a b', type: 'A', page: 2, size: 25 },
        new URLSearchParams('locale=en'),
      ).toString(),
    ).toBe('locale=en&q=a+b&type=A&page=2');
    expect(
      dnsListSearch(
        { search: '', type: '', page: 1, size: 100 },
        new URLSearchParams('q=x&page=4'),
      ).toString(),
    ).toBe('size=100');
  });

  it('asks the provider for the page the state shows, a blank search and no type left out', () => {
    expect(dnsRecordsQueryOf({ search: ' www ', type: 'MX', page: 3, size: 50 })).toEqual({
      search: 'www',
      type: 'MX',
      page: 3,
      perPage: 50,
    });
    expect(dnsRecordsQueryOf({ search: '  ', type: '', page: 1, size: 25 })).toEqual({
      search: undefined,
      type: undefined,
      page: 1,
      perPage: 25,
    });
  });
});
