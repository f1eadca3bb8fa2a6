import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, Outlet } from 'react-router-dom';
import { clearToken, setProfile } from '@portal/shared-sdk';
import { Box, ErrorState, LoadingState, keepFormDraftsOf } from '@portal/shared-ui';
import { useProfileQuery } from '../data/profile/profile-query';
import { refreshWallet } from '../data/wallet/balance-query';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { refusesToken } from './refusesToken';

/**
 * The gate of every signed-in route: no usable token → /login; with a token, the profile
 * is fetched once per token, and an answer that is not a success discards the token.
 */
export function RequireAuth() {
  const intl = useIntl();
  const { token } = useSessionSnapshot();
  const profile = useProfileQuery(token);

  useEffect(() => {
    if (!profile.data) return;
    // drafts belong to the account that typed them: another account signing in removes them
    keepFormDraftsOf(String(profile.data.user_id));
    setProfile(profile.data);
    refreshWallet();
  }, [profile.data]);
  useEffect(() => {
    if (profile.isError && refusesToken(profile.error)) clearToken();
  }, [profile.isError, profile.error]);

  const status = profile.data
    ? 'ready'
    : profile.isError && !refusesToken(profile.error)
      ? 'unreachable'
      : 'loading';
  if (!token) return <Navigate to="/login" replace />;
  if (status === 'unreachable') {
    return (
      <Box minH="100vh" display="grid" placeItems="center">
        <ErrorState
          message={intl.formatMessage({ id: 'shell.auth.profileFailed' })}
          onRetry={() => void profile.refetch()}
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
