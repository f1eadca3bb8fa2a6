import { TOKEN_MAX_INVALID_LENGTH } from '../rules/constants';
import type { DateLocale, Locale, LocaleState } from './types';

// What the session keeps in localStorage and how a stored value is read, in one place for every
// reader: the signed-in portal's session store, the login page and the before-paint script (the
// last two cannot load jotai, so nothing here may import it). The keys are part of the core
// protocol: a page's former cores read them too.

export const TOKEN_STORAGE_KEY = 'portal.token';
export const LOCALE_STORAGE_KEY = 'portal.locale';
export const WALLET_STORAGE_KEY = 'portal.wallet';

export const DEFAULT_LOCALE: LocaleState = { locale: 'fa', dateLocale: 'fa-ir' };

export const isLocale = (v: unknown): v is Locale => v === 'fa' || v === 'en';
const isDateLocale = (v: unknown): v is DateLocale => v === 'fa-ir' || v === 'en-us';

/** The date locale that goes with a UI locale. */
export function dateLocaleFor(locale: Locale): DateLocale {
  return locale === 'en' ? 'en-us' : 'fa-ir';
}

/** JSON.parse that returns undefined instead of throwing. */
export function tryJson(raw: string | null): unknown {
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The stored token: kept as the bare string, so a test or a support engineer can set it by hand;
 * a JSON-quoted value (what jotai writes by default) is read too. Null when there is none.
 */
export function parseStoredToken(raw: string | null): string | null {
  const parsed = raw?.startsWith('"') ? tryJson(raw) : raw;
  return typeof parsed === 'string' && parsed !== '' ? parsed : null;
}

/** A token worth sending: more than a few characters once trimmed (a shorter one counts as missing). */
export function isUsableToken(token: string | null): token is string {
  return token !== null && token.trim().length > TOKEN_MAX_INVALID_LENGTH;
}

/** The token trimmed when it is worth sending, else null. */
export function usableToken(token: string | null): string | null {
  return isUsableToken(token) ? token.trim() : null;
}

/** localStorage's value under `key`, or null (storage missing, disabled or empty there). */
function readStorage(key: string): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored token when it is worth sending, trimmed; else null (for readers without the session store). */
export function readStoredToken(): string | null {
  return usableToken(parseStoredToken(readStorage(TOKEN_STORAGE_KEY)));
}

/** The stored locale, or null when none is usable (for readers without the session store). */
export function readStoredLocale(): LocaleState | null {
  return parseStoredLocale(readStorage(LOCALE_STORAGE_KEY));
}

/** The stored locale ({ locale, dateLocale } as JSON, or a bare "en"/"fa"); null when none is usable. */
export function parseStoredLocale(raw: string | null): LocaleState | null {
  const parsed = tryJson(raw) ?? raw;
  if (isLocale(parsed)) return { locale: parsed, dateLocale: dateLocaleFor(parsed) };
  const o = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
  if (!isLocale(o.locale)) return null;
  return {
    locale: o.locale,
    dateLocale: isDateLocale(o.dateLocale) ? o.dateLocale : dateLocaleFor(o.locale),
  };
}

/** A locale as it is stored. */
export function storedLocaleValue(locale: Locale): string {
  return JSON.stringify({ locale, dateLocale: dateLocaleFor(locale) });
}
