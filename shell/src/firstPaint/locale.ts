import { isRecord, parse, read } from './storage';

export type Language = 'fa' | 'en';

/** The page's language: `?locale=`, else the one kept under "portal.locale" (a plain value or { locale }), else Persian (null). */
export function chosenLocale(): Language | null {
  const match = /[?&]locale=(fa|en)(&|$)/.exec(window.location.search);
  if (match) return match[1] === 'en' ? 'en' : 'fa';
  const saved = parse(read('portal.locale'));
  if (saved === 'fa' || saved === 'en') return saved;
  if (isRecord(saved) && (saved.locale === 'fa' || saved.locale === 'en')) return saved.locale;
  return null;
}

/** English: the view's class and the page's language and direction (Persian, right to left, is the page's default). */
export function applyLocale(locale: Language | null): void {
  if (locale !== 'en') return;
  const root = document.documentElement;
  root.classList.add('fp-en');
  root.lang = 'en';
  root.dir = 'ltr';
}

/** The stored token when it is usable as the application reads it (a string of more than 4 characters), trimmed; else null. */
export function storedToken(): string | null {
  const token = parse(read('portal.token'));
  return typeof token === 'string' && token.trim().length > 4 ? token.trim() : null;
}
