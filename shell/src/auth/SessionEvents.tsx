import { useEffect } from 'react';
import { bus, clearToken, getToken, setLocale, setWallet, takeSessionEndReason } from '@portal/shared-sdk';
import { clearFormDrafts } from '@portal/shared-ui';
import { loginAddress, unauthorizedReason } from '../session/loginReason';
import { leaveForLogin } from './LeaveForLogin';
import { forgetReturnAddress, rememberReturnAddress } from '../session/returnAddress';
import { useRemoteLoader } from '../remotes/RemoteLoaderContext';
import { useStableNavigate } from '../remotes/useStableNavigate';
import { forbiddenRedirect } from './forbiddenRedirect';

/**
 * The shell's answers to session events on the bus: 401 anywhere (the address is kept to return to after
 * signing in again), 403 on a page whose route names a `forbiddenFallback` (the CDN and cloud areas:
 * back to their lists; the selected domain lives in the URL, so leaving the page clears it), logout (also from another tab) (both: a full page load of the login page),
 * navigation asked by a parcel, wallet and locale changes (also from another tab).
 */
export function SessionEvents() {
  const navigate = useStableNavigate();
  const loader = useRemoteLoader();

  useEffect(() => {
    const offs = [
      bus.on('session:unauthorized', () => {
        // A burst of 401s: the first one clears the token, the others find none and stay quiet.
        if (!getToken()) return;
        // the forms' drafts stay, and signing in again returns here
        rememberReturnAddress(`${window.location.pathname}${window.location.search}`);
        // the login page says why from a reason code, never from text in the address: the provider's
        // reason when it ended the session itself (the IP whitelist), else "Please login again"
        leaveForLogin(loginAddress(unauthorizedReason(takeSessionEndReason())));
        clearToken();
      }),
      bus.on('session:forbidden', () => {
        // the page's route says where to go; a 403 before the release manifest was read waits for it (same page only)
        const from = window.location.pathname;
        const follow = () => {
          const target =
            window.location.pathname === from ? forbiddenRedirect(from, loader.contributions()) : null;
          if (target) navigate(target, { replace: true });
        };
        if (loader.contributions().status !== 'loading') return follow();
        const off = loader.subscribe(() => {
          if (loader.contributions().status === 'loading') return;
          off();
          follow();
        });
      }),
      bus.on('session:logout', () => {
        // a deliberate logout leaves nothing behind: no draft, no address to return to
        clearFormDrafts();
        forgetReturnAddress();
        clearToken();
        leaveForLogin(loginAddress());
      }),
      bus.on('navigate', ({ to, replace }) => {
        // in-app paths only: an absolute or protocol-relative URL is not a route
        if (typeof to === 'string' && to.startsWith('/') && !to.startsWith('//'))
          navigate(to, { replace: !!replace });
      }),
      // setWallet/setLocale emit only on a real change, so these cannot echo between tabs
      bus.on('wallet:changed', (wallet) => setWallet(wallet)),
      bus.on('locale:changed', ({ locale }) => setLocale(locale)),
    ];
    return () => offs.forEach((off) => off());
  }, [loader, navigate]);

  return null;
}
