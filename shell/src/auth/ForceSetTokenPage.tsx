import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { clearToken, setToken } from '@portal/shared-sdk';
import { Button, ErrorState, HStack, LoadingState, useApiErrorMessage } from '@portal/shared-ui';
import { useTokenProfileQuery } from '../data/profile/token-profile-query';
import { forgetReturnAddress } from '../session/returnAddress';
import { useSessionSnapshot } from '../session/useSessionSnapshot';
import { replacePage } from './LeaveForLogin';
import { linkToken, withoutToken } from './linkToken';
import { refusesToken } from './refusesToken';
import { TokenLinkFrame } from './TokenLinkFrame';
import { TokenRefused } from './TokenRefused';
import { TokenSwitchPrompt } from './TokenSwitchPrompt';

/**
 * `/force-set-token?token=…`, a link that signs this browser in with a token. Anyone can send such a
 * link, so it never switches accounts on its own: the token leaves the address bar and the history at
 * once (it stays in this page's memory), the provider is asked whose account it opens (with that
 * token), and the visitor continues with one click, told who is signed out if someone is signed in;
 * a token the provider refuses changes nothing. Leaving the page is a full page load, so nothing of the
 * previous account stays in memory and the next page has the usual Referer policy (this one sends none).
 */
export function ForceSetTokenPage() {
  const intl = useIntl();
  const errorMessage = useApiErrorMessage();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => linkToken(location.search));
  const { token: current } = useSessionSnapshot();

  // an effect, not a layout effect: the router starts listening to history in its own layout effect
  useEffect(() => {
    void navigate({ pathname: location.pathname, search: withoutToken(location.search) }, { replace: true });
    // runs once for the address the page was opened with
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the link of the session this browser has already: nothing to ask
  const already = token !== null && token === current;
  useEffect(() => {
    if (already) replacePage('/');
  }, [already]);

  const owner = useTokenProfileQuery(already ? null : token);
  const signedIn = useTokenProfileQuery(already ? null : current);
  // a stored token the provider refuses is no session: nobody would be signed out
  const someoneSignedIn = current !== null && !(signedIn.isError && refusesToken(signedIn.error));
  const leave = () => replacePage(someoneSignedIn ? '/' : '/login');
  const proceed = (chosen: string) => {
    clearToken(); // the previous account's profile must not leak into the new session
    forgetReturnAddress();
    setToken(chosen);
    replacePage('/');
  };

  if (token === null) {
    return (
      <TokenLinkFrame>
        <TokenRefused signedIn={someoneSignedIn} onLeave={leave} />
      </TokenLinkFrame>
    );
  }
  if (already || owner.isPending || (current !== null && signedIn.isPending)) {
    return (
      <TokenLinkFrame>
        <LoadingState label={intl.formatMessage({ id: 'shell.tokenLink.checking' })} />
      </TokenLinkFrame>
    );
  }
  if (owner.isError && refusesToken(owner.error)) {
    return (
      <TokenLinkFrame>
        <TokenRefused serverMessage={errorMessage(owner.error)} signedIn={someoneSignedIn} onLeave={leave} />
      </TokenLinkFrame>
    );
  }
  if (owner.isError) {
    // no answer at all (offline, timeout): nothing is known about the token yet
    return (
      <TokenLinkFrame>
        <ErrorState message={errorMessage(owner.error)} onRetry={() => void owner.refetch()} />
        <HStack justify="flex-end">
          <Button variant="outline" onClick={leave}>
            {intl.formatMessage({ id: 'shell.tokenLink.cancel' })}
          </Button>
        </HStack>
      </TokenLinkFrame>
    );
  }
  const currentProfile = current === null || !someoneSignedIn ? null : (signedIn.data ?? 'unknown');
  return (
    <TokenLinkFrame>
      <TokenSwitchPrompt
        owner={owner.data}
        current={currentProfile}
        onContinue={() => proceed(token)}
        onCancel={leave}
      />
    </TokenLinkFrame>
  );
}
