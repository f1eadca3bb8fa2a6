import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet } from 'react-router-dom';
import { api, clearToken, isApiError, setProfile, setWallet } from '@portal/shared-sdk';
import { Box, ErrorState, LoadingState } from '@portal/shared-ui';
import { useSessionSnapshot } from '../session/useSessionSnapshot';

type ProfileStatus = 'loading' | 'ready' | 'unreachable';

/** Fetches the wallet figures for the header; a failure keeps the last known (persisted) ones. */
export function refreshWallet(): void {
  api.financial.balance().then(
    (wallet) => setWallet(wallet),
    () => undefined,
  );
}

/**
 * The gate of every signed-in route (SPEC §4): no usable token → /login; with a token, the profile
 * is fetched once per token, and an answer that is not a success discards the token.
 */
export function RequireAuth() {
  const intl = useIntl();
  const { token } = useSessionSnapshot();
  const [status, setStatus] = useState<ProfileStatus>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!token) return undefined;
    let active = true;
    setStatus('loading');
    api.profile.get().then(
      (profile) => {
        if (!active) return;
        setProfile(profile);
        setStatus('ready');
        refreshWallet();
      },
      (error: unknown) => {
        if (!active) return;
        // Only an answer from the server says the token is bad; offline or a timeout says nothing.
        if (isApiError(error) && (error.kind === 'http' || error.kind === 'malformed')) clearToken();
        else setStatus('unreachable');
      },
    );
    return () => {
      active = false;
    };
  }, [token, attempt]);

  if (!token) return <Navigate to="/login" replace />;
  if (status === 'unreachable') {
    return (
      <Box minH="100vh" display="grid" placeItems="center">
        <ErrorState
          message={intl.formatMessage({ id: 'shell.auth.profileFailed' })}
          onRetry={() => setAttempt((n) => n + 1)}
        />
      </Box>
    );
  }
  if (status === 'loading') {
    return (
      <Box minH="100vh" display="grid" placeItems="center">
        <LoadingState />
      </Box>
    );
  }
  return <Outlet />;
}
