import type { Locale } from '@portal/shared-sdk';

const QUERY_KEY = 'locale';

/** The locale asked for by `?locale=fa|en`, or null (absent or not a supported locale). */
export function readLocaleQuery(search: string): Locale | null {
  const value = new URLSearchParams(search).get(QUERY_KEY);
  return value === 'fa' || value === 'en' ? value : null;
}

/** Whether the search string carries a `locale` parameter at all (even an unsupported one). */
export function hasLocaleQuery(search: string): boolean {
  return new URLSearchParams(search).has(QUERY_KEY);
}

/** The search string without `locale`, with its leading `?` or empty. */
export function stripLocaleQuery(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(QUERY_KEY);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'fa' ? 'rtl' : 'ltr';
}
