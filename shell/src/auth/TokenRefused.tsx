import { FormattedMessage } from 'react-intl';
import { Button, HStack, Text } from '@portal/shared-ui';
import { TokenNotice } from './TokenNotice';

export interface TokenRefusedProps {
  /** the provider's message when it refused the token; absent: the link carries no usable token */
  serverMessage?: string;
  /** someone is signed in on this browser (and stays so) */
  signedIn: boolean;
  onLeave: () => void;
}

/** A link whose token the provider refuses, or that carries none: nothing changes, and the way on. */
export function TokenRefused({ serverMessage, signedIn, onLeave }: TokenRefusedProps) {
  return (
    <>
      <TokenNotice status="error" data-testid="token-refused">
        <Text fontWeight="bold" color="fg.error">
          <FormattedMessage id="shell.tokenLink.refusedTitle" />
        </Text>
        <Text>
          <FormattedMessage
            id={serverMessage === undefined ? 'shell.tokenLink.missing' : 'shell.tokenLink.refused'}
          />
        </Text>
      </TokenNotice>
      {serverMessage !== undefined && (
        <Text fontSize="sm" color="fg.muted" data-testid="token-refused-message">
          <bdi>{serverMessage}</bdi>
        </Text>
      )}
      <HStack justify="flex-end">
        <Button colorPalette="brand" onClick={onLeave}>
          <FormattedMessage id={signedIn ? 'shell.tokenLink.toDashboard' : 'shell.tokenLink.toLogin'} />
        </Button>
      </HStack>
    </>
  );
}
