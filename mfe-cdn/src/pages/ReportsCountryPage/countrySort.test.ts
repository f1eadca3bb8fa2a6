import { nextCountrySort, sortCountries } from './countrySort';

const rows = [
  { code: 'IR', name: 'Iran', requests: 500, traffics: 9000 },
  { code: 'DE', name: 'Germany', requests: 80, traffics: 12_000 },
  { code: 'US', name: 'United States', requests: 80, traffics: 100 },
];

describe("the country table's order", () => {
  it('sorts by requests, traffic or name, ties by code', () => {
    expect(
      sortCountries(rows, { key: 'requests', direction: 'descending' }, 'en').map((r) => r.code),
    ).toEqual(['IR', 'DE', 'US']);
    expect(sortCountries(rows, { key: 'requests', direction: 'ascending' }, 'en').map((r) => r.code)).toEqual(
      ['DE', 'US', 'IR'],
    );
    expect(
      sortCountries(rows, { key: 'traffics', direction: 'descending' }, 'en').map((r) => r.code),
    ).toEqual(['DE', 'IR', 'US']);
    expect(sortCountries(rows, { key: 'name', direction: 'ascending' }, 'en').map((r) => r.code)).toEqual([
      'DE',
      'IR',
      'US',
    ]);
  });

  it('turns the same column around; another starts names A to Z and figures largest first', () => {
    expect(nextCountrySort({ key: 'requests', direction: 'descending' }, 'requests')).toEqual({
      key: 'requests',
      direction: 'ascending',
    });
    expect(nextCountrySort({ key: 'requests', direction: 'descending' }, 'name')).toEqual({
      key: 'name',
      direction: 'ascending',
    });
    expect(nextCountrySort({ key: 'name', direction: 'ascending' }, 'traffics')).toEqual({
      key: 'traffics',
      direction: 'descending',
    });
  });
});
