import { atom, createStore } from 'jotai/vanilla';
import { atomWithStorage } from 'jotai/vanilla/utils';
import { bus } from '../bus/bus';
import { createPersistedStorage } from './persistedStorage';
import {
  DEFAULT_LOCALE,
  LOCALE_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  WALLET_STORAGE_KEY,
  dateLocaleFor,
  parseStoredLocale,
  parseStoredToken,
  tryJson,
  usableToken,
} from './storedSession';
import type { DateLocale, Locale, LocaleState, Profile, SessionSnapshot, Wallet } from './types';

export { LOCALE_STORAGE_KEY, TOKEN_STORAGE_KEY, WALLET_STORAGE_KEY, DEFAULT_LOCALE, dateLocaleFor };

export const EMPTY_WALLET: Wallet = { balance: 0, credit: 0, debt: 0 };

/** Wallet figures are integer rials; anything else reads as 0. */
function toInteger(v: unknown): number {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? Math.trunc(n) : 0;
}

function toWallet(v: unknown): Wallet {
  const o = (v && typeof v === 'object' ? v : {}) as Record<string, unknown>;
  return { balance: toInteger(o.balance), credit: toInteger(o.credit), debt: toInteger(o.debt) };
}

const tokenStorage = createPersistedStorage<string | null>(parseStoredToken, (value) => value);

const localeStorage = createPersistedStorage<LocaleState>(
  (raw) => parseStoredLocale(raw) ?? DEFAULT_LOCALE,
  (value) => JSON.stringify(value),
);

const walletStorage = createPersistedStorage<Wallet>(
  (raw) => toWallet(tryJson(raw)),
  (value) => JSON.stringify(value),
);

/** The one jotai store holding the session; the shell may hand it to a jotai `<Provider>`. */
export const sessionStore = createStore();

export const tokenPersistedAtom = atomWithStorage<string | null>(TOKEN_STORAGE_KEY, null, tokenStorage, {
  getOnInit: true,
});
export const profileAtom = atom<Profile | null>(null);
export const walletPersistedAtom = atomWithStorage<Wallet>(WALLET_STORAGE_KEY, EMPTY_WALLET, walletStorage, {
  getOnInit: true,
});
export const localePersistedAtom = atomWithStorage<LocaleState>(
  LOCALE_STORAGE_KEY,
  DEFAULT_LOCALE,
  localeStorage,
  {
    getOnInit: true,
  },
);

/** A usable token, or null: absent or 4 characters or fewer counts as missing. */
export function getToken(): string | null {
  return usableToken(sessionStore.get(tokenPersistedAtom));
}

export function setToken(token: string): void {
  if (sessionStore.get(tokenPersistedAtom) === token) return;
  sessionStore.set(tokenPersistedAtom, token);
  bus.emit('session:changed', { reason: 'token' });
}

/** Forgets the token and the profile. */
export function clearToken(): void {
  const had = sessionStore.get(tokenPersistedAtom) !== null || sessionStore.get(profileAtom) !== null;
  sessionStore.set(tokenPersistedAtom, null);
  sessionStore.set(profileAtom, null);
  if (had) bus.emit('session:changed', { reason: 'token-cleared' });
}

export function getLocale(): Locale {
  return sessionStore.get(localePersistedAtom).locale;
}

export function getDateLocale(): DateLocale {
  return sessionStore.get(localePersistedAtom).dateLocale;
}

/** Persists the locale; emits `locale:changed` (mirrored to other tabs) only on a real change, so tabs cannot echo. */
export function setLocale(locale: Locale, dateLocale: DateLocale = dateLocaleFor(locale)): void {
  const current = sessionStore.get(localePersistedAtom);
  if (current.locale === locale && current.dateLocale === dateLocale) return;
  sessionStore.set(localePersistedAtom, { locale, dateLocale });
  if (current.locale !== locale) bus.emit('locale:changed', { locale });
}

export function getProfile(): Profile | null {
  return sessionStore.get(profileAtom);
}

export function setProfile(profile: Profile | null): void {
  sessionStore.set(profileAtom, profile);
  bus.emit('session:changed', { reason: 'profile' });
}

export function getWallet(): Wallet {
  return sessionStore.get(walletPersistedAtom);
}

/** Merges and persists wallet figures as integers; emits `wallet:changed` (mirrored to other tabs) only on a real change. */
export function setWallet(wallet: Partial<Wallet>): void {
  const current = sessionStore.get(walletPersistedAtom);
  const next = toWallet({ ...current, ...wallet });
  if (next.balance === current.balance && next.credit === current.credit && next.debt === current.debt)
    return;
  sessionStore.set(walletPersistedAtom, next);
  bus.emit('wallet:changed', next);
}

/** A read-only copy of the session for parcel mount props. */
export function getSessionSnapshot(): SessionSnapshot {
  const { locale, dateLocale } = sessionStore.get(localePersistedAtom);
  return Object.freeze({
    token: getToken(),
    profile: sessionStore.get(profileAtom),
    wallet: Object.freeze({ ...sessionStore.get(walletPersistedAtom) }),
    locale,
    dateLocale,
  });
}

/**
 * Calls `listener` whenever any part of the session changes (here or, through localStorage,
 * in another tab). Returns the unsubscribe function.
 */
export function subscribeSession(listener: () => void): () => void {
  const offs = [tokenPersistedAtom, profileAtom, walletPersistedAtom, localePersistedAtom].map((a) =>
    sessionStore.sub(a, listener),
  );
  return () => offs.forEach((off) => off());
}
