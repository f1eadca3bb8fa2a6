import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useProductName } from '../config/useProductName';
import { documentTitle, routeTitle, titleText } from '../contributions/pageTitle';
import { useContributions } from '../contributions/useContributions';

/** Keeps `document.title` = product name + the localized title of the current route (the remote's, for an area). */
export function PageTitle() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const snapshot = useContributions();
  const name = useProductName();
  const title = useMemo(() => titleText(routeTitle(pathname, snapshot), intl), [pathname, snapshot, intl]);

  useEffect(() => {
    document.title = documentTitle(name, title);
  }, [name, title]);

  return null;
}
