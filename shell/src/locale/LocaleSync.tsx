import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setLocale } from '@portal/shared-sdk';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { directionOf, hasLocaleQuery, readLocaleQuery, stripLocaleQuery } from './localeQuery';

/**
 * `?locale=en|fa` on any URL switches and persists the locale, then leaves the URL; `<html lang dir>`
 * follows the locale. The switch is a layout effect (before paint); the URL change is a plain effect
 * because the router listens to history only from its own layout effect. Both run before the
 * auth redirect (a later sibling), so `/?locale=en` signed out still lands on /login in English.
 */
export function LocaleSync() {
  const location = useLocation();
  const navigate = useNavigate();
  const { locale } = useSessionSnapshot();

  useLayoutEffect(() => {
    const asked = readLocaleQuery(location.search);
    if (asked) setLocale(asked);
  }, [location.search]);

  useEffect(() => {
    if (!hasLocaleQuery(location.search)) return;
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
