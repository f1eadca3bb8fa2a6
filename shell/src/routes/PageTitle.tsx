import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useRuntimeConfig } from '../config/RuntimeConfigContext';
import { pageTitle, routeTitleId } from './routeTitle';

/** Keeps `document.title` = product name + the localized title of the current route. */
export function PageTitle() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { productName } = useRuntimeConfig();
  const name = productName || intl.formatMessage({ id: 'shell.productName' });

  useEffect(() => {
    document.title = pageTitle(name, intl.formatMessage({ id: routeTitleId(pathname) }));
  }, [intl, name, pathname]);

  return null;
}
