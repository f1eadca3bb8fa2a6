import { FormattedMessage } from 'react-intl';
import type { Profile } from '@portal/shared-sdk';
import { Box, Button, HStack, Text } from '@portal/shared-ui';
import { accountName } from './accountName';
import { TokenNotice } from './TokenNotice';

export interface TokenSwitchPromptProps {
  /** whose account the link signs in to (the profile asked with the link's token) */
  owner: Profile;
  /** who is signed in on this browser now: their profile, `unknown` when it could not be read, null when no one */
  current: Profile | 'unknown' | null;
  onContinue: () => void;
  onCancel: () => void;
}

/**
 * Asks before a link's token becomes this browser's session: whose account it opens, who would be
 * signed out, and why a link from someone else must not be followed (whatever is done next would be
 * done in their account). One click continues.
 */
export function TokenSwitchPrompt({ owner, current, onContinue, onCancel }: TokenSwitchPromptProps) {
  const name = accountName(owner);
  return (
    <>
      <Text>
        <FormattedMessage id="shell.tokenLink.owner" />
      </Text>
      <Box borderWidth="1px" borderRadius="md" px="4" py="3" data-testid="token-owner">
        <Text fontWeight="bold">
          <bdi>{name}</bdi>
        </Text>
        <Text color="fg.muted">
          <bdi dir="ltr">{owner.email}</bdi>
        </Text>
      </Box>
      {current !== null && <CurrentSession owner={owner} current={current} />}
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage id="shell.tokenLink.caution" />
      </Text>
      <HStack gap="3" wrap="wrap" justify="flex-end">
        <Button variant="outline" onClick={onCancel}>
          <FormattedMessage id="shell.tokenLink.cancel" />
        </Button>
        <Button colorPalette="brand" onClick={onContinue}>
          {/* one run of text: the button lays its children out with a gap between them */}
          <span>
            <FormattedMessage id="shell.tokenLink.continue" values={{ name: <bdi>{name}</bdi> }} />
          </span>
        </Button>
      </HStack>
    </>
  );
}

function CurrentSession({ owner, current }: { owner: Profile; current: Profile | 'unknown' }) {
  const message =
    current === 'unknown' ? (
      <FormattedMessage id="shell.tokenLink.signedInUnknown" />
    ) : current.user_id === owner.user_id ? (
      <FormattedMessage id="shell.tokenLink.sameAccount" />
    ) : (
      <FormattedMessage
        id="shell.tokenLink.signedInAs"
        values={{ name: <bdi>{accountName(current)}</bdi>, email: <bdi dir="ltr">{current.email}</bdi> }}
      />
    );
  return (
    <TokenNotice status="warning" data-testid="token-current-session">
      <Text>{message}</Text>
    </TokenNotice>
  );
}
