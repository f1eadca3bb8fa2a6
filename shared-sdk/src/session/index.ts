export * from './types';
export * from './firstQuery';
export { noteSessionEnd, takeSessionEndReason } from './sessionEnd';
export {
  DEFAULT_LOCALE,
  EMPTY_WALLET,
  LOCALE_STORAGE_KEY,
  TOKEN_STORAGE_KEY,
  WALLET_STORAGE_KEY,
  clearToken,
  dateLocaleFor,
  getDateLocale,
  getLocale,
  getProfile,
  getSessionSnapshot,
  getToken,
  getWallet,
  localePersistedAtom,
  profileAtom,
  sessionStore,
  setLocale,
  setProfile,
  setToken,
  setWallet,
  subscribeSession,
  tokenPersistedAtom,
  walletPersistedAtom,
} from './sessionStore';
