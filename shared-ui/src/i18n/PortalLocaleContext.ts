import { createContext, useContext } from 'react';
import type { DateLocale, Locale } from '@portal/shared-sdk';

export interface PortalLocaleValue {
  locale: Locale;
  dateLocale: DateLocale;
  dir: 'rtl' | 'ltr';
}

export const PortalLocaleContext = createContext<PortalLocaleValue>({
  locale: 'fa',
  dateLocale: 'fa-ir',
  dir: 'rtl',
});

/** The locale, date locale and direction the nearest PortalProviders was given. */
export function usePortalLocale(): PortalLocaleValue {
  return useContext(PortalLocaleContext);
}

export function directionOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'fa' ? 'rtl' : 'ltr';
}
