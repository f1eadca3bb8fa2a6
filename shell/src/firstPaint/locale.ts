import { readStoredLocale, readStoredToken } from '@portal/shared-sdk/storedSession';

export type Language = 'fa' | 'en';

/** The page's language: `?locale=`, else the stored one (the SDK's storedSession), else Persian (null). */
export function chosenLocale(): Language | null {
  const match = /[?&]locale=(fa|en)(&|$)/.exec(window.location.search);
  if (match) return match[1] === 'en' ? 'en' : 'fa';
  return readStoredLocale()?.locale ?? null;
}

/** English: the view's class and the page's language and direction (Persian, right to left, is the page's default). */
export function applyLocale(locale: Language | null): void {
  if (locale !== 'en') return;
  const root = document.documentElement;
  root.classList.add('fp-en');
  root.lang = 'en';
  root.dir = 'ltr';
}

/** The stored token when it is usable as the application reads it, trimmed; else null. */
export function storedToken(): string | null {
  return readStoredToken();
}
