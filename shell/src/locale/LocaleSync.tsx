import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setLocale } from '@portal/shared-sdk';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { directionOf, hasLocaleQuery, readLocaleQuery, stripLocaleQuery } from './localeQuery';

/**
 * `?locale=en|fa` on any URL switches and persists the locale, then leaves the URL; `<html lang dir>`
 * follows the locale. Layout effects, so this runs before the auth redirect and before paint.
 */
export function LocaleSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const { locale } = useSessionSnapshot();

  useLayoutEffect(() => {
    if (!hasLocaleQuery(location.search)) return;
    const asked = readLocaleQuery(location.search);
    if (asked) setLocale(asked);
    void navigate(
      { pathname: location.pathname, search: stripLocaleQuery(location.search), hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = directionOf(locale);
  }, [locale]);

  return null;
}
