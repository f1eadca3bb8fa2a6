import type { Locale } from '@portal/shared-sdk';
import { TOKEN_MAX_INVALID_LENGTH } from '@portal/shared-sdk/rules';
import { peekReturnAddress } from '../session/returnAddress';

// The session as the signed-in shell keeps it (shared-sdk's session store): the token under
// localStorage "portal.token" (the bare string; a JSON-quoted one is read too), the locale under
// "portal.locale" ({ locale, dateLocale } as JSON; a bare "en" is read too). The login app writes
// them directly, without the store's jotai atoms: the page it goes to reads them on its start.
const TOKEN_KEY = 'portal.token';
const LOCALE_KEY = 'portal.locale';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage refused: the choice lasts for this page only
  }
}

function parse(raw: string | null): unknown {
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

const isLocale = (value: unknown): value is Locale => value === 'fa' || value === 'en';

/** The page's locale: `?locale=` first, else the stored one, else Persian (as src/firstPaint picks it). */
export function readLocale(search: string = window.location.search): Locale {
  const asked = new URLSearchParams(search).get('locale');
  if (isLocale(asked)) return asked;
  const saved = parse(read(LOCALE_KEY));
  if (isLocale(saved)) return saved;
  const inner = saved && typeof saved === 'object' ? (saved as { locale?: unknown }).locale : null;
  return isLocale(inner) ? inner : 'fa';
}

export function storeLocale(locale: Locale): void {
  write(LOCALE_KEY, JSON.stringify({ locale, dateLocale: locale === 'en' ? 'en-us' : 'fa-ir' }));
}

/** A usable stored token: more than 4 characters once trimmed (a shorter one counts as missing). */
export function hasToken(): boolean {
  const raw = read(TOKEN_KEY);
  const token = raw?.startsWith('"') ? parse(raw) : raw;
  return typeof token === 'string' && token.trim().length > TOKEN_MAX_INVALID_LENGTH;
}

export function storeToken(token: string): void {
  write(TOKEN_KEY, token);
}

/** Where a signed-in visitor goes from the login page: back where a 401 sent them from (this tab), else `/`. */
export function signedInAddress(): string {
  return peekReturnAddress() ?? '/';
}
