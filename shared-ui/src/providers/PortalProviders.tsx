import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { Box, ChakraProvider, LocaleProvider } from '@chakra-ui/react';
import type { DateLocale, Locale } from '@portal/shared-sdk';
import { sharedUiMessages } from '../messages/messages';
import { EN_FONT_STACK, FA_FONT_STACK } from '../theme/fonts';
import { parcelSystem, shellSystem } from '../theme/system';
import { PortalLocaleContext, directionOf, type PortalLocaleValue } from '../i18n/PortalLocaleContext';
import { ToastHost } from '../toast/ToastHost';

export type MessagesByLocale = Partial<Record<Locale, Record<string, string>>>;

export interface PortalProvidersProps {
  locale: Locale;
  children: ReactNode;
  /** the caller's own fa/en texts, merged over shared-ui's */
  messages?: MessagesByLocale;
  /** fa-ir/en-us follow the locale unless the session says otherwise */
  dateLocale?: DateLocale;
  /**
   * true only for the one provider that owns the page (the shell, or a remote run alone):
   * it inserts Chakra's CSS reset, global css and token variables. Parcels leave it false.
   */
  preflight?: boolean;
}

/** Chakra, locale/direction, react-intl and the toast host: what every portal React root needs. */
export function PortalProviders({
  locale,
  children,
  messages,
  dateLocale,
  preflight = false,
}: PortalProvidersProps) {
  const dir = directionOf(locale);
  const own = messages?.[locale];
  const merged = useMemo(() => ({ ...sharedUiMessages[locale], ...own }), [locale, own]);
  const localeValue = useMemo<PortalLocaleValue>(
    () => ({ locale, dir, dateLocale: dateLocale ?? (locale === 'fa' ? 'fa-ir' : 'en-us') }),
    [locale, dir, dateLocale],
  );

  return (
    <ChakraProvider value={preflight ? shellSystem : parcelSystem}>
      {/* ark/zag components (dialogs, menus, toasts) read the direction from this provider */}
      <LocaleProvider locale={locale === 'fa' ? 'fa-IR' : 'en-US'}>
        <IntlProvider locale={locale} messages={merged} defaultLocale="fa">
          <PortalLocaleContext.Provider value={localeValue}>
            <Box
              dir={dir}
              lang={locale}
              css={{ '--portal-font': locale === 'fa' ? FA_FONT_STACK : EN_FONT_STACK }}
              fontFamily="body"
              color="fg"
              data-portal-root=""
            >
              {children}
            </Box>
            <ToastHost />
          </PortalLocaleContext.Provider>
        </IntlProvider>
      </LocaleProvider>
    </ChakraProvider>
  );
}
