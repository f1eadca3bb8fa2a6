import { useCallback } from 'react';
import { setLocale, type Locale } from '@portal/shared-sdk';

/** Switches the UI locale; persisted, and mirrored to the other tabs by the SDK's `locale:changed`. */
export function useSwitchLocale(): (locale: Locale) => void {
  return useCallback((locale: Locale) => setLocale(locale), []);
}
