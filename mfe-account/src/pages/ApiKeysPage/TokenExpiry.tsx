import { FormattedMessage } from 'react-intl';
import { isApiTokenExpired, type ApiToken } from '@portal/api-account';
import { Badge, DateText, HStack } from '@portal/shared-ui';

export interface TokenExpiryProps {
  token: ApiToken;
  /** now, in unix seconds */
  nowSec: number;
}

/** A token's expiry: its date in the page's calendar and "Expired" once past (the provider refuses it then), or "Never". */
export function TokenExpiry({ token, nowSec }: TokenExpiryProps) {
  if (token.expires_at === null) return <FormattedMessage id="account.tokens.expiry.none" />;
  return (
    <HStack as="span" gap="1.5" wrap="wrap" display="inline-flex">
      <DateText value={token.expires_at} />
      {isApiTokenExpired(token.expires_at, nowSec) && (
        <Badge size="sm" colorPalette="red" variant="subtle">
          <FormattedMessage id="account.tokens.expired" />
        </Badge>
      )}
    </HStack>
  );
}
