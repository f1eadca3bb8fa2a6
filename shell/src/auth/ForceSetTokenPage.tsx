import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearToken, getToken, setToken } from '@portal/shared-sdk';

/**
 * `/force-set-token?token=…`: stores the token and replaces the history entry, so the token
 * leaves both the address bar and the history, then shows the dashboard. A token of 4 characters or
 * fewer counts as missing and ends on /login.
 */
export function ForceSetTokenPage() {
  const location = useLocation();
  const navigate = useNavigate();

  // an effect, not a layout effect: the router starts listening to history in its own layout effect
  useEffect(() => {
    const token = new URLSearchParams(location.search).get('token')?.trim() ?? '';
    clearToken(); // a new token means a new session: the previous profile must not leak into it
    if (token) setToken(token);
    void navigate(getToken() ? '/' : '/login', { replace: true });
    // runs once for the URL it was opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
