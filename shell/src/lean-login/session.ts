import type { Locale } from '@portal/shared-sdk';
import {
  LOCALE_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  isLocale,
  readStoredLocale,
  readStoredToken,
  storedLocaleValue,
} from '@portal/shared-sdk/storedSession';
import { peekReturnAddress } from '../session/returnAddress';

// The session as the signed-in shell keeps it (keys and formats from the SDK's storedSession). The
// login app writes them directly, without the session store's jotai atoms: the page it goes to
// reads them on its start.

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage refused: the choice lasts for this page only
  }
}

/** The page's locale: `?locale=` first, else the stored one, else Persian (as src/firstPaint picks it). */
export function readLocale(search: string = window.location.search): Locale {
  const asked = new URLSearchParams(search).get('locale');
  if (isLocale(asked)) return asked;
  return readStoredLocale()?.locale ?? 'fa';
}

export function storeLocale(locale: Locale): void {
  write(LOCALE_STORAGE_KEY, storedLocaleValue(locale));
}

/** A usable stored token (a shorter one counts as missing). */
export function hasToken(): boolean {
  return readStoredToken() !== null;
}

export function storeToken(token: string): void {
  write(TOKEN_STORAGE_KEY, token);
}

/** Where a signed-in visitor goes from the login page: back where a 401 sent them from (this tab), else `/`. */
export function signedInAddress(): string {
  return peekReturnAddress() ?? '/';
}
