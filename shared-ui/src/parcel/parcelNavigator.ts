import { createPath, type Navigator, type To } from 'react-router-dom';
import type { ParcelProps } from '@portal/shared-sdk';

function toPath(to: To): string {
  return typeof to === 'string' ? to : createPath(to);
}

/**
 * A react-router Navigator that hands every navigation to the shell (ParcelProps.navigate), so a
 * parcel's links and redirects move the shell's history and back/forward work across areas.
 * The new location comes back through parcel.update(props).
 */
export function parcelNavigator(navigate: ParcelProps['navigate']): Navigator {
  return {
    createHref: toPath,
    encodeLocation: (to) => {
      const url = new URL(toPath(to), 'http://portal.invalid');
      return { pathname: url.pathname, search: url.search, hash: url.hash };
    },
    push: (to, state) => navigate(toPath(to), { state }),
    replace: (to, state) => navigate(toPath(to), { replace: true, state }),
    go: (delta) => window.history.go(delta),
  };
}
