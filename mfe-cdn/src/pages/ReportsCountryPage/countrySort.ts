import type { CdnReportCountry } from '@portal/api-cdn';

export type CountrySortKey = 'name' | 'requests' | 'traffics';
export interface CountrySort {
  key: CountrySortKey;
  direction: 'ascending' | 'descending';
}

/** The default order of the country table: most requests first. */
export const DEFAULT_COUNTRY_SORT: CountrySort = { key: 'requests', direction: 'descending' };

/** A country row with its name in the page's language. */
export type NamedCountry = CdnReportCountry & { name: string };

/** The rows in the chosen order: names by the locale's alphabet, figures by size; ties by code. */
export function sortCountries(
  rows: readonly NamedCountry[],
  sort: CountrySort,
  locale: string,
): NamedCountry[] {
  const collator = new Intl.Collator(locale);
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const by = sort.key === 'name' ? collator.compare(a.name, b.name) : a[sort.key] - b[sort.key];
    return by !== 0 ? by * sign : a.code.localeCompare(b.code);
  });
}

/** A press on a column's header: the same column turns its order around; another starts with its natural order. */
export function nextCountrySort(current: CountrySort, key: CountrySortKey): CountrySort {
  if (current.key === key)
    return { key, direction: current.direction === 'ascending' ? 'descending' : 'ascending' };
  return { key, direction: key === 'name' ? 'ascending' : 'descending' };
}
