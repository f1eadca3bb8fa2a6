import { useCallback } from 'react';
import { api, bus } from '@portal/shared-sdk';

/**
 * Logs out: revokes the token on the server (best effort), then `session:logout`, which this tab
 * (SessionEvents) and the other tabs (bus mirror) answer by clearing the session and going to /login.
 */
export function useLogout(): () => Promise<void> {
  return useCallback(async () => {
    try {
      await api.auth.logout();
    } catch {
      // the session ends here even if the server could not be told
    }
    bus.emit('session:logout', {});
  }, []);
}
