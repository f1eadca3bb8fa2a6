import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

// the address this document was loaded at: the shell reaches /login in the app only after that
const LOADED_AT = typeof window === 'undefined' ? '' : window.location.pathname;

/** The full page load that replaces this history entry (an object, so tests can watch it: jsdom loads no page). */
export const pageLoad = {
  /** this document is already leaving: a second load would cancel the first one in the browser */
  leaving: false,
  replace(address: string): void {
    window.location.replace(address);
  },
};

/**
 * Replaces this document with a full page load of `address`, once: the first address asked wins
 * (a later one would cancel the first load in the browser).
 */
export function replacePage(address: string): void {
  if (pageLoad.leaving) return;
  pageLoad.leaving = true;
  pageLoad.replace(address);
}

/**
 * Leaves the shell for the login page, the lean login app's own page, with a full page load of
 * `address` (/login with the reason code, the locale). The first address asked wins: the sign-in
 * gate's redirect to a bare /login, which follows the token's removal, does not replace a reason.
 */
export function leaveForLogin(address: string): void {
  replacePage(address);
}

/**
 * The shell's /login (reached in the app: the sign-in gate, a link): a full page load of /login with
 * the address's search; the lean page itself sends a signed-in visitor on. A shell that was itself
 * loaded at /login (a server without the lean page) stays put rather than loading itself again and again.
 */
export function LeaveForLogin() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (LOADED_AT !== '/login') leaveForLogin(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
}
