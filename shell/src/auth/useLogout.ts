import { useCallback } from 'react';
import { api, bus } from '@portal/shared-sdk';

/** How long a logout waits for the server to revoke the token before the session ends here anyway. */
export const LOGOUT_WAIT_MS = 2000;

/**
 * Logs out: revokes the token on the server (best effort), then `session:logout`, which this tab
 * (SessionEvents) and the other tabs (bus mirror) answer by clearing the session and going to /login.
 * A slow or silent server does not keep the visitor signed in: the session ends after LOGOUT_WAIT_MS
 * at the latest (the request's own timeout is a minute), whatever the server answers later.
 */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, LOGOUT_WAIT_MS);
    });
    try {
      await Promise.race([api.auth.logout(), waited]);
    } catch {
      // the session ends here even if the server could not be told
    } finally {
      clearTimeout(timer);
    }
    bus.emit('session:logout', {});
  }, []);
}
